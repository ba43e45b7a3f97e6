import {
  ATTEMPT_STATUSES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  STOCK_MOVEMENT_REASONS,
  WALLET_GATEWAYS,
} from '@kandamul/domain';
import { sql } from 'drizzle-orm';
import { deliverySlots } from './slots';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';
import { deliveryStations, districts, municipalities, provinces } from './places';
import { vouchers } from './shopping';
import { sqlList } from './values';

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressType: smallint('address_type').notNull().default(0),
    location: varchar('location', { length: 255 }).notNull(),
    landMark: varchar('land_mark', { length: 255 }).notNull().default(''),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    districtId: integer('district_id').references(() => districts.id),
    municipalityId: integer('municipality_id').references(() => municipalities.id),
    stationId: integer('station_id').references(() => deliveryStations.id, { onDelete: 'set null' }),
    fullName: varchar('full_name', { length: 150 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    // One default address per customer, enforced by the database.
    uniqueIndex('addresses_one_default')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    check('addresses_type_valid', sql`${t.addressType} IN (0, 1, 2)`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    trackingId: varchar('tracking_id', { length: 32 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('Order Processing'),
    paymentMethod: varchar('payment_method', { length: 10 }).notNull(),
    /** SPEC's Paid/Unpaid flag: kept equal to paymentStatus = 'paid' by the payment state machine. */
    paymentCompleted: boolean('payment_completed').notNull().default(false),
    paymentStatus: varchar('payment_status', { length: 12 }).notNull().default('unpaid'),
    /** The rider the order was handed to (Out for Delivery onwards). */
    riderId: integer('rider_id').references(() => users.id, { onDelete: 'set null' }),
    subtotalPaisa: integer('subtotal_paisa').notNull(),
    discountPaisa: integer('discount_paisa').notNull().default(0),
    deliveryChargePaisa: integer('delivery_charge_paisa').notNull().default(0),
    totalPaisa: integer('total_paisa').notNull(),
    /**
     * What the shop owes back while the payment is refund_due: the whole total of a cancelled paid
     * order, or the difference when a substitution lowered a paid order's total.
     */
    refundDuePaisa: integer('refund_due_paisa').notNull().default(0),
    voucherId: integer('voucher_id').references(() => vouchers.id),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    /** The address as it was when the order was placed: later edits never change a past order. */
    addressSnapshot: jsonb('address_snapshot').notNull(),
    notes: text('notes').notNull().default(''),
    /** The delivery slot holding a place for this order (null: none chosen; freed when cancelled). */
    slotId: integer('slot_id').references(() => deliverySlots.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_tracking_unique').on(t.trackingId),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    // The console's list (newest first), its date range and the dashboard's 30 days; status and total
    // ride along so the dashboard's sums read the index alone, not one heap page per order (034).
    index('orders_created_idx').on(t.createdAt, t.status, t.totalPaisa),
    index('orders_payment_status_idx').on(t.paymentStatus, t.createdAt),
    index('orders_payment_method_idx').on(t.paymentMethod, t.createdAt),
    // The console's station filter reads the station of the address as ordered.
    index('orders_station_idx').on(sql`(${t.addressSnapshot} #>> '{nearest_branch,id}')`, t.createdAt),
    // Part of a tracking id ('BN7K2…') typed into the console's search.
    index('orders_tracking_trgm').using('gin', sql`${t.trackingId} gin_trgm_ops`),
    index('orders_slot_idx').on(t.slotId),
    index('orders_rider_idx')
      .on(t.riderId, t.status)
      .where(sql`${t.riderId} IS NOT NULL`),
    check('orders_status_valid', sql`${t.status} IN (${sqlList(ORDER_STATUSES)})`),
    check('orders_payment_status_valid', sql`${t.paymentStatus} IN (${sqlList(PAYMENT_STATUSES)})`),
    check('orders_payment_method_valid', sql`${t.paymentMethod} IN (${sqlList(PAYMENT_METHODS)})`),
    check(
      'orders_amounts_non_negative',
      sql`${t.totalPaisa} >= 0 AND ${t.subtotalPaisa} >= 0 AND ${t.discountPaisa} >= 0`,
    ),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    title: varchar('title', { length: 200 }).notNull(),
    slug: varchar('slug', { length: 160 }).notNull(),
    image: text('image').notNull(),
    unitPricePaisa: integer('unit_price_paisa').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const orderCancellations = pgTable(
  'order_cancellations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remarks: text('remarks').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_cancellations_order_unique').on(t.orderId),
    index('order_cancellations_user_idx').on(t.userId),
  ],
);

/**
 * Every change of an order's status or payment status: which machine, from, to, who, why. The
 * console's timeline and the customer's order history read it.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    machine: varchar('machine', { length: 10 }).notNull(),
    fromState: varchar('from_state', { length: 20 }),
    toState: varchar('to_state', { length: 20 }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: varchar('actor_role', { length: 10 }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.id),
    check('order_events_machine_valid', sql`${t.machine} IN ('order', 'payment')`),
  ],
);

/**
 * Every change of a product's stock, written in the transaction that makes it: a product's stock is
 * always the sum of its movements (docs/decisions: stock movements).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    change: integer('change').notNull(),
    reason: varchar('reason', { length: 20 }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_product_idx').on(t.productId, t.id),
    index('stock_movements_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} IS NOT NULL`),
    check('stock_movements_reason_valid', sql`${t.reason} IN (${sqlList(STOCK_MOVEMENT_REASONS)})`),
    check('stock_movements_change_nonzero', sql`${t.change} <> 0`),
  ],
);

/**
 * One try at paying an order through a wallet: the gateway's reference (eSewa's transaction_uuid,
 * Khalti's pidx) is unique, the amount is what we asked for, and every answer of the gateway is kept.
 * Its status only moves forward through the domain's attempt machine.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    gateway: varchar('gateway', { length: 10 }).notNull(),
    /** eSewa: our transaction_uuid; Khalti: its pidx (set once initiated). */
    reference: varchar('reference', { length: 64 }).notNull(),
    amountPaisa: integer('amount_paisa').notNull(),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    /** The gateway's own word for the last answer (COMPLETE, User canceled…). */
    gatewayStatus: varchar('gateway_status', { length: 40 }).notNull().default(''),
    /** Where the browser goes to pay: { url, method, fields }. */
    redirect: jsonb('redirect'),
    /** Every answer of the gateway about this attempt, oldest first, as received. */
    answers: jsonb('answers')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Why the attempt is where it is (for staff and the log). */
    note: text('note').notNull().default(''),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_attempts_reference_unique').on(t.gateway, t.reference),
    index('payment_attempts_order_idx').on(t.orderId, t.id),
    index('payment_attempts_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('payment_attempts_gateway_valid', sql`${t.gateway} IN (${sqlList(WALLET_GATEWAYS)})`),
    check('payment_attempts_status_valid', sql`${t.status} IN (${sqlList(ATTEMPT_STATUSES)})`),
    check('payment_attempts_amount_positive', sql`${t.amountPaisa} > 0`),
  ],
);
