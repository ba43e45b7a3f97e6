import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { Link as RouterLink } from 'react-router';
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
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h4" component="h1">
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{t('itemCount', { count: totalItems })}</Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(300px, 1fr)' },
          gap: { xs: 2, md: 4 },
          alignItems: 'start',
        }}
      >
        <Box>
          <Box component="ul" aria-label={t('title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {items.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                onQuantity={(quantity) => change(cartActions.quantityUpdated({ id: item.id, quantity }))}
                onRemove={() => change(cartActions.itemRemoved(item.id))}
              />
            ))}
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mt: 2 }}>
            <Button component={RouterLink} to="/" variant="outlined" sx={{ minHeight: 44 }}>
              {t('continueShopping')}
            </Button>
            {confirmingClear ? (
              <Box
                role="group"
                aria-label={t('clearConfirm')}
                sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
              >
                <Typography>{t('clearConfirm')}</Typography>
                <Button onClick={() => setConfirmingClear(false)} sx={{ minHeight: 44 }}>
                  {t('keepItems')}
                </Button>
                <Button
                  color="error"
                  variant="contained"
                  onClick={() => change(cartActions.cartCleared())}
                  sx={{ minHeight: 44 }}
                >
                  {t('clearCart')}
                </Button>
              </Box>
            ) : (
              <Button color="error" onClick={() => setConfirmingClear(true)} sx={{ minHeight: 44 }}>
                {t('clearCart')}
              </Button>
            )}
          </Box>
        </Box>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
          <OrderSummary />
        </Box>
      </Box>
    </Box>
  );
}
