import { MESSAGES, type Product } from '@kandamul/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { useAppSelector } from '../hooks';
import { selectIsLoggedIn } from '../state/session-slice';
import { selectIsWishlisted, selectWishlist } from '../state/wishlist-slice';

/** The wishlist heart of a product (SPEC §4): state, whether a request is running, and the toggle. */
export function useWishlistToggle(product: Product) {
  const navigate = useNavigate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const active = useAppSelector(selectIsWishlisted(product.id));
  const busy = useAppSelector(selectWishlist).loading;
  const toggle = useCallback(() => {
    if (!loggedIn) {
      toast.warning(MESSAGES.loginForWishlist);
      navigate('/login');
    }
  }, [loggedIn, navigate]);
  return { active, busy, toggle };
}
