import { Alert, Box, Button, Chip, Link, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { serverMessage } from '../../lib/api/server-message';
import { useTranslation } from '../../lib/i18n/i18n';
import '../../lib/i18n/texts/account';
import { toast } from '../../lib/toast/toast';
import { useCancelNotifyMutation, useGetMyAlertsQuery } from '../../lib/habits/habits-api';

/** The customer's back-in-stock alerts, each with Cancel. */
export function AlertsCard() {
  const { t } = useTranslation('account');
  const { data, isLoading, error, refetch, isFetching } = useGetMyAlertsQuery();
  const [cancel, { isLoading: cancelling }] = useCancelNotifyMutation();

  let body;
  if (isLoading)
    body = (
      <Typography role="status" color="text.secondary">
        {t('alerts.loading')}
      </Typography>
    );
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
  else if (!data || data.length === 0)
    body = <Typography color="text.secondary">{t('alerts.empty')}</Typography>;
  else
    body = (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {data.map((a) => (
          <Box
            component="li"
            key={a.product_id}
            sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Link component={RouterLink} to={`/product/${a.slug}`} sx={{ flex: 1, minWidth: 0 }}>
              {a.title}
            </Link>
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
          </Box>
        ))}
      </Box>
    );

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="alerts-heading"
      sx={{ p: 2, borderRadius: 3 }}
    >
      <Typography id="alerts-heading" variant="h2" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('alerts.title')}
      </Typography>
      {body}
    </Paper>
  );
}
