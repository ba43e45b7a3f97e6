import { type BuyAgainResponse, type Order, serverCartToItems } from '@kandamul/domain';
import { useState } from 'react';
import { useBuyAgainMutation } from '../api/buy-again';
import { serverMessage } from '../../../lib/api/server-message';
import { useAppDispatch } from '../../../lib/hooks';
import { useTranslation } from '../../../lib/i18n/i18n';
import { cartActions } from '../../../lib/state/cart-slice';
import { toast } from '../../../lib/toast/toast';
import '../../../lib/i18n/texts/orders';
import { Alert } from '../../../components/forms/alert';
import { Button, LinkButton } from '../../../components/ui/button';

/**
 * "Buy again": the order's products go into the cart at today's prices (the server's cart becomes the
 * cart shown), and a message says what was added and what was left out, and why.
 */
export function useBuyAgain(order: Order) {
  const { t } = useTranslation('orders');
  const dispatch = useAppDispatch();
  const [result, setResult] = useState<BuyAgainResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [buyAgain] = useBuyAgainMutation();
  const run = async () => {
    setBusy(true);
    try {
      const answer = await buyAgain(order.id).unwrap();
      if (answer.cart) {
        dispatch(cartActions.itemsReplaced(serverCartToItems(answer.cart)));
        dispatch(cartActions.serverVersionSet(answer.cart.version));
      }
      setResult(answer);
    } catch (error) {
      toast.error(serverMessage(error, t('buyAgain.failed')));
    } finally {
      setBusy(false);
    }
  };
  return { result, busy, run };
}

export function BuyAgainButton({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  const { t } = useTranslation('orders');
  return (
    <Button variant="outlined" onClick={onClick} disabled={busy}>
      {busy ? t('buyAgain.adding') : t('buyAgain.button')}
    </Button>
  );
}

/** What Buy again did: how many products went into the cart, and each one left out with its reason. */
export function BuyAgainMessage({ order, result }: { order: Order; result: BuyAgainResponse }) {
  const { t } = useTranslation('orders');
  const titleOf = (id: number) => order.lines.find((l) => l.product_id === id)?.title ?? `#${id}`;
  const added = result.added.length;
  return (
    <Alert
      severity={added === 0 ? 'warning' : result.left_out.length ? 'info' : 'success'}
      role="status"
      className="kd-order__message"
      action={
        added > 0 ? (
          <LinkButton to="/cart" color="inherit" size="small">
            {t('buyAgain.viewCart')}
          </LinkButton>
        ) : undefined
      }
    >
      {added > 0 ? t('buyAgain.added', { count: added }) : t('buyAgain.noneAdded')}
      {result.left_out.length > 0 && (
        <>
          {' '}
          {t('buyAgain.leftOut', {
            items: result.left_out
              .map((l) => `${titleOf(l.product_id)} (${t(`buyAgain.reason.${l.reason}`)})`)
              .join(', '),
          })}
        </>
      )}
    </Alert>
  );
}
