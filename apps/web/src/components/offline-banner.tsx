import { Box } from '@mui/material';
import { useTranslation } from '../lib/i18n/i18n';
import { useOnline } from '../lib/use-online';

/** 'You are offline', fixed at the foot of the screen (so it moves nothing) while there is no network. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <Box
      role="status"
      sx={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 'snackbar',
        px: 2,
        py: 1.25,
        textAlign: 'center',
        bgcolor: 'grey.900',
        color: 'common.white',
        fontSize: 14,
      }}
    >
      <strong>{t('offline.title')}</strong> {t('offline.body')}
    </Box>
  );
}
