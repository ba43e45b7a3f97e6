import { isCancellable, type Order, type OrderStatus, rupeesToPaisa, slotTimes } from '@kandamul/domain';
import { Alert, Box, Button, Chip, Divider, Paper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useLocalized } from '../../../lib/i18n/use-localized';
import { useDateFormat } from '../../../lib/dates/use-date-format';
import { serverMessage } from '../../../lib/api/server-message';
import { goToWallet } from '../../../lib/payments/go-to-wallet';
import { useRetryPaymentMutation } from '../../../lib/payments/retry-payment';
import { toast } from '../../../lib/toast/toast';
import '../../../lib/i18n/texts/orders';
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
    <Paper
      component="article"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 } }}
      aria-label={t('card.tracking', { tracking: order.tracking_id })}
    >
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
          alignItems: 'flex-start',
        }}
      >
        <Box>
          <Typography component="h2" sx={{ fontWeight: 700 }}>
            {t('card.tracking', { tracking: order.tracking_id })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('card.placed', { date: formatDate(order.created_at) })}
          </Typography>
          {order.delivery_slot && (
            <Typography variant="body2" color="text.secondary" data-testid="order-slot">
              {t('card.slot', {
                date: formatDate(`${slotTimes(order.delivery_slot).date}T12:00:00Z`),
                start: slotTimes(order.delivery_slot).start,
                end: slotTimes(order.delivery_slot).end,
              })}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
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
        </Box>
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <Box component="ul" aria-label={t('card.items')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {order.lines.map((line) => (
          <Box
            component="li"
            key={line.product_id}
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.5 }}
          >
            {line.image ? (
              <Box
                component="img"
                src={line.image}
                alt=""
                width={40}
                height={40}
                loading="lazy"
                sx={{ borderRadius: 1, objectFit: 'cover', bgcolor: 'action.hover', flexShrink: 0 }}
              />
            ) : null}
            <Typography variant="body2" sx={{ flex: 1 }}>
              {t('card.line', { title: line.title, quantity: line.quantity })}
            </Typography>
            <Typography variant="body2">{money(rupeesToPaisa(line.price) * line.quantity)}</Typography>
          </Box>
        ))}
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography sx={{ fontWeight: 700 }}>
          {t('card.total')}: <span data-testid="order-total">{money(rupeesToPaisa(order.total))}</span>
        </Typography>
        <InvoiceButton order={order} />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {payable && (
            <Button variant="contained" onClick={payNow} disabled={retrying.isLoading} sx={{ minHeight: 44 }}>
              {t('payNow')}
            </Button>
          )}
          <BuyAgainButton onClick={() => void again.run()} busy={again.busy} />
          {order.order_status !== 'Cancelled' && (
            <Button variant="outlined" color="error" onClick={cancel} sx={{ minHeight: 44 }}>
              {t('card.cancel')}
            </Button>
          )}
        </Box>
      </Box>
      <OrderTimeline order={order} />
      {again.result && <BuyAgainMessage order={order} result={again.result} />}
      {error && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {t('card.notCancellable')}
        </Alert>
      )}
    </Paper>
  );
}
