import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

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
      <Typography variant="h3" component={titleAs} gutterBottom>
        {title}
      </Typography>
      {body && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {body}
        </Typography>
      )}
      {action}
    </Box>
  );
}
