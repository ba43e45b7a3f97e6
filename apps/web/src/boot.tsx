import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { HydratingProviders, Providers } from './app/providers';
import { preloadPageLoaders, preloadPages } from './app/router';
import { makeStore, persistStore } from './app/store';
import { apiStateFromServer } from './lib/api/base-api';
import { i18n } from './lib/i18n/i18n';
import { whenPageReady } from './ssr/page-ready';
import { rememberSignedIn, SERVER_SESSION_ACCESS } from './ssr/server-hints';
import type { ServerState } from './ssr/server-state';

/**
 * Starts the storefront: hydrates the page the server rendered (`fromServer` is what it rendered
 * with; `onHydrated` is told once the page's content has been hydrated), or renders a page the server left
 * to the browser.
 */
export function start(fromServer: ServerState | undefined, onHydrated?: () => void): void {
  const root = document.getElementById('root')!;
  const store = makeStore(
    fromServer
      ? {
          theme: {
            mode: fromServer.mode,
            language: fromServer.language,
            calendar: fromServer.calendar ?? 'AD',
          },
        }
      : undefined,
  );
  if (fromServer) store.dispatch(apiStateFromServer({ api: fromServer.api }));
  // What the server rendered with: hydration reads this, the shopper's remembered state comes after.
  // A personal page (decision 045) was rendered signed in as its shopper: so is its hydration. The
  // stand-in token is only read while hydrating (RequireAuth's "signed in"); the store's own session,
  // and so every request, is the browser's. Checkout and the wishlist were drawn from the server's
  // copy of the cart or wishlist (decision 046): hydration reads that too, the remembered one after.
  const session = fromServer?.session;
  const serverState = session
    ? {
        ...store.getState(),
        auth: { user_id: session.user_id, access: SERVER_SESSION_ACCESS, refresh: null },
        ...(session.cart ? { cart: session.cart } : {}),
        ...(session.wishlist ? { wishlist: session.wishlist } : {}),
      }
    : store.getState();
  const persistor = persistStore(store);

  // The browser's own session, told to the server in a cookie at once (not after a render): a shopper
  // who signs out, even offline, gets no personal page rendered from the page-session cookie again.
  let signedInAs: string | undefined;
  const markSession = () => {
    const { user_id, access } = store.getState().auth;
    const now = user_id && access ? user_id : '';
    if (now !== signedInAs) rememberSignedIn((signedInAs = now));
  };
  markSession();
  store.subscribe(markSession);

  // The remembered state is written a moment after it changes; a shopper who adds to the cart and at
  // once reloads or closes the tab must not lose it, so whatever is pending is written on the way out.
  const flushPersisted = () => persistor.flush();
  window.addEventListener('pagehide', flushPersisted);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushPersisted();
  });

  // The other pages' loaders (router.tsx) once the main thread is free: not part of the first download,
  // and here before the shopper's first tap on a link.
  if ('requestIdleCallback' in window) requestIdleCallback(preloadPageLoaders, { timeout: 3000 });
  else setTimeout(preloadPageLoaders, 1000);

  if (fromServer) {
    // The server's HTML is already on screen. Hydration (in the page's language) attaches to it in a
    // transition, in slices that leave the main thread free for the shopper's first tap.
    void Promise.all([
      i18n.changeLanguage(fromServer.language),
      // The page's own module (already on its way: main.tsx preloads it), so the page hydrates with
      // the layout in one pass; a failed load is the router's to show, as without a server render.
      preloadPages(window.location.pathname).catch(() => undefined),
    ]).then(() =>
      startTransition(() => {
        if (onHydrated) whenPageReady(onHydrated);
        hydrateRoot(
          root,
          <StrictMode>
            <HydratingProviders store={store} serverState={serverState} viewport={fromServer.viewport}>
              <BrowserRouter>
                <App />
              </BrowserRouter>
            </HydratingProviders>
          </StrictMode>,
          {
            onRecoverableError: (error) => console.warn('kandamul: hydration recovered', error),
            // A page that fails shows its error screen, whose buttons must work: held taps go.
            onCaughtError: (error) => {
              console.error(error);
              onHydrated?.();
            },
            onUncaughtError: (error) => {
              console.error(error);
              onHydrated?.();
            },
          },
        );
      }),
    );
  } else {
    createRoot(root).render(
      <StrictMode>
        <Providers store={store}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </Providers>
      </StrictMode>,
    );
  }
}
