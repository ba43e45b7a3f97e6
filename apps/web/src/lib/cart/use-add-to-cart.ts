import { isOutOfStock, MESSAGES, type Product, productToCartItem } from '@kandamul/domain';
import { useCallback } from 'react';
import { toast } from 'react-toastify';
import { useAppDispatch } from '../hooks';
import { cartActions } from '../state/cart-slice';

export interface AddToCartOptions {
  /** The card's image, for the fly-to-cart animation. */
  sourceImage?: HTMLImageElement | null;
  /** Which out-of-stock message to show: the card's or the detail page's (SPEC §8). */
  from?: 'card' | 'detail';
}

/** Adds a product to the local cart (SPEC §4): the one way every page adds to the cart. */
export function useAddToCart() {
  const dispatch = useAppDispatch();
  return useCallback(
    (product: Product, quantity = 1, opts: AddToCartOptions = {}) => {
      if (isOutOfStock(product.total_available_quantity)) {
        toast.error(opts.from === 'detail' ? MESSAGES.detailOutOfStock : MESSAGES.cardOutOfStock);
        return;
      }
      dispatch(cartActions.itemAdded({ item: productToCartItem(product), quantity }));
      toast.success(MESSAGES.addedToCart(product.title || product.nepali_title), { autoClose: 1500 });
    },
    [dispatch],
  );
}
