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
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';
import { orderLines, orders } from './orders';

/**
 * A customer's message and substitution preferences. No row means the defaults
 * (DEFAULT_PREFERENCES in the domain): every channel on, English, best match.
 */
export const customerPreferences = pgTable(
  'customer_preferences',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    notifySms: boolean('notify_sms').notNull().default(true),
    notifyEmail: boolean('notify_email').notNull().default(true),
    language: varchar('language', { length: 2 }).notNull().default('en'),
    substitution: varchar('substitution', { length: 12 }).notNull().default('best-match'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('customer_preferences_language_valid', sql`${t.language} IN ('en', 'ne')`),
    check('customer_preferences_substitution_valid', sql`${t.substitution} IN ('best-match', 'none')`),
  ],
);

/**
 * "If out of stock" chosen on a cart line, kept per customer and product (it outlives the cart, so
 * staff read it when a line of a placed order is short). No row: the profile's default.
 */
export const substitutionChoices = pgTable(
  'substitution_choices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    choice: varchar('choice', { length: 12 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    check('substitution_choices_choice_valid', sql`${t.choice} IN ('best-match', 'none')`),
  ],
);

/** "Notify me" on a sold-out product: cleared once the customer has been told it is back. */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('stock_alerts_product_idx').on(t.productId),
  ],
);

/**
 * A line of a placed order that staff found short: what was missing and what replaced it (nothing
 * when the customer chose no substitution, or none matched), with the order's total after the change.
 */
export const orderSubstitutions = pgTable(
  'order_substitutions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id').references(() => orderLines.id, { onDelete: 'set null' }),
    fromProductId: integer('from_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    fromTitle: varchar('from_title', { length: 200 }).notNull(),
    fromUnitPricePaisa: integer('from_unit_price_paisa').notNull(),
    toProductId: integer('to_product_id').references(() => products.id, { onDelete: 'restrict' }),
    toTitle: varchar('to_title', { length: 200 }),
    toUnitPricePaisa: integer('to_unit_price_paisa'),
    quantity: integer('quantity').notNull(),
    totalAfterPaisa: integer('total_after_paisa').notNull(),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_substitutions_order_idx').on(t.orderId)],
);
