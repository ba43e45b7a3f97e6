import type { FastifyPluginAsync } from 'fastify';
import { addressRoutes } from './addresses/addresses.routes';
import { auditAdminRoutes } from './audit/audit.admin.routes';
import { authRoutes } from './auth/auth.routes';
import { cartRoutes } from './cart/cart.routes';
import { catalogAdminRoutes } from './catalog/catalog.admin.routes';
import { catalogMediaAdminRoutes } from './catalog/catalog-media.admin.routes';
import { catalogRoutes } from './catalog/catalog.routes';
import { stockAdminRoutes } from './catalog/stock.admin.routes';
import { deliveryRoutes } from './delivery/delivery.routes';
import { habitAdminRoutes } from './habits/habits.admin.routes';
import { slotAdminRoutes } from './delivery/slots.admin.routes';
import { habitRoutes } from './habits/habits.routes';
import { healthRoutes } from './health/health.routes';
import { orderAdminRoutes } from './orders/orders.admin.routes';
import { invoiceAdminRoutes } from './invoices/invoices.admin.routes';
import { invoiceRoutes } from './invoices/invoices.routes';
import { jobAdminRoutes } from './jobs/jobs.admin.routes';
import { orderOpsAdminRoutes } from './orders/ops.admin.routes';
import { orderRoutes } from './orders/orders.routes';
import { otpRoutes } from './otp/otp.routes';
import { paymentAdminRoutes } from './payments/payments.admin.routes';
import { paymentRoutes } from './payments/payments.routes';
import { peopleAdminRoutes } from './people/people.admin.routes';
import { profileRoutes } from './profile/profile.routes';
import { shopRoutes } from './shop/shop.routes';
import { voucherAdminRoutes } from './vouchers/vouchers.admin.routes';
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
  stockAdminRoutes,
  catalogMediaAdminRoutes,
  voucherAdminRoutes,
  invoiceRoutes,
  paymentAdminRoutes,
  orderOpsAdminRoutes,
  peopleAdminRoutes,
  jobAdminRoutes,
  invoiceAdminRoutes,
  habitAdminRoutes,
  auditAdminRoutes,
  slotAdminRoutes,
];
