import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { API_BASE } from '../api/base-api';
import { api } from '../api/base-api';
import { useAppDispatch, useAppSelector } from '../hooks';
import { markMerged } from '../cart/cart-sync-marker';
import { cartActions } from '../state/cart-slice';
import { clearCredentials } from '../state/session-slice';
import { wishlistActions } from '../state/wishlist-slice';

/** Logout clears the session (and revokes the refresh token on the server), then goes to /. */
export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const refresh = useAppSelector((s) => s.auth.refresh);
  return useCallback(async () => {
    if (refresh) {
      // Fire and forget: the local session ends whether or not the server answers.
      void fetch(`${API_BASE}/logout/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh }),
      }).catch(() => {});
    }
    // Leave the page first: clearing the session while on a login-only page would make its guard
    // send the customer to /login instead of /.
    await navigate('/');
    dispatch(clearCredentials());
    dispatch(wishlistActions.wishlistCleared());
    // The cart stays on the server with the customer; this device starts a fresh one.
    dispatch(cartActions.cartCleared());
    markMerged(null);
    dispatch(api.util.resetApiState());
  }, [dispatch, navigate, refresh]);
}
