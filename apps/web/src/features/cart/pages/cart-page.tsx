import { productToCartItem } from '@kandamul/domain';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useServerCartPush } from '../../../lib/cart/use-cart-sync';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { cartActions, selectCart } from '../../../lib/state/cart-slice';
import { useGetCartProductsQuery } from '../api/get-cart-products';
import { CartLine } from '../components/cart-line';
import { OrderSummary } from '../components/order-summary';
import '../../../lib/i18n/texts/cart';

/** Prices always come from the server: opening the cart refreshes its products' prices and stock. */
function usePriceRefresh(ids: number[]) {
  const dispatch = useAppDispatch();
  const { data } = useGetCartProductsQuery(ids, { skip: ids.length === 0, refetchOnMountOrArgChange: true });
  useEffect(() => {
    if (!data) return;
    dispatch(
      cartActions.pricesRefreshed(
        data.map((p) => {
          const item = productToCartItem(p);
          return {
            id: item.id,
            sellingPricePaisa: item.sellingPricePaisa,
            markedPricePaisa: item.markedPricePaisa,
            stock: item.stock,
          };
        }),
      ),
    );
  }, [data, dispatch]);
}

/** SPEC §2 cart: rows, clear cart, continue shopping, order summary with promo; empty state. */
export function CartPage() {
  const { t } = useTranslation('cart');
  const dispatch = useAppDispatch();
  const { items, totalItems } = useAppSelector(selectCart);
  const pushToServer = useServerCartPush();
  // Sorted so a change of quantity or order does not refetch; adding or removing a product does.
  const idsKey = items
    .map((i) => i.id)
    .sort((a, b) => a - b)
    .join(',');
  const ids = useMemo(() => (idsKey ? idsKey.split(',').map(Number) : []), [idsKey]);
  usePriceRefresh(ids);

  useEffect(() => {
    document.title = `${t('title')} · Kandamul`;
  }, [t]);

  if (items.length === 0) {
    return (
      <EmptyState
        icon={<ShoppingCartOutlined />}
        title={t('empty')}
        body={t('emptyBody')}
        action={
          <Button component={RouterLink} to="/" variant="contained" size="large">
            {t('continueShopping')}
          </Button>
        }
      />
    );
  }

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
            <Button color="error" onClick={() => change(cartActions.cartCleared())} sx={{ minHeight: 44 }}>
              {t('clearCart')}
            </Button>
          </Box>
        </Box>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
          <OrderSummary />
        </Box>
      </Box>
    </Box>
  );
}
