import {
  isOutOfStock,
  MESSAGES,
  type ProductSummary,
  productToCartItem,
  roomInCart,
  serverCartToItems,
} from '@kandamul/domain';
import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { toast } from '../toast/toast';
import { type SharedState, useAppDispatch, useAppSelector } from '../hooks';
import { cartActions } from '../state/cart-slice';
import { selectIsLoggedIn } from '../state/session-slice';
import { useAddToServerCartMutation } from './api/add-to-server-cart';

export interface AddToCartOptions {
  /** The card's image, for the fly-to-cart animation. */
  sourceImage?: HTMLImageElement | null;
  /** Which out-of-stock message to show: the card's or the detail page's (SPEC §8). */
  from?: 'card' | 'detail';
}

/**
 * Adds a product to the local cart (SPEC §4): the one way every page adds to the cart. From a card the
 * image first flies to the header cart icon. When logged in the server cart is told too; if that fails
 * the local cart is kept and the failure only noted in the console. When the cart already holds all the
 * stock, nothing is added and the shopper reads 'Only {n} items available in stock' (SPEC §5); when only
 * part fits, that part is added with the same warning, never a silent cap under '… added to cart!'.
 */
export function useAddToCart() {
  const dispatch = useAppDispatch();
  const store = useStore<SharedState>();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [addToServerCart] = useAddToServerCartMutation();
  return useCallback(
    async (product: ProductSummary, quantity = 1, opts: AddToCartOptions = {}) => {
      if (isOutOfStock(product.total_available_quantity)) {
        toast.error(opts.from === 'detail' ? MESSAGES.detailOutOfStock : MESSAGES.cardOutOfStock);
        return;
      }
      const stock = product.total_available_quantity;
      const fits = Math.min(quantity, roomInCart(store.getState().cart, product.id, stock));
      if (fits <= 0) {
        toast.warning(MESSAGES.stockLimit(stock), { toastId: `stock-limit-${product.id}` });
        return;
      }
      // The animation's code comes with the first add, not with every page; if it cannot load
      // (offline), the product is added without it.
      await import('./fly-to-cart').then(
        ({ flyToCart }) => flyToCart(opts.sourceImage),
        () => undefined,
      );
      dispatch(cartActions.itemAdded({ item: productToCartItem(product), quantity: fits }));
      if (fits < quantity)
        toast.warning(MESSAGES.stockLimit(stock), { toastId: `stock-limit-${product.id}` });
      else toast.success(MESSAGES.addedToCart(product.title || product.nepali_title), { autoClose: 1500 });
      if (loggedIn) {
        try {
          const server = await addToServerCart({ product_id: product.id, quantity: fits }).unwrap();
          dispatch(cartActions.serverCartSeen({ items: serverCartToItems(server), version: server.version }));
        } catch (error) {
          console.warn('The server cart was not updated; the item stays in the local cart.', error);
        }
      }
    },
    [dispatch, store, loggedIn, addToServerCart],
  );
}
