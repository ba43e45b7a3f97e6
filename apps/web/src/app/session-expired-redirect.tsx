import { MESSAGES } from '@kandamul/domain';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../lib/toast/toast';
import { onSessionExpired } from '../lib/api/base-api';

/**
 * SPEC §4: when a session cannot be renewed, say so once and send the customer to log in, to come
 * back afterwards to where they were. Rendered once, inside the router and outside the routes.
 */
export function SessionExpiredRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  // Registered again on every navigation, so the way back is the page the customer is on.
  useEffect(
    () =>
      onSessionExpired(() => {
        toast.error(MESSAGES.sessionExpired, { toastId: 'session-expired' });
        void navigate('/login', { state: { returnTo: location } });
      }),
    [navigate, location],
  );
  return null;
}
