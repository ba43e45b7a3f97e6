import { MESSAGES } from '@kandamul/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { toast } from './lib/toast/toast';
import { makeRouter } from './app/router';
import { Providers } from './app/providers';
import { makeStore, persistStore } from './app/store';
import { onSessionExpired } from './lib/api/base-api';

const store = makeStore();
const persistor = persistStore(store);
const router = makeRouter();

// redux-persist writes on a timer; a shopper who adds to the cart and at once reloads or closes the
// tab must not lose it, so whatever is pending is written (synchronously, to localStorage) on the way out.
const flushPersisted = () => void persistor.flush();
window.addEventListener('pagehide', flushPersisted);
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') flushPersisted();
});

// SPEC §4: when a session cannot be renewed, say so once and send the customer to log in.
onSessionExpired(() => {
  toast.error(MESSAGES.sessionExpired, { toastId: 'session-expired' });
  void router.navigate('/login', { state: { returnTo: router.state.location } });
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
