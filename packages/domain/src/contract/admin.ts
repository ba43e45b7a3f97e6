import { z } from 'zod';
import { ORDER_STATUSES } from '../orders/order-status';
import { PAYMENT_STATUSES } from '../orders/payment-status';
import { ROLES } from '../orders/roles';
import { STAFF_STOCK_REASONS, STOCK_MOVEMENT_REASONS } from '../stock/stock';
import { IdSchema, paginated, PageQuerySchema, RupeesSchema, TimestampSchema } from './common';
import { OrderLineSchema } from './orders';
import { OrderSlotSchema } from '../slots/contract';
import { PAYMENT_METHODS } from './payment-methods';
import { MEASURE_UNITS } from '../units/units';

// The staff console's API (/api/v1/admin/…): shapes the console and the tests share.

/** ?status=&payment_status=&payment_method=&station_id=&q=&from=&to=&page=&page_size= of the orders list. */
export const AdminOrderQuerySchema = PageQuerySchema.extend({
  status: z.enum(ORDER_STATUSES).optional(),
  payment_status: z.enum(PAYMENT_STATUSES).optional(),
  payment_method: z.enum(PAYMENT_METHODS).optional(),
  /** A tracking id, a phone number or a name (at most 100 characters). */
  q: z.string().trim().max(100).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** The delivery station of the order's address (as it was when ordered). */
  station_id: z.coerce.number().int().positive().optional(),
  /** 'slot': by delivery slot, earliest first (orders without one last); default newest first. A rider's list is always by slot. */
  sort: z.enum(['newest', 'slot']).optional(),
});
export type AdminOrderQuery = z.infer<typeof AdminOrderQuerySchema>;

export const AdminCustomerSchema = z.object({
  id: IdSchema,
  name: z.string(),
  phone: z.string(),
  email: z.string(),
});

/** One row of the console's orders list. */
export const AdminOrderSummarySchema = z.object({
  id: IdSchema,
  tracking_id: z.string(),
  created_at: TimestampSchema,
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  total: RupeesSchema,
  customer: AdminCustomerSchema,
  rider_id: IdSchema.nullable(),
  /** The delivery slot chosen at checkout, null when none. */
  delivery_slot: OrderSlotSchema.nullable().optional(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummarySchema>;
/**
 * `count` is exact up to 10,000 orders; beyond, it is the database's estimate and `count_estimated` is
 * true (an exact count of a million orders costs the console half a second on every page).
 */
export const AdminOrderListSchema = paginated(AdminOrderSummarySchema).extend({
  count_estimated: z.boolean(),
});
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;

export const OrderEventSchema = z.object({
  machine: z.enum(['order', 'payment']),
  from: z.string().nullable(),
  to: z.string(),
  actor_id: IdSchema.nullable(),
  actor_role: z.string(),
  note: z.string(),
  created_at: TimestampSchema,
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

/** GET /admin/orders/{id}/: the order with its lines, customer, address and timeline. */
export const AdminOrderDetailSchema = AdminOrderSummarySchema.extend({
  subtotal: RupeesSchema,
  discount: RupeesSchema,
  delivery_charge: RupeesSchema,
  notes: z.string(),
  lines: z.array(OrderLineSchema),
  address: z.record(z.string(), z.unknown()),
  events: z.array(OrderEventSchema),
  /** The statuses the caller may move this order to (the console's buttons). */
  next_statuses: z.array(z.enum(ORDER_STATUSES)),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

/** POST /admin/orders/{id}/status/ */
export const OrderStatusMoveSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  note: z.string().trim().max(500).optional(),
  rider_id: IdSchema.optional(),
});
export type OrderStatusMove = z.infer<typeof OrderStatusMoveSchema>;

/** One product as the console lists and edits it (prices in rupees, as the storefront shows them). */
export const AdminProductSchema = z.object({
  id: IdSchema,
  slug: z.string(),
  title: z.string(),
  nepali_title: z.string(),
  category_id: IdSchema,
  low_stock_threshold: z.number().int(),
  marked_price: RupeesSchema,
  selling_price: RupeesSchema.nullable(),
  stock: z.number().int(),
  is_organic: z.boolean(),
  today_special: z.boolean(),
  /** Sold in the storefront; false: hidden everywhere a shopper looks, refused at checkout. */
  active: z.boolean(),
  updated_at: TimestampSchema,
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;
export const AdminProductListSchema = paginated(AdminProductSchema);
export const AdminProductQuerySchema = PageQuerySchema.extend({ q: z.string().trim().max(100).optional() });

const Price = z.number().finite().min(0).max(10_000_000);
/** PATCH /admin/products/{id}/: any editable field; stock changes go through the stock route. */
export const AdminProductPatchSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    nepali_title: z.string().trim().max(200),
    low_stock_threshold: z.number().int().min(0).max(100_000),
    marked_price: Price,
    selling_price: Price.nullable(),
    is_organic: z.boolean(),
    today_special: z.boolean(),
    active: z.boolean(),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to change.' });
export type AdminProductPatch = z.infer<typeof AdminProductPatchSchema>;

/** The selling price above the marked price: refused on create and edit alike. */
export const SELLING_ABOVE_MARKED_MESSAGE = 'The selling price cannot be above the marked price.';

/**
 * POST /admin/products/: a new product, sold at once (hide it with `active: false`), with stock 0 until
 * staff restock it through the stock route. Prices in rupees; the pack is `unit_quantity` of `measure_unit`.
 */
export const AdminProductCreateSchema = z
  .object({
    title: z.string().trim().min(1, { error: 'Title is required' }).max(200),
    nepali_title: z.string().trim().min(1, { error: 'Nepali title is required' }).max(200),
    short_description: z.string().trim().max(500).default(''),
    description: z.string().trim().max(5000).default(''),
    category_id: IdSchema,
    marked_price: Price.refine((v) => v > 0, { error: 'The marked price must be above 0.' }),
    selling_price: Price.nullable().default(null),
    measure_unit: z.enum(MEASURE_UNITS),
    unit_quantity: z.number().finite().positive({ error: 'The unit quantity must be above 0.' }).max(100_000),
    is_organic: z.boolean().default(false),
    low_stock_threshold: z.number().int().min(0).max(100_000).default(10),
    active: z.boolean().default(true),
  })
  .strict()
  .refine((v) => v.selling_price === null || v.selling_price <= v.marked_price, {
    error: SELLING_ABOVE_MARKED_MESSAGE,
    path: ['selling_price'],
  });
export type AdminProductCreate = z.infer<typeof AdminProductCreateSchema>;

/** POST /admin/products/{id}/stock/: a change by hand, with its reason. */
export const StockChangeSchema = z.object({
  change: z
    .number()
    .int()
    .min(-100_000)
    .max(100_000)
    .refine((n) => n !== 0, { message: 'The change cannot be zero.' }),
  reason: z.enum(STAFF_STOCK_REASONS),
  note: z.string().trim().max(500).optional(),
});

export const StockMovementSchema = z.object({
  id: IdSchema,
  product_id: IdSchema,
  change: z.number().int(),
  reason: z.enum(STOCK_MOVEMENT_REASONS),
  order_id: IdSchema.nullable(),
  staff_id: IdSchema.nullable(),
  note: z.string(),
  created_at: TimestampSchema,
});
export const StockChangeResponseSchema = z.object({ stock: z.number().int(), movement: StockMovementSchema });
export const StockMovementListSchema = paginated(StockMovementSchema);

/** GET /admin/riders/: who an order can be handed to. */
export const RiderSchema = z.object({ id: IdSchema, name: z.string(), phone: z.string() });

export const StaffMemberSchema = RiderSchema.extend({ email: z.string(), role: z.enum(ROLES) });

/** GET /admin/dashboard/ */
export const DashboardSchema = z.object({
  today: z.object({ orders: z.number().int(), revenue: RupeesSchema, average_basket: RupeesSchema }),
  waiting: z.record(z.string(), z.number().int()),
  low_stock: z.array(z.object({ id: IdSchema, title: z.string(), stock: z.number().int() })),
  days: z.array(z.object({ date: z.iso.date(), orders: z.number().int(), revenue: RupeesSchema })),
  /** Background jobs that gave up after their retries (a message not sent…): the Failed jobs screen's count. */
  failed_jobs: z.number().int(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
