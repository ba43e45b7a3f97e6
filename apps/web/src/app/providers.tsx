import '@fontsource/mukta/latin-400.css';
import '@fontsource/mukta/latin-600.css';
import '@fontsource/mukta/latin-700.css';
import '@fontsource/mukta/latin-ext-400.css';
import '@fontsource/mukta/latin-ext-600.css';
import '@fontsource/mukta/latin-ext-700.css';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { useAppSelector } from '../lib/hooks';
import { i18n } from '../lib/i18n/i18n';
import { makeTheme } from '../lib/theme';
import { ToastHost } from '../lib/toast/toast-host';
import type { AppStore } from './store';

/** Applies the remembered theme and language; the html lang attribute follows the language. */
function Appearance({ children }: { children: ReactNode }) {
  const mode = useAppSelector((s) => s.theme.mode);
  const language = useAppSelector((s) => s.theme.language);
  const theme = useMemo(() => makeTheme(mode), [mode]);
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [language]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
      <ToastHost theme={mode} />
    </ThemeProvider>
  );
}

export function Providers({
  store,
  persistor,
  children,
}: {
  store: AppStore;
  persistor: Persistor;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      {/* The remembered language's texts are loaded before the first screen, so it never flashes English. */}
      <PersistGate
        loading={null}
        persistor={persistor}
        onBeforeLift={() => i18n.changeLanguage(store.getState().theme.language)}
      >
        <Appearance>{children}</Appearance>
      </PersistGate>
    </Provider>
  );
}
