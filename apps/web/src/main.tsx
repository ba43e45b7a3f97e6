import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/router';
import { Providers } from './app/providers';
import { SessionExpiredRedirect } from './app/session-expired-redirect';
import { makeStore, persistStore } from './app/store';

const store = makeStore();
const persistor = persistStore(store);

// redux-persist writes on a timer; a shopper who adds to the cart and at once reloads or closes the
// tab must not lose it, so whatever is pending is written (synchronously, to localStorage) on the way out.
const flushPersisted = () => void persistor.flush();
window.addEventListener('pagehide', flushPersisted);
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') flushPersisted();
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers store={store} persistor={persistor}>
      <BrowserRouter>
        <SessionExpiredRedirect />
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
