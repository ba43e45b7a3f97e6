import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/i18n';
import { Button } from './ui/button';
import { Icon } from './ui/icon';
import { errorOutline } from './ui/icons';

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
    <Box role="alert" sx={{ py: 6, px: 2, textAlign: 'center' }}>
      <Icon path={errorOutline} sx={{ color: 'error.main', fontSize: 48, mb: 1 }} />
      <Typography variant="h3" component="p" gutterBottom>
        {title}
      </Typography>
      {message && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {message}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
        {onRetry && (
          <Button variant="contained" onClick={onRetry}>
            {t('states.retry')}
          </Button>
        )}
        {action}
      </Box>
    </Box>
  );
}
