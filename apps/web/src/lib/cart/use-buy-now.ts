import { MESSAGES, type ProductSummary, productToCartItem } from '@kandamul/domain';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../toast/toast';
import { useAppDispatch, useAppSelector } from '../hooks';
import { cartActions } from '../state/cart-slice';
import { selectIsLoggedIn } from '../state/session-slice';

/** 'Buy now' (SPEC §4): needs login; replaces the cart with this one item and goes to /checkout. */
export function useBuyNow() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return useCallback(
    (product: ProductSummary, quantity = 1) => {
      if (!loggedIn) {
        toast.warning(MESSAGES.loginToBuyNow);
        navigate('/login', { state: { returnTo: location } });
        return;
      }
      dispatch(cartActions.boughtNow({ item: productToCartItem(product), quantity }));
      navigate('/checkout');
    },
    [dispatch, navigate, location, loggedIn],
  );
}
