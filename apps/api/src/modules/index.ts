import type { FastifyPluginAsync } from 'fastify';
import { addressRoutes } from './addresses/addresses.routes';
import { authRoutes } from './auth/auth.routes';
import { cartRoutes } from './cart/cart.routes';
import { catalogAdminRoutes } from './catalog/catalog.admin.routes';
import { catalogRoutes } from './catalog/catalog.routes';
import { deliveryRoutes } from './delivery/delivery.routes';
import { habitAdminRoutes } from './habits/habits.admin.routes';
import { habitRoutes } from './habits/habits.routes';
import { healthRoutes } from './health/health.routes';
import { orderAdminRoutes } from './orders/orders.admin.routes';
import { invoiceRoutes } from './invoices/invoices.routes';
import { orderRoutes } from './orders/orders.routes';
import { otpRoutes } from './otp/otp.routes';
import { paymentAdminRoutes } from './payments/payments.admin.routes';
import { paymentRoutes } from './payments/payments.routes';
import { profileRoutes } from './profile/profile.routes';
import { shopRoutes } from './shop/shop.routes';
import { voucherRoutes } from './vouchers/vouchers.routes';
import { wishlistRoutes } from './wishlist/wishlist.routes';

/** Every module's routes, mounted under /api/v1. Add a module here and nowhere else. */
export const modules: FastifyPluginAsync[] = [
  healthRoutes,
  shopRoutes,
  catalogRoutes,
  authRoutes,
  otpRoutes,
  profileRoutes,
  cartRoutes,
  wishlistRoutes,
  voucherRoutes,
  addressRoutes,
  deliveryRoutes,
  orderRoutes,
  paymentRoutes,
  habitRoutes,
  // The staff console's doors (/admin/…), each beside its module's shop routes.
  orderAdminRoutes,
  catalogAdminRoutes,
  invoiceRoutes,
  paymentAdminRoutes,
  habitAdminRoutes,
];
