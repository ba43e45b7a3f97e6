import { type CartItem, mergeCarts, type ServerCart, serverCartToItems } from '@kandamul/domain';
import { isApiError } from '../api/api-error';
import { useCallback, useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { type SharedState, useAppDispatch, useAppSelector } from '../hooks';
import { cartActions } from '../state/cart-slice';
import { selectIsLoggedIn } from '../state/session-slice';
import { useLazyGetServerCartQuery } from './api/get-server-cart';
import { useReplaceServerCartMutation } from './api/replace-server-cart';
import { markMerged, mergedFor } from './cart-sync-marker';

const toLines = (items: readonly CartItem[]) =>
  items.map((i) => ({ product_id: i.id, quantity: i.quantity }));

// One merge at a time, even if two layouts mount the hook in quick succession.
let merging: string | null = null;

/**
 * Mounted once by the app layer. When the session becomes logged in, the local cart and the server cart
 * are merged (domain `mergeCarts`: quantities added, clamped to stock), the result replaces the local
 * cart and is written back, so a cart follows the customer across devices; after a time offline the
 * local cart is written back when the network returns. Failures are only logged: the local cart is kept.
 */
export function useCartSync(): void {
  const dispatch = useAppDispatch();
  const store = useStore<SharedState>();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector((s) => s.auth.user_id);
  const [getServerCart] = useLazyGetServerCartQuery();
  const [replaceServerCart] = useReplaceServerCartMutation();

  useEffect(() => {
    if (!loggedIn || !userId || mergedFor() === userId || merging === userId) return;
    merging = userId;
    void (async () => {
      try {
        const server = await getServerCart(undefined, false).unwrap();
        const merged = mergeCarts(store.getState().cart.items, serverCartToItems(server));
        dispatch(cartActions.itemsReplaced(merged));
        markMerged(userId);
        const saved = await replaceServerCart({ items: toLines(merged), version: server.version }).unwrap();
        dispatch(cartActions.serverVersionSet(saved.version));
        // The server's prices and stock win (it may also have dropped sold-out products).
        dispatch(
          cartActions.pricesRefreshed(
            serverCartToItems(saved).map((i) => ({
              id: i.id,
              sellingPricePaisa: i.sellingPricePaisa,
              markedPricePaisa: i.markedPricePaisa,
              stock: i.stock,
            })),
          ),
        );
      } catch (error) {
        console.warn('The cart could not be merged with the server cart; the local cart is kept.', error);
      } finally {
        merging = null;
      }
    })();
  }, [loggedIn, userId, dispatch, store, getServerCart, replaceServerCart]);

  // Changes made offline (add to cart works without a network) reach the server cart once the network
  // is back: the local cart, which the shopper saw and changed, is the one to keep.
  useEffect(() => {
    if (!loggedIn) return;
    const push = () => {
      replaceServerCart({ items: toLines(store.getState().cart.items) })
        .unwrap()
        .catch((error: unknown) =>
          console.warn('The server cart was not updated after reconnecting.', error),
        );
    };
    window.addEventListener('online', push);
    return () => window.removeEventListener('online', push);
  }, [loggedIn, store, replaceServerCart]);
}

function staleCart(body: unknown): ServerCart | null {
  const cart = (body as { cart?: ServerCart } | undefined)?.cart;
  return cart && Array.isArray(cart.items) && typeof cart.version === 'number' ? cart : null;
}

/**
 * Returns a function that makes the server cart follow the local one after a change on the cart page
 * (quantity, removal, clearing). Calls within 400 ms are combined; failures are only logged.
 */
export function useServerCartPush(): () => void {
  const dispatch = useAppDispatch();
  const store = useStore<SharedState>();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [replaceServerCart] = useReplaceServerCartMutation();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const send = useCallback(() => {
    timer.current = null;
    const { items, serverVersion } = store.getState().cart;
    replaceServerCart({ items: toLines(items), ...(serverVersion != null ? { version: serverVersion } : {}) })
      .unwrap()
      .then((saved) => dispatch(cartActions.serverVersionSet(saved.version)))
      .catch((error: unknown) => {
        // This copy is older than an order that took the cart's lines: take the server's cart instead.
        const cart = isApiError(error) && error.code === 'CART_STALE' ? staleCart(error.body) : null;
        if (cart)
          dispatch(cartActions.serverCartSeen({ items: serverCartToItems(cart), version: cart.version }));
        else console.warn('The server cart was not updated.', error);
      });
  }, [replaceServerCart, store, dispatch]);
  // Leaving the page sends a pending change at once instead of dropping it.
  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        send();
      }
    },
    [send],
  );
  return useCallback(() => {
    if (!loggedIn) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(send, 400);
  }, [loggedIn, send]);
}
