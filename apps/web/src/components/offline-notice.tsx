import { useTranslation } from '../lib/i18n/i18n';
import { Alert } from './forms/alert';

/** Says, where the shopper acts, that this step needs a connection (instead of letting it fail). */
export function OfflineNotice({ action }: { action: 'checkout' | 'login' }) {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" className="kd-offline-notice">
      {t(`offline.${action}`)}
    </Alert>
  );
}
