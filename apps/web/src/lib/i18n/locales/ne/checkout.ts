import type { Catalogue } from '../../catalogue';
import type { checkout as en } from '../en/checkout';

export const checkout: Catalogue<typeof en> = {
  title: 'checkout',
};
