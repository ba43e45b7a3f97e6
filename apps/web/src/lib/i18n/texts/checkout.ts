import { registerEnglish } from '../i18n';
import { checkout } from '../locales/en/checkout';

// Imported by every module that shows the 'checkout' texts: they download with its pages, not up front.
registerEnglish('checkout', checkout);
