import { Box } from '@mui/material';
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
    <Box sx={{ py: 6, px: 2, textAlign: 'center' }}>
      {icon && <Box sx={{ color: 'text.secondary', mb: 1, '& svg': { fontSize: 56 } }}>{icon}</Box>}
      <Text variant="h3" as={titleAs} gutterBottom>
        {title}
      </Text>
      {body && <Text sx={{ mb: 2 }}>{body}</Text>}
      {action}
    </Box>
  );
}
