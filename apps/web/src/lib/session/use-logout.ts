import { useCallback } from 'react';
import { API_BASE } from '../api/base-api';
import { markMerged } from '../cart/cart-sync-marker';
import { useAppDispatch, useAppSelector } from '../hooks';
import { cartActions } from '../state/cart-slice';
import { clearCredentials } from '../state/session-slice';
import { forgetCachedPages } from './page-cache';

/**
 * Logout clears the session (and revokes the refresh token on the server), then goes to / (SPEC §2).
 * It ends with a fresh page load of /: a client-side navigation can leave the previous page (and its
 * login guard, which would send the customer to /login) on screen while the home page's code loads,
 * and a new page also drops every cached answer of the old session. The pending persisted state is
 * written on the way out (boot.tsx flushes it on pagehide). Clearing the session also removes the
 * signed-in mark the server renders personal pages by (boot.tsx, decision 045), and the service
 * worker's page cache is emptied before the page changes.
 */
export function useLogout() {
  const dispatch = useAppDispatch();
  const refresh = useAppSelector((s) => s.auth.refresh);
  return useCallback(() => {
    if (refresh) {
      // keepalive: the request outlives the page load that follows; the local session ends either way.
      void fetch(`${API_BASE}/logout/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh }),
        keepalive: true,
      }).catch(() => {});
    }
    // Clearing the session clears the wishlist too (wishlist-slice).
    dispatch(clearCredentials());
    // The cart stays on the server with the customer; this device starts a fresh one.
    dispatch(cartActions.cartCleared());
    markMerged(null);
    // Asked before the page changes (the browser carries it out as the page goes): the service
    // worker's page cache holds no private page, and after a logout it holds none of this session's.
    void forgetCachedPages();
    window.location.assign('/');
  }, [dispatch, refresh]);
}
