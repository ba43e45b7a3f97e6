import { isWallet, PAYMENT_METHOD_LABELS, type PaymentView, rupeesToPaisa } from '@kandamul/domain';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/forms/alert';
import { Button, LinkButton } from '../../../components/ui/button';
import { Text } from '../../../components/ui/text';
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

/** MUI's CircularProgress (24 px, indeterminate), drawn by the shop's stylesheet (`.kd-spinner`). */
function Spinner() {
  return (
    <span className="kd-spinner" role="progressbar">
      <svg viewBox="22 22 44 44" aria-hidden="true">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}

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
      <div className="kd-result__status" role="status">
        <Spinner />
        <Text>{t('result.loading')}</Text>
      </div>
    );
  } else {
    const tracking = view.tracking_id;
    const wallet = walletOf(view);
    switch (view.payment_status) {
      case 'paid':
        body = (
          <>
            <h2 className="kd-text kd-h5">{t('result.paid')}</h2>
            <Text>{t('result.paidBody', { wallet, total: money(rupeesToPaisa(view.total_amount)) })}</Text>
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
            <h2 className="kd-text kd-h5">{t('result.checking')}</h2>
            <div className="kd-result__status" role="status">
              <Spinner />
              <Text>{t('result.checkingBody', { wallet })}</Text>
            </div>
          </>
        );
        break;
      case 'failed':
        body = (
          <>
            <h2 className="kd-text kd-h5 kd-text--error">{t('result.notPaid')}</h2>
            <Text>{t('result.notPaidBody', { tracking })}</Text>
            <div className="kd-result__actions">
              <Button variant="contained" onClick={tryAgain} disabled={retrying.isLoading}>
                {t('result.tryAgain')}
              </Button>
              <Button variant="outlined" onClick={cash} disabled={switching.isLoading}>
                {t('result.payOnDelivery')}
              </Button>
            </div>
          </>
        );
        break;
      case 'unpaid':
        body = <Alert severity="success">{t('result.cashChosen', { tracking })}</Alert>;
        break;
      case 'expired':
        body = (
          <>
            <h2 className="kd-text kd-h5">{t('result.expired')}</h2>
            <Alert severity="warning">{t('result.expiredBody', { tracking })}</Alert>
          </>
        );
        break;
      default:
        body = <Alert severity="info">{t('result.refundDueBody', { tracking })}</Alert>;
    }
  }

  return (
    <div className="kd-panel kd-result">
      <h1 className="kd-text kd-h4">{t('result.title')}</h1>
      {body}
      <div>
        <LinkButton to="/orders">{t('result.viewOrders')}</LinkButton>
      </div>
    </div>
  );
}
