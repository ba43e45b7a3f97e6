import { Alert } from '@mui/material';
import { useTranslation } from '../lib/i18n/i18n';

/** Says, where the shopper acts, that this step needs a connection (instead of letting it fail). */
export function OfflineNotice({ action }: { action: 'checkout' | 'login' }) {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" sx={{ my: 1 }}>
      {t(`offline.${action}`)}
    </Alert>
  );
}
