import type { AttemptStatus, WalletGateway } from '@kandamul/domain';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, paymentAttempts, users } from '../../db/schema';

export type AttemptRow = typeof paymentAttempts.$inferSelect;

export async function insertAttempt(
  db: Db,
  attempt: {
    orderId: number;
    gateway: WalletGateway;
    reference: string;
    amountPaisa: number;
    redirect: unknown;
    answer: unknown;
  },
): Promise<AttemptRow> {
  const [row] = await db
    .insert(paymentAttempts)
    .values({
      orderId: attempt.orderId,
      gateway: attempt.gateway,
      reference: attempt.reference,
      amountPaisa: attempt.amountPaisa,
      redirect: attempt.redirect,
      answers: attempt.answer === null ? [] : [attempt.answer],
    })
    .returning();
  return row!;
}

export async function findAttempt(db: Db, id: number): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)).limit(1);
  return row;
}

export async function findAttemptByReference(
  db: Db,
  gateway: WalletGateway,
  reference: string,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.gateway, gateway), eq(paymentAttempts.reference, reference)))
    .limit(1);
  return row;
}

/** The attempt, its row locked until the transaction ends. */
export async function lockAttempt(db: Db, id: number): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.id, id))
    .for('update')
    .limit(1);
  return row;
}

export async function attemptsOf(db: Db, orderId: number): Promise<AttemptRow[]> {
  return db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(asc(paymentAttempts.id));
}

/**
 * Records a gateway's answer and, when `to` is given, moves the status only if it is still `from`
 * (guarded against a move made meanwhile). Returns false when the guard failed. An answer that
 * repeats the last one (the same status, nothing moved) only updates checked_at, so a long wait does
 * not grow the row with every recheck.
 */
export async function recordAnswer(
  db: Db,
  id: number,
  change: {
    from: AttemptStatus;
    to: AttemptStatus | null;
    gatewayStatus: string;
    answer: unknown;
    note?: string;
  },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(paymentAttempts)
    .set({
      ...(change.to ? { status: change.to } : {}),
      gatewayStatus: change.gatewayStatus,
      answers: sql`CASE WHEN ${change.to !== null} OR ${paymentAttempts.gatewayStatus} <> ${change.gatewayStatus}
        THEN ${paymentAttempts.answers} || ${JSON.stringify([change.answer])}::jsonb
        ELSE ${paymentAttempts.answers} END`,
      ...(change.note !== undefined ? { note: change.note } : {}),
      checkedAt: now,
      updatedAt: now,
    })
    .where(and(eq(paymentAttempts.id, id), eq(paymentAttempts.status, change.from)))
    .returning({ id: paymentAttempts.id });
  return rows.length === 1;
}

export async function setAttemptNote(db: Db, id: number, note: string): Promise<void> {
  await db.update(paymentAttempts).set({ note, updatedAt: new Date() }).where(eq(paymentAttempts.id, id));
}

/** Moves every still-pending attempt of an order (the order expired). */
export async function expireOpenAttempts(db: Db, orderId: number, now: Date): Promise<void> {
  await db
    .update(paymentAttempts)
    .set({ status: 'expired', note: 'order expired unpaid', updatedAt: now })
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'pending')));
}

export async function countOpenAttempts(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'pending')));
  return row?.n ?? 0;
}

/**
 * Attempts the reconciliation asks about, all started between `lateSince` and `startedBefore`:
 * pending ones, and expired ones not asked since `lateCheckedBefore` (a payment confirmed after the
 * order expired must not be lost, but need not be asked about every minute). Never-asked first. An
 * attempt left pending for a day (its order paid by another attempt or cancelled) is left to staff.
 */
export async function attemptsToCheck(
  db: Db,
  startedBefore: Date,
  lateSince: Date,
  lateCheckedBefore: Date,
  limit: number,
): Promise<AttemptRow[]> {
  return db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        lte(paymentAttempts.createdAt, startedBefore),
        gte(paymentAttempts.createdAt, lateSince),
        sql`(${paymentAttempts.status} = 'pending' OR (${paymentAttempts.status} = 'expired'
          AND (${paymentAttempts.checkedAt} IS NULL OR ${paymentAttempts.checkedAt} < ${lateCheckedBefore.toISOString()})))`,
      ),
    )
    .orderBy(sql`${paymentAttempts.checkedAt} ASC NULLS FIRST`, asc(paymentAttempts.id))
    .limit(limit);
}

/** Orders waiting for a wallet payment that were placed before `placedBefore`. */
export async function ordersToExpire(db: Db, placedBefore: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'Order Processing'),
        inArray(orders.paymentStatus, ['pending', 'failed']),
        lte(orders.createdAt, placedBefore),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function setPaymentMethod(db: Db, orderId: number, method: string): Promise<void> {
  await db.update(orders).set({ paymentMethod: method, updatedAt: new Date() }).where(eq(orders.id, orderId));
}

export async function findOrderById(db: Db, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

export async function customerOf(db: Db, userId: number) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
