import type { ReactNode } from 'react';
import { Text } from './ui/text';

/** Nothing to show: says so and offers a next step. */
export function EmptyState({
  title,
  body,
  action,
  icon,
  titleAs = 'p',
}: {
  title: string;
  /** 'h1' when the empty state is the whole page. */
  titleAs?: 'p' | 'h1' | 'h2';
  body?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="kd-state">
      {icon && <div className="kd-state__icon">{icon}</div>}
      <Text variant="h3" as={titleAs} gutterBottom>
        {title}
      </Text>
      {body && <Text className="kd-state__body">{body}</Text>}
      {action}
    </div>
  );
}
