import type { Actor, OrderStatus, PaymentStatus } from '@kandamul/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderEvents, orders, users } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

/** The order, its row locked until the transaction ends (two moves of one order take turns). */
export async function lockOrder(db: Db, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update').limit(1);
  return row;
}

/** Sets the status only if it is still `from` (guarded against a move made meanwhile). */
export async function setStatus(
  db: Db,
  id: number,
  from: OrderStatus,
  to: OrderStatus,
  riderId?: number,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ status: to, updatedAt: new Date(), ...(riderId !== undefined ? { riderId } : {}) })
    .where(and(eq(orders.id, id), eq(orders.status, from)))
    .returning();
  return row;
}

/** Sets the payment status (and SPEC's Paid flag with it) only if it is still `from`. */
export async function setPaymentStatus(
  db: Db,
  id: number,
  from: PaymentStatus,
  to: PaymentStatus,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ paymentStatus: to, paymentCompleted: to === 'paid', updatedAt: new Date() })
    .where(and(eq(orders.id, id), eq(orders.paymentStatus, from)))
    .returning();
  return row;
}

/** Adds to what the shop owes back on an order (refund due); `reset` starts from zero. */
export async function addRefundDue(db: Db, id: number, paisa: number, reset: boolean): Promise<void> {
  await db
    .update(orders)
    .set({ refundDuePaisa: reset ? paisa : sql`${orders.refundDuePaisa} + ${paisa}` })
    .where(eq(orders.id, id));
}

export async function insertEvent(
  db: Db,
  event: {
    orderId: number;
    machine: 'order' | 'payment';
    fromState: string | null;
    toState: string;
    actorId: number | null;
    actorRole: Actor;
    note?: string;
  },
): Promise<void> {
  await db.insert(orderEvents).values(event);
}

export async function listEvents(db: Db, orderId: number): Promise<OrderEventRow[]> {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}

/** An account's name (a rider's, for the customer's timeline). */
export async function userName(db: Db, id: number) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export async function userRole(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id)).limit(1);
  return row?.role;
}
