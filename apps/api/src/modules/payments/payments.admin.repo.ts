import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, paymentAttempts, users } from '../../db/schema';

export type IssueKind = 'refund_due' | 'double_paid' | 'refunded';

const paidAttempts = sql<number>`(SELECT count(*)::int FROM ${paymentAttempts}
  WHERE ${paymentAttempts.orderId} = ${orders.id} AND ${paymentAttempts.status} = 'paid')`;
const paidAmount = sql<number>`(SELECT coalesce(sum(${paymentAttempts.amountPaisa}), 0)::int FROM ${paymentAttempts}
  WHERE ${paymentAttempts.orderId} = ${orders.id} AND ${paymentAttempts.status} = 'paid')`;

function issueWhere(kind: IssueKind): SQL {
  if (kind === 'double_paid') {
    // Orders with two or more attempts the gateway confirmed: found through the attempts (few), not by
    // scanning orders.
    return sql`${orders.id} IN (SELECT ${paymentAttempts.orderId} FROM ${paymentAttempts}
      WHERE ${paymentAttempts.status} = 'paid' GROUP BY ${paymentAttempts.orderId} HAVING count(*) > 1)`;
  }
  return eq(orders.paymentStatus, kind);
}

export async function countIssues(db: Db, kind: IssueKind): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(issueWhere(kind));
  return Number(row?.n ?? 0);
}

export function listIssues(db: Db, kind: IssueKind, limit: number, offset: number) {
  return db
    .select({
      order: orders,
      customer: { firstName: users.firstName, lastName: users.lastName },
      paidAttempts,
      paidAmount,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(issueWhere(kind))
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
}

/** Marks a paid attempt refunded (guarded: only if it is still paid), keeping the refund's reference. */
export async function refundAttempt(db: Db, id: number, note: string): Promise<boolean> {
  const rows = await db
    .update(paymentAttempts)
    .set({ status: 'refunded', note, updatedAt: new Date() })
    .where(and(eq(paymentAttempts.id, id), eq(paymentAttempts.status, 'paid')))
    .returning({ id: paymentAttempts.id });
  return rows.length > 0;
}

export async function paidAttemptsOf(db: Db, orderId: number) {
  return db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'paid')))
    .orderBy(paymentAttempts.id)
    .for('update');
}
