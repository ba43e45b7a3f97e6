import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { auditEn } from '../i18n/audit.en';
import { auditNe } from '../i18n/audit.ne';
import { consoleAuditNe } from '../i18n/console-audit.ne';
import { opsEn } from '../i18n/ops.en';
import { opsNe } from '../i18n/ops.ne';
import { CONSOLE_NE, RA_NE } from './i18n-ne';

type Messages = { [key: string]: string | Messages };

/** `base` with every message `over` gives replaced; what `over` lacks stays in `base`'s words. */
function merge(base: Messages, over: Messages): Messages {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under = out[key];
    out[key] = typeof value === 'object' && typeof under === 'object' ? merge(under, value) : value;
  }
  return out;
}

/** Menu names of the console's resources (react-admin reads resources.<name>.name). */
const RESOURCES_EN: Messages = {
  resources: {
    orders: { name: 'Order |||| Orders' },
    products: { name: 'Product |||| Products' },
    categories: { name: 'Category |||| Categories' },
    vouchers: { name: 'Voucher |||| Vouchers' },
    banners: { name: 'Banner |||| Banners' },
    deliveries: { name: 'My deliveries' },
    audit: { name: 'Audit trail' },
  },
};
const RESOURCES_NE: Messages = {
  resources: {
    orders: { name: 'अर्डर |||| अर्डरहरू' },
    products: { name: 'सामान |||| सामानहरू' },
    categories: { name: 'वर्ग |||| वर्गहरू' },
    vouchers: { name: 'भाउचर |||| भाउचरहरू' },
    banners: { name: 'ब्यानर |||| ब्यानरहरू' },
    deliveries: { name: 'मेरा डेलिभरीहरू' },
    audit: { name: 'परिवर्तनको अभिलेख' },
  },
};

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'ne', name: 'नेपाली' },
];

/**
 * English and Nepali (docs/decisions/022). The console's own words are written in English in the
 * components and are their own keys: the Nepali pack maps each English text to its Nepali one, so
 * a text nobody has translated yet shows in English rather than as a key. react-admin's own words
 * come from its English pack, with Nepali over it. The operations screens (i18n/ops.{en,ne}.ts) are
 * translated under the `ops` key.
 */
const messages: Record<string, Messages> = {
  en: merge(englishMessages as unknown as Messages, { ...RESOURCES_EN, ops: opsEn, audit: auditEn }),
  ne: merge(
    merge(merge(englishMessages as unknown as Messages, RA_NE), {
      ...RESOURCES_NE,
      ops: opsNe,
      audit: auditNe,
    }),
    { ...CONSOLE_NE, ...consoleAuditNe },
  ),
};

export const i18nProvider = polyglotI18nProvider(
  (locale) => (messages[locale] ?? messages.en!) as never,
  'en',
  LOCALES,
  {
    allowMissing: true,
  },
);
