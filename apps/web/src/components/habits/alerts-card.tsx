import { serverMessage } from '../../lib/api/server-message';
import { useTranslation } from '../../lib/i18n/i18n';
import '../../lib/i18n/texts/account';
import { toast } from '../../lib/toast/toast';
import { useCancelNotifyMutation, useGetMyAlertsQuery } from '../../lib/habits/habits-api';
import { Alert } from '../forms/alert';
import { Chip } from '../forms/chip';
import { TextLink } from '../forms/text-link';
import { Button } from '../ui/button';
import { Text } from '../ui/text';

/** The customer's back-in-stock alerts, each with Cancel (styles/shop.css, `.kd-habit-card`). */
export function AlertsCard() {
  const { t } = useTranslation('account');
  const { data, isLoading, error, refetch, isFetching } = useGetMyAlertsQuery();
  const [cancel, { isLoading: cancelling }] = useCancelNotifyMutation();

  let body;
  if (isLoading) body = <Text role="status">{t('alerts.loading')}</Text>;
  else if (error)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void refetch()} disabled={isFetching}>
            {t('ratings.retry')}
          </Button>
        }
      >
        {t('alerts.error')}
      </Alert>
    );
  else if (!data || data.length === 0) body = <Text>{t('alerts.empty')}</Text>;
  else
    body = (
      <ul className="kd-alerts">
        {data.map((a) => (
          <li key={a.product_id} className="kd-alerts__item">
            <TextLink to={`/product/${a.slug}`} className="kd-alerts__title">
              {a.title}
            </TextLink>
            <Chip
              size="small"
              color={a.in_stock ? 'success' : 'default'}
              label={a.in_stock ? t('alerts.backInStock') : t('alerts.waiting')}
            />
            <Button
              size="small"
              disabled={cancelling}
              aria-label={t('alerts.cancelFor', { title: a.title })}
              onClick={() =>
                void cancel(a.product_id)
                  .unwrap()
                  .then(() => toast.info(t('alerts.cancelled')))
                  .catch((e: unknown) => toast.error(serverMessage(e, t('alerts.failed'))))
              }
            >
              {t('alerts.cancel')}
            </Button>
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="alerts-heading" className="kd-card kd-card--round kd-habit-card">
      <Text id="alerts-heading" variant="h2" className="kd-habit-card__title">
        {t('alerts.title')}
      </Text>
      {body}
    </section>
  );
}
