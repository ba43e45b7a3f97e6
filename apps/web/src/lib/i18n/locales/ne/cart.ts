import type { Catalogue } from '../../catalogue';
import type { cart as en } from '../en/cart';

export const cart: Catalogue<typeof en> = {
  title: 'cart',
};
