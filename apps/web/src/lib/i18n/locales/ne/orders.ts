import type { Catalogue } from '../../catalogue';
import type { orders as en } from '../en/orders';

export const orders: Catalogue<typeof en> = {
  title: 'orders',
};
