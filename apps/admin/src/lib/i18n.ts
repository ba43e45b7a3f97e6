import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { opsEn } from '../i18n/ops.en';
import { opsNe } from '../i18n/ops.ne';

// The console's own words are written in English in the components; react-admin's come from its
// English pack. allowMissing lets a label be its own text until a Nepali pack is added here.
// The operations screens (i18n/ops.{en,ne}.ts) are translated under the `ops` key in both languages.
const messages = {
  en: { ...englishMessages, ops: opsEn },
  ne: { ...englishMessages, ops: opsNe },
};

export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'ne' ? messages.ne : messages.en),
  'en',
  [
    { locale: 'en', name: 'English' },
    { locale: 'ne', name: 'नेपाली' },
  ],
  {
    allowMissing: true,
  },
);
