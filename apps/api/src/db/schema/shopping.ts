import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';

export const carts = pgTable('carts', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique('carts_user_unique')
    .references(() => users.id, { onDelete: 'cascade' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  // Counts the orders that took this cart's lines: a replace based on an older count is a stale copy
  // (another tab or device from before the order) and must not bring the ordered lines back.
  version: integer('version').notNull().default(0),
});

export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.productId] }),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const wishlistEntries = pgTable(
  'wishlist_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wishlist_user_product_unique').on(t.userId, t.productId)],
);

export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-case: codes are matched case-insensitively. */
    code: varchar('code', { length: 40 }).notNull(),
    voucherType: varchar('voucher_type', { length: 12 }).notNull(), // 'Percentage' | 'Amount'
    discountPercentage: integer('discount_percentage'),
    discountAmountPaisa: integer('discount_amount_paisa'),
    maximumDiscountPaisa: integer('maximum_discount_paisa'),
    minimumOrderPaisa: integer('minimum_order_paisa').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    usedCount: integer('used_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('vouchers_code_unique').on(t.code),
    check('vouchers_type_valid', sql`${t.voucherType} IN ('Percentage', 'Amount')`),
    check('vouchers_used_within_limit', sql`${t.usageLimit} IS NULL OR ${t.usedCount} <= ${t.usageLimit}`),
  ],
);

export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: serial('id').primaryKey(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('voucher_redemptions_voucher_user_idx').on(t.voucherId, t.userId)],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 128 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    statusCode: integer('status_code'),
    responseBody: varchar('response_body', { length: 20000 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
