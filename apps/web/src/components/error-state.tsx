import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/i18n';
import { Button } from './ui/button';
import { Icon } from './ui/icon';
import { errorOutline } from './ui/icons';
import { Text } from './ui/text';

/** Something failed: what happened, what to do, and a retry when one makes sense. */
export function ErrorState({
  title,
  message,
  onRetry,
  action,
}: {
  title: string;
  message?: ReactNode;
  onRetry?: () => void;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="kd-state">
      <Icon path={errorOutline} className="kd-state__error-icon" />
      <Text variant="h3" as="p" gutterBottom>
        {title}
      </Text>
      {message && <Text className="kd-state__body">{message}</Text>}
      <div className="kd-state__actions">
        {onRetry && (
          <Button variant="contained" onClick={onRetry}>
            {t('states.retry')}
          </Button>
        )}
        {action}
      </div>
    </div>
  );
}
