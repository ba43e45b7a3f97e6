import { type ReactNode, useEffect, useLayoutEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { useAppSelector } from '../lib/hooks';
import { i18n, type Language } from '../lib/i18n/i18n';
import { selectCartCount } from '../lib/state/cart-slice';
import { selectCalendar } from '../lib/state/theme-slice';
import { ToastHost } from '../lib/toast/toast-host';
import { ViewportContext } from '../lib/use-media-query';
import { rememberForServer } from '../ssr/server-hints';
import type { Viewport } from '../ssr/viewport';
import type { AppStore, RootState } from './store';

/** The class on <html> that turns the shop's stylesheet dark (styles/shop.css); the server renders it too. */
export const DARK_CLASS = 'kd-dark';

/**
 * Applies the remembered theme and language; the html lang attribute follows the language, and its
 * class the mode. Both, and
 * whether the cart has anything, are also kept in cookies, so the server renders the next page the way
 * this shopper sees it (ssr/server-hints.ts).
 */
export function Appearance({ children, viewport }: { children: ReactNode; viewport?: Viewport }) {
  const mode = useAppSelector((s) => s.theme.mode);
  const language = useAppSelector((s) => s.theme.language);
  const calendar = useAppSelector(selectCalendar);
  const cartCount = useAppSelector(selectCartCount);
  // Before the browser paints: a page rendered in the browser alone is never shown in the wrong mode.
  useLayoutEffect(() => {
    document.documentElement.classList.toggle(DARK_CLASS, mode === 'dark');
  }, [mode]);
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [language]);
  useEffect(
    () => rememberForServer({ mode, language, calendar, cartCount }),
    [mode, language, calendar, cartCount],
  );
  return (
    <ViewportContext.Provider value={viewport ?? 'mobile'}>
      {children}
      <ToastHost theme={mode} />
    </ViewportContext.Provider>
  );
}

/**
 * The providers of a page the server rendered: nothing held back (the server's HTML is on screen and
 * hydration must render exactly it), and `serverState`, the store as the server had it, is what
 * components read while hydrating. The shopper's own remembered state (cart, session), already in the
 * store, re-renders what it changes right after.
 */
export function HydratingProviders({
  store,
  serverState,
  viewport,
  children,
}: {
  store: AppStore;
  serverState: RootState;
  viewport: Viewport;
  children: ReactNode;
}) {
  return (
    <Provider store={store} serverState={serverState}>
      <Appearance viewport={viewport}>{children}</Appearance>
    </Provider>
  );
}

/** Renders nothing until the texts of `language` are here, so a first screen never flashes English. */
function WithLanguage({ language, children }: { language: Language; children: ReactNode }) {
  const [ready, setReady] = useState(() => i18n.language === language);
  useEffect(() => {
    if (!ready) void i18n.changeLanguage(language).then(() => setReady(true));
  }, [language, ready]);
  return ready ? children : null;
}

/** The providers of a page rendered in the browser, from a store with the shopper's remembered state. */
export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <WithLanguage language={store.getState().theme.language}>
        <Appearance>{children}</Appearance>
      </WithLanguage>
    </Provider>
  );
}
