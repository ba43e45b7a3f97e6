import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { ne } from './locales/ne';

export const NAMESPACES = ['common', 'catalog', 'cart', 'account', 'checkout', 'orders'] as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
  }
}

/** English is the spec's text verbatim; Nepali has the same keys (the type checker enforces it). */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { en, ne },
  lng: 'en',
  fallbackLng: 'en',
  ns: [...NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes already
  initAsync: false,
  returnNull: false,
});
