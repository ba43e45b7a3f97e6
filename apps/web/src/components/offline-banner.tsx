import { useTranslation } from '../lib/i18n/i18n';
import { useOnline } from '../lib/use-online';

/** 'You are offline', fixed at the foot of the screen (so it moves nothing) while there is no network. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="kd-offline">
      <strong>{t('offline.title')}</strong> {t('offline.body')}
    </div>
  );
}
