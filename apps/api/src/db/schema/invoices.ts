import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders } from './orders';

/**
 * Tax invoices and credit notes (Nepal's IRD). A row is written once and never changed: its number,
 * amounts, seller and buyer are as issued. Printing is recorded in `invoicePrints`; a cancelled sale
 * gets a credit note, a new row pointing at the invoice.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 12 }).notNull(), // 'invoice' | 'credit_note'
    /** '2083/84-000123' for an invoice, 'CN-2083/84-000001' for a credit note. */
    number: varchar('number', { length: 32 }).notNull(),
    fiscalYear: varchar('fiscal_year', { length: 7 }).notNull(),
    sequence: integer('sequence').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** For a credit note: the invoice it cancels. */
    creditOfId: integer('credit_of_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'YYYY-MM-DD' in BS and AD of the day of issue in Nepal, as printed. */
    dateBs: varchar('date_bs', { length: 10 }).notNull(),
    dateAd: varchar('date_ad', { length: 10 }).notNull(),
    seller: jsonb('seller').notNull(),
    buyerName: varchar('buyer_name', { length: 200 }).notNull(),
    buyerPan: varchar('buyer_pan', { length: 9 }),
    /** [{ title, quantity, ratePaisa, amountPaisa, taxClass }] as charged (VAT included). */
    lines: jsonb('lines').notNull(),
    linesPaisa: integer('lines_paisa').notNull(),
    discountPaisa: integer('discount_paisa').notNull(),
    deliveryPaisa: integer('delivery_paisa').notNull(),
    exemptPaisa: integer('exempt_paisa').notNull(),
    taxablePaisa: integer('taxable_paisa').notNull(),
    vatPaisa: integer('vat_paisa').notNull(),
    totalPaisa: integer('total_paisa').notNull(),
    reason: text('reason').notNull().default(''),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.number),
    uniqueIndex('invoices_sequence_unique').on(t.kind, t.fiscalYear, t.sequence),
    // One invoice per order, and one credit note per invoice.
    uniqueIndex('invoices_one_per_order')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('invoices_one_credit_note')
      .on(t.creditOfId)
      .where(sql`${t.kind} = 'credit_note'`),
    index('invoices_issued_idx').on(t.issuedAt),
    check('invoices_kind_valid', sql`${t.kind} IN ('invoice', 'credit_note')`),
    check(
      'invoices_amounts_add_up',
      sql`${t.taxablePaisa} + ${t.vatPaisa} + ${t.exemptPaisa} = ${t.totalPaisa}`,
    ),
  ],
);

/** The last number used, per kind and fiscal year: taken under a row lock, so numbers have no gaps. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    kind: varchar('kind', { length: 12 }).notNull(),
    fiscalYear: varchar('fiscal_year', { length: 7 }).notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.fiscalYear] })],
);

/** Every print or download of an invoice: the first is the original, every later one a copy. */
export const invoicePrints = pgTable(
  'invoice_prints',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    printedAt: timestamp('printed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who asked: the buyer ('customer') or the shop ('staff'). */
    printedBy: varchar('printed_by', { length: 10 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    copy: integer('copy').notNull(), // 0 for the original, then 1, 2, …
  },
  (t) => [uniqueIndex('invoice_prints_copy_unique').on(t.invoiceId, t.copy)],
);

/** A customer's PAN/VAT number, printed on their invoices when given. */
export const customerPans = pgTable('customer_pans', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pan: varchar('pan', { length: 9 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
