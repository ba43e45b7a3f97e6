import { isCancellable, type Order, type OrderStatus, rupeesToPaisa, slotTimes } from '@kandamul/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useLocalized } from '../../../lib/i18n/use-localized';
import { useDateFormat } from '../../../lib/dates/use-date-format';
import { serverMessage } from '../../../lib/api/server-message';
import { goToWallet } from '../../../lib/payments/go-to-wallet';
import { useRetryPaymentMutation } from '../../../lib/payments/retry-payment';
import { toast } from '../../../lib/toast/toast';
import '../../../lib/i18n/texts/orders';
import { Alert } from '../../../components/forms/alert';
import { Chip } from '../../../components/forms/chip';
import { Button } from '../../../components/ui/button';
import { Text } from '../../../components/ui/text';
import { InvoiceButton } from './invoice-button';
import { BuyAgainButton, BuyAgainMessage, useBuyAgain } from './buy-again-button';
import { OrderTimeline } from './order-timeline';

const STATUS_COLORS = {
  'Order Processing': 'info',
  Packed: 'info',
  // Not 'secondary': turmeric is for offers, and white on it is under 4.5:1 for a chip's small text.
  'Out for Delivery': 'primary',
  Delivered: 'success',
  'Delivery Failed': 'warning',
  Cancelled: 'default',
} as const satisfies Record<OrderStatus, string>;

/** How long the 'only processing orders can be cancelled' message stays (SPEC §9: 3 s). */
export const CANCEL_ERROR_MS = 3000;

/** One order: tracking id, date, status, Paid/Unpaid, payment method, lines, total and Cancel Order. */
export function OrderCard({ order, onCancel }: { order: Order; onCancel: (order: Order) => void }) {
  const { t } = useTranslation('orders');
  const { money } = useLocalized();
  const formatDate = useDateFormat();
  const [error, setError] = useState(false);

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(false), CANCEL_ERROR_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const [retry, retrying] = useRetryPaymentMutation();
  const again = useBuyAgain(order);
  const status = order.payment_status;
  // "Pay now" while a wallet payment can still be made; the money's fate on a cancelled order.
  const payable = order.order_status === 'Order Processing' && (status === 'pending' || status === 'failed');
  const paymentNote =
    status === 'refund_due' || status === 'refunded' || status === 'expired' || status === 'pending'
      ? status
      : null;
  const payNow = async () => {
    try {
      goToWallet(await retry({ orderId: order.id }).unwrap());
    } catch (err) {
      toast.error(serverMessage(err, t('payNowFailed')));
    }
  };

  const cancel = () => {
    if (isCancellable(order.order_status)) onCancel(order);
    else setError(true);
  };

  return (
    <article className="kd-card kd-order" aria-label={t('card.tracking', { tracking: order.tracking_id })}>
      <div className="kd-order__head">
        <div>
          <Text as="h2" className="kd-bold">
            {t('card.tracking', { tracking: order.tracking_id })}
          </Text>
          <Text variant="body2">{t('card.placed', { date: formatDate(order.created_at) })}</Text>
          {order.delivery_slot && (
            <Text variant="body2" data-testid="order-slot">
              {t('card.slot', {
                date: formatDate(`${slotTimes(order.delivery_slot).date}T12:00:00Z`),
                start: slotTimes(order.delivery_slot).start,
                end: slotTimes(order.delivery_slot).end,
              })}
            </Text>
          )}
        </div>
        <div className="kd-order__chips">
          <Chip
            size="small"
            color={STATUS_COLORS[order.order_status]}
            label={t(`status.${order.order_status}`)}
          />
          <Chip
            size="small"
            variant="outlined"
            color={order.payment_completed ? 'success' : 'warning'}
            label={order.payment_completed ? t('paid') : t('unpaid')}
          />
          {paymentNote && <Chip size="small" color="warning" label={t(`paymentStatus.${paymentNote}`)} />}
          <Chip size="small" variant="outlined" label={t(`payment.${order.payment_method}`)} />
        </div>
      </div>
      <hr className="kd-divider kd-order__divider" />
      <ul aria-label={t('card.items')} className="kd-order__lines">
        {order.lines.map((line) => (
          <li key={line.product_id} className="kd-order__line">
            {line.image ? (
              <img
                src={line.image}
                alt=""
                width={40}
                height={40}
                loading="lazy"
                className="kd-order__image"
              />
            ) : null}
            <Text variant="body2" className="kd-grow">
              {t('card.line', { title: line.title, quantity: line.quantity })}
            </Text>
            <Text variant="body2">{money(rupeesToPaisa(line.price) * line.quantity)}</Text>
          </li>
        ))}
      </ul>
      <hr className="kd-divider kd-order__divider" />
      <div className="kd-order__foot">
        <Text className="kd-bold">
          {t('card.total')}: <span data-testid="order-total">{money(rupeesToPaisa(order.total))}</span>
        </Text>
        <InvoiceButton order={order} />
        <div className="kd-order__actions">
          {payable && (
            <Button variant="contained" onClick={payNow} disabled={retrying.isLoading}>
              {t('payNow')}
            </Button>
          )}
          <BuyAgainButton onClick={() => void again.run()} busy={again.busy} />
          {order.order_status !== 'Cancelled' && (
            <Button variant="outlined" className="kd-btn--error" onClick={cancel}>
              {t('card.cancel')}
            </Button>
          )}
        </div>
      </div>
      <OrderTimeline order={order} />
      {again.result && <BuyAgainMessage order={order} result={again.result} />}
      {error && (
        <Alert severity="error" className="kd-order__message">
          {t('card.notCancellable')}
        </Alert>
      )}
    </article>
  );
}
