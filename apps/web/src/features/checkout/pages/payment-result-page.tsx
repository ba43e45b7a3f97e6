import { isWallet, PAYMENT_METHOD_LABELS, type PaymentView, rupeesToPaisa } from '@kandamul/domain';
import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { serverMessage } from '../../../lib/api/server-message';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useLocalized } from '../../../lib/i18n/use-localized';
import { goToWallet } from '../../../lib/payments/go-to-wallet';
import { useRetryPaymentMutation } from '../../../lib/payments/retry-payment';
import { toast } from '../../../lib/toast/toast';
import { useGetPaymentQuery } from '../api/get-payment';
import { usePayOnDeliveryMutation } from '../api/pay-on-delivery';
import { OrderSuccessDialog } from '../components/order-success-dialog';
import '../../../lib/i18n/texts/checkout';

// Drawn with MUI: the router puts the page inside the MUI theme, which comes with it (decision 052).
export { themed as withMuiTheme } from '../../../lib/mui-theme';

/** How often "Still checking" asks again (the server re-asks the wallet at most every 15 s). */
export const RECHECK_MS = 5000;

function walletOf(view: PaymentView): string {
  const last = view.attempts.at(-1)?.gateway ?? view.payment_method;
  return isWallet(last) ? PAYMENT_METHOD_LABELS[last] : PAYMENT_METHOD_LABELS.online;
}

/**
 * Where a wallet sends the customer back: Paid (the order success modal), Still checking (asks again
 * by itself), or Not paid with "Try again" and "Pay on delivery instead".
 */
export function PaymentResultPage() {
  const { t } = useTranslation('checkout');
  const { money } = useLocalized();
  const [params] = useSearchParams();
  const orderId = Number(params.get('order'));
  const valid = Number.isInteger(orderId) && orderId > 0;
  const [pending, setPending] = useState(true);
  const payment = useGetPaymentQuery(orderId, {
    skip: !valid,
    pollingInterval: pending ? RECHECK_MS : 0,
  });
  const [retry, retrying] = useRetryPaymentMutation();
  const [payOnDelivery, switching] = usePayOnDeliveryMutation();
  const [dismissed, setDismissed] = useState(false);
  const view = payment.data;

  useEffect(() => {
    document.title = `${t('result.title')} · Kandamul`;
  }, [t]);
  useEffect(() => {
    if (view) setPending(view.payment_status === 'pending');
  }, [view]);

  const tryAgain = async () => {
    try {
      goToWallet(await retry({ orderId }).unwrap());
    } catch (error) {
      toast.error(serverMessage(error, t('result.failed')));
    }
  };
  const cash = async () => {
    try {
      await payOnDelivery(orderId).unwrap();
    } catch (error) {
      toast.error(serverMessage(error, t('result.failed')));
    }
  };

  let body;
  if (!valid || payment.isError) {
    body = <Alert severity="info">{t('result.unknown')}</Alert>;
  } else if (!view) {
    body = (
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }} role="status">
        <CircularProgress size={24} />
        <Typography>{t('result.loading')}</Typography>
      </Box>
    );
  } else {
    const tracking = view.tracking_id;
    const wallet = walletOf(view);
    switch (view.payment_status) {
      case 'paid':
        body = (
          <>
            <Typography variant="h5" component="h2" color="success.main">
              {t('result.paid')}
            </Typography>
            <Typography>
              {t('result.paidBody', { wallet, total: money(rupeesToPaisa(view.total_amount)) })}
            </Typography>
            <OrderSuccessDialog
              order={
                dismissed
                  ? null
                  : { order_id: orderId, tracking_id: tracking, total_amount: view.total_amount }
              }
              onClose={() => setDismissed(true)}
            />
          </>
        );
        break;
      case 'pending':
        body = (
          <>
            <Typography variant="h5" component="h2">
              {t('result.checking')}
            </Typography>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }} role="status">
              <CircularProgress size={24} />
              <Typography>{t('result.checkingBody', { wallet })}</Typography>
            </Box>
          </>
        );
        break;
      case 'failed':
        body = (
          <>
            <Typography variant="h5" component="h2" color="error">
              {t('result.notPaid')}
            </Typography>
            <Typography>{t('result.notPaidBody', { tracking })}</Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                onClick={tryAgain}
                disabled={retrying.isLoading}
                sx={{ minHeight: 44 }}
              >
                {t('result.tryAgain')}
              </Button>
              <Button variant="outlined" onClick={cash} disabled={switching.isLoading} sx={{ minHeight: 44 }}>
                {t('result.payOnDelivery')}
              </Button>
            </Box>
          </>
        );
        break;
      case 'unpaid':
        body = <Alert severity="success">{t('result.cashChosen', { tracking })}</Alert>;
        break;
      case 'expired':
        body = (
          <>
            <Typography variant="h5" component="h2">
              {t('result.expired')}
            </Typography>
            <Alert severity="warning">{t('result.expiredBody', { tracking })}</Alert>
          </>
        );
        break;
      default:
        body = <Alert severity="info">{t('result.refundDueBody', { tracking })}</Alert>;
    }
  }

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640, mx: 'auto', display: 'grid', gap: 2 }}
    >
      <Typography variant="h4" component="h1">
        {t('result.title')}
      </Typography>
      {body}
      <Box>
        <Button component={RouterLink} to="/orders" sx={{ minHeight: 44 }}>
          {t('result.viewOrders')}
        </Button>
      </Box>
    </Paper>
  );
}
