import { registerEnglish } from '../i18n';
import { cart } from '../locales/en/cart';

// Imported by every module that shows the 'cart' texts: they download with its pages, not up front.
registerEnglish('cart', cart);
