import { productToCartItem } from '@kandamul/domain';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { EmptyState } from '../../../components/empty-state';
import { PageSkeleton } from '../../../components/page-skeleton';
import { LinkButton } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { cart } from '../../../components/ui/icons';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { cartActions, selectCart, selectSetAside } from '../../../lib/state/cart-slice';
import { useIsClient } from '../../../lib/use-is-client';
import { useGetCartProductsQuery } from '../api/get-cart-products';
import { NoLongerSoldContext } from '../no-longer-sold';
import '../../../lib/i18n/texts/cart';

// The page is drawn by the shop's stylesheet (decision 056) but for the rows' quantity stepper
// (components/quantity-stepper.tsx), still MUI's: the theme comes with the page until the stepper is
// converted (the product page's change), then this line goes and the cart fetches no MUI at all.

// The rows and the order summary (the promo form, its schemas and the fields) load only for a cart
// with products: a first visit, and every page the server renders, shows the empty cart without them.
const CartContents = lazy(async () => ({
  default: (await import('../components/cart-contents')).CartContents,
}));
// The basket a Buy now set aside, offered back: only for a shopper who has one.
const SetAsideOffer = lazy(async () => ({
  default: (await import('../../../components/set-aside-offer')).SetAsideOffer,
}));

/** The offer, once the page is this browser's (the server does not know what was set aside). */
function SetAside() {
  const client = useIsClient();
  const count = useAppSelector(selectSetAside).length;
  if (!client || count === 0) return null;
  return (
    <Suspense fallback={null}>
      <SetAsideOffer />
    </Suspense>
  );
}

/**
 * Prices always come from the server: opening the cart refreshes its products' prices and stock. Answers
 * the lines' products the server left out (no longer sold), once it has answered.
 */
function usePriceRefresh(ids: number[]): ReadonlySet<number> {
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
  return useMemo(() => {
    if (!data) return new Set<number>();
    const sold = new Set(data.map((p) => p.id));
    return new Set(ids.filter((id) => !sold.has(id)));
  }, [data, ids]);
}

/** SPEC §2 cart: rows, clear cart, continue shopping, order summary with promo; empty state. */
export function CartPage() {
  const { t } = useTranslation('cart');
  const { items } = useAppSelector(selectCart);
  // Sorted so a change of quantity or order does not refetch; adding or removing a product does.
  const idsKey = items
    .map((i) => i.id)
    .sort((a, b) => a - b)
    .join(',');
  const ids = useMemo(() => (idsKey ? idsKey.split(',').map(Number) : []), [idsKey]);
  const noLongerSold = usePriceRefresh(ids);

  useEffect(() => {
    document.title = `${t('title')} · Kandamul`;
  }, [t]);

  if (items.length === 0) {
    return (
      <>
        <SetAside />
        <EmptyState
          icon={<Icon path={cart} size="inherit" />}
          title={t('empty')}
          body={t('emptyBody')}
          action={
            <LinkButton to="/" variant="contained">
              {t('continueShopping')}
            </LinkButton>
          }
        />
      </>
    );
  }

  return (
    <>
      <SetAside />
      <Suspense fallback={<PageSkeleton />}>
        <NoLongerSoldContext.Provider value={noLongerSold}>
          <CartContents />
        </NoLongerSoldContext.Provider>
      </Suspense>
    </>
  );
}
