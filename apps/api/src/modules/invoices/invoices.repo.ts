import { and, asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  customerPans,
  invoiceCounters,
  invoicePrints,
  invoices,
  orderLines,
  orders,
  products,
  users,
} from '../../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;

export async function invoiceOfOrder(db: Db, orderId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  return row;
}

export async function findInvoice(db: Db, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

export async function creditNoteOf(db: Db, invoiceId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.creditOfId, invoiceId), eq(invoices.kind, 'credit_note')));
  return row;
}

/** The order with what its invoice prints: buyer, PAN, status and amounts. */
export async function orderForInvoice(db: Db, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      status: orders.status,
      discountPaisa: orders.discountPaisa,
      deliveryChargePaisa: orders.deliveryChargePaisa,
      totalPaisa: orders.totalPaisa,
      addressSnapshot: orders.addressSnapshot,
      firstName: users.firstName,
      lastName: users.lastName,
      pan: customerPans.pan,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(customerPans, eq(customerPans.userId, orders.userId))
    .where(eq(orders.id, orderId));
  return row;
}

/** The order's lines with their product's tax class at the time of invoicing. */
export async function linesForInvoice(db: Db, orderId: number) {
  return db
    .select({
      title: orderLines.title,
      quantity: orderLines.quantity,
      unitPricePaisa: orderLines.unitPricePaisa,
      taxClass: products.taxClass,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
}

/**
 * The next number of a series. The counter row stays locked until the transaction ends, so two
 * invoices never share a number, and a rolled-back invoice gives its number back (no gaps).
 */
export async function nextSequence(db: Db, kind: string, fiscalYear: string): Promise<number> {
  const [row] = await db
    .insert(invoiceCounters)
    .values({ kind, fiscalYear, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.kind, invoiceCounters.fiscalYear],
      set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` },
    })
    .returning({ lastSequence: invoiceCounters.lastSequence });
  return row!.lastSequence;
}

export async function insertInvoice(db: Db, values: NewInvoice): Promise<InvoiceRow> {
  const [row] = await db.insert(invoices).values(values).returning();
  return row!;
}

/** Records a print and answers its copy number: 0 for the original, then 1, 2, … */
export async function recordPrint(
  db: Db,
  invoiceId: number,
  printedBy: 'customer' | 'staff',
  userId: number | null,
): Promise<number> {
  const [row] = await db
    .insert(invoicePrints)
    .values({
      invoiceId,
      printedBy,
      userId,
      copy: sql`(SELECT count(*) FROM ${invoicePrints} WHERE ${invoicePrints.invoiceId} = ${invoiceId})`,
    })
    .returning({ copy: invoicePrints.copy });
  return row!.copy;
}

export async function countInvoices(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(invoices);
  return row!.n;
}

export async function listInvoices(db: Db, limit: number, offset: number): Promise<InvoiceRow[]> {
  return db.select().from(invoices).orderBy(desc(invoices.id)).limit(limit).offset(offset);
}

/** Invoices and credit notes dated (AD, in Nepal) from `fromAd` to `toAd`, in number order. */
export async function invoicesBetween(db: Db, fromAd: string, toAd: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(gte(invoices.dateAd, fromAd), lte(invoices.dateAd, toAd)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
}

export async function setCustomerPan(db: Db, userId: number, pan: string | null): Promise<void> {
  if (pan === null) {
    await db.delete(customerPans).where(eq(customerPans.userId, userId));
    return;
  }
  await db
    .insert(customerPans)
    .values({ userId, pan })
    .onConflictDoUpdate({ target: customerPans.userId, set: { pan, updatedAt: sql`now()` } });
}

export async function customerPan(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ pan: customerPans.pan })
    .from(customerPans)
    .where(eq(customerPans.userId, userId));
  return row?.pan ?? null;
}
