import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';

// The console's own words are written in English in the components; react-admin's come from its
// English pack. allowMissing lets a label be its own text until a Nepali pack is added here.
export const i18nProvider = polyglotI18nProvider(
  () => englishMessages,
  'en',
  [{ locale: 'en', name: 'English' }],
  {
    allowMissing: true,
  },
);
