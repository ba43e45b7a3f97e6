import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders } from './orders';

/**
 * One end-of-day hand-over of cash by a rider: what the settled orders add up to (expected), what the
 * rider handed over (received) and the difference, kept and shown, never hidden.
 */
export const cashSettlements = pgTable(
  'cash_settlements',
  {
    id: serial('id').primaryKey(),
    riderId: integer('rider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    expectedPaisa: integer('expected_paisa').notNull(),
    receivedPaisa: integer('received_paisa').notNull(),
    /** received − expected: negative when the rider handed over less. */
    differencePaisa: integer('difference_paisa').notNull(),
    note: text('note').notNull().default(''),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cash_settlements_rider_idx').on(t.riderId, t.id),
    check('cash_settlements_amounts', sql`${t.expectedPaisa} >= 0 AND ${t.receivedPaisa} >= 0`),
    check('cash_settlements_difference', sql`${t.differencePaisa} = ${t.receivedPaisa} - ${t.expectedPaisa}`),
  ],
);

/** The cash orders a settlement marked paid: an order is settled at most once. */
export const cashSettlementOrders = pgTable(
  'cash_settlement_orders',
  {
    settlementId: integer('settlement_id')
      .notNull()
      .references(() => cashSettlements.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amountPaisa: integer('amount_paisa').notNull(),
  },
  (t) => [
    uniqueIndex('cash_settlement_orders_order_unique').on(t.orderId),
    index('cash_settlement_orders_settlement_idx').on(t.settlementId),
  ],
);
