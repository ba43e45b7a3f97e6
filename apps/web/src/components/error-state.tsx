import { Box } from '@mui/material';
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
    <Box role="alert" sx={{ py: 6, px: 2, textAlign: 'center' }}>
      <Icon path={errorOutline} sx={{ color: 'error.main', fontSize: 48, mb: 1 }} />
      <Text variant="h3" as="p" gutterBottom>
        {title}
      </Text>
      {message && <Text sx={{ mb: 2 }}>{message}</Text>}
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
