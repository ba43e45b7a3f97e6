import { AppRoutes } from './router';
import { SessionExpiredRedirect } from './session-expired-redirect';

/** The storefront inside its router: the same tree in the browser and in a server render. */
export function App() {
  return (
    <>
      <SessionExpiredRedirect />
      <AppRoutes />
    </>
  );
}
