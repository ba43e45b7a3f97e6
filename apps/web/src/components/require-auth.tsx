import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { toast } from '../lib/toast/toast';
import { useAppSelector } from '../lib/hooks';
import { selectIsLoggedIn } from '../lib/state/session-slice';
import { useOwnState } from '../ssr/page-ready';
import { PageSkeleton } from './page-skeleton';

/**
 * Routes that need a logged-in customer: others go to /login with the place to return to.
 * `warning` is shown as a toast first (e.g. 'Please log in for checkout', top-right, 3 s).
 * For a visitor the server renders the page's skeleton, and so does hydration; the decision is made
 * with the shopper's own state, in the render after (decision 026). A personal page the server
 * rendered for its signed-in shopper (decision 045) is rendered, and hydrated, as the page itself.
 */
export function RequireAuth({ children, warning }: { children: ReactNode; warning?: string }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  const warned = useRef(false);
  const ownState = useOwnState();
  useEffect(() => {
    if (ownState && !loggedIn && warning && !warned.current) {
      warned.current = true;
      toast.warning(warning, { position: 'top-right', autoClose: 3000, toastId: warning });
    }
  }, [ownState, loggedIn, warning]);
  if (!ownState && !loggedIn) return <PageSkeleton />;
  if (!loggedIn) return <Navigate to="/login" replace state={{ returnTo: location }} />;
  return <>{children}</>;
}
