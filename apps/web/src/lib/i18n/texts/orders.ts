import { registerEnglish } from '../i18n';
import { orders } from '../locales/en/orders';

// Imported by every module that shows the 'orders' texts: they download with its pages, not up front.
registerEnglish('orders', orders);
