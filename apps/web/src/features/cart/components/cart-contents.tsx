import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { Button, LinkButton } from '../../../components/ui/button';
import { Text } from '../../../components/ui/text';
import { useServerCartPush } from '../../../lib/cart/use-cart-sync';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { cartActions, selectCart } from '../../../lib/state/cart-slice';
import { CartLine } from './cart-line';
import { OrderSummary } from './order-summary';
import '../../../lib/i18n/texts/cart';

/** A cart with products: its rows, clear cart, continue shopping, and the order summary with promo. */
export function CartContents() {
  const { t } = useTranslation('cart');
  const dispatch = useAppDispatch();
  const { items, totalItems } = useAppSelector(selectCart);
  const pushToServer = useServerCartPush();
  // Clearing asks first: one tap on a phone must not throw the whole basket away.
  const [confirmingClear, setConfirmingClear] = useState(false);

  const change = (action: ReturnType<(typeof cartActions)[keyof typeof cartActions]>) => {
    dispatch(action);
    pushToServer();
  };

  return (
    <div>
      <div className="kd-cart__head">
        <h1 className="kd-text kd-h4">{t('title')}</h1>
        <Text>{t('itemCount', { count: totalItems })}</Text>
      </div>
      <div className="kd-cart">
        <div>
          <ul aria-label={t('title')} className="kd-cart__lines">
            {items.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                onQuantity={(quantity) => change(cartActions.quantityUpdated({ id: item.id, quantity }))}
                onRemove={() => change(cartActions.itemRemoved(item.id))}
              />
            ))}
          </ul>
          <div className="kd-cart__actions">
            <LinkButton to="/" variant="outlined">
              {t('continueShopping')}
            </LinkButton>
            {confirmingClear ? (
              <div role="group" aria-label={t('clearConfirm')} className="kd-cart__confirm">
                <Text>{t('clearConfirm')}</Text>
                <Button onClick={() => setConfirmingClear(false)}>{t('keepItems')}</Button>
                <Button
                  variant="contained"
                  className="kd-btn--error"
                  onClick={() => change(cartActions.cartCleared())}
                >
                  {t('clearCart')}
                </Button>
              </div>
            ) : (
              <Button className="kd-btn--error" onClick={() => setConfirmingClear(true)}>
                {t('clearCart')}
              </Button>
            )}
          </div>
        </div>
        <div className="kd-cart__summary">
          <OrderSummary />
        </div>
      </div>
    </div>
  );
}
