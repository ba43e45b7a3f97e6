import { account } from './account';
import { cart } from './cart';
import { catalog } from './catalog';
import { checkout } from './checkout';
import { common } from './common';
import { orders } from './orders';

export const ne = { common, catalog, cart, account, checkout, orders };
