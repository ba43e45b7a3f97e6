import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, orders, refreshTokens, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function customerWhere(q: string | undefined, blocked: boolean | undefined): SQL {
  const parts: (SQL | undefined)[] = [eq(users.role, 'customer')];
  if (q) {
    const words = q.split(/\s+/).filter(Boolean);
    for (const word of words) {
      parts.push(
        or(
          ilike(users.firstName, like(word)),
          ilike(users.lastName, like(word)),
          ilike(users.phone, like(word)),
          ilike(users.email, like(word)),
        ),
      );
    }
  }
  if (blocked === true) parts.push(isNotNull(users.blockedAt));
  if (blocked === false) parts.push(isNull(users.blockedAt));
  return and(...parts)!;
}

const orderCount = sql<number>`(SELECT count(*)::int FROM ${orders} WHERE ${orders.userId} = ${users.id})`;

export async function countCustomers(db: Db, q?: string, blocked?: boolean): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(customerWhere(q, blocked));
  return Number(row?.n ?? 0);
}

export function listCustomers(
  db: Db,
  q: string | undefined,
  blocked: boolean | undefined,
  limit: number,
  offset: number,
) {
  return db
    .select({ user: users, orders: orderCount })
    .from(users)
    .where(customerWhere(q, blocked))
    .orderBy(desc(users.id))
    .limit(limit)
    .offset(offset);
}

export async function findCustomer(db: Db, id: number) {
  const [row] = await db
    .select({ user: users, orders: orderCount })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'customer')))
    .limit(1);
  return row;
}

export function recentOrders(db: Db, userId: number, limit = 50) {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

export function addressesOf(db: Db, userId: number) {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.id));
}

/**
 * Blocks or unblocks; blocking raises the token version (every access token stops at once) and
 * revokes every refresh token. Answers the row, or undefined when no account of these roles has `id`.
 */
export async function setBlocked(
  db: Db,
  id: number,
  roles: string[],
  blocked: { reason: string } | null,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set(
        blocked
          ? {
              blockedAt: sql`COALESCE(${users.blockedAt}, now())`,
              blockedReason: blocked.reason,
              tokenVersion: sql`${users.tokenVersion} + 1`,
            }
          : { blockedAt: null, blockedReason: '' },
      )
      .where(and(eq(users.id, id), inArray(users.role, roles)))
      .returning();
    if (row && blocked) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.userId, id), isNull(refreshTokens.revokedAt)));
    }
    return row;
  });
}

const staffWhere = () => ne(users.role, 'customer');

export async function countStaff(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(staffWhere());
  return Number(row?.n ?? 0);
}

export function listStaff(db: Db, limit: number, offset: number) {
  return db
    .select()
    .from(users)
    .where(staffWhere())
    .orderBy(users.role, users.id)
    .limit(limit)
    .offset(offset);
}

export async function findStaff(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), staffWhere()))
    .limit(1);
  return row;
}

/** Phone or e-mail already taken (e-mail compared case-insensitively). */
export async function identityTaken(db: Db, phone: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.phone, phone), eq(sql`lower(${users.email})`, email.toLowerCase())))
    .limit(1);
  return row !== undefined;
}

export async function insertStaff(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/** A role change ends the member's sessions too: the next request logs in with the new role. */
export async function setRole(db: Db, id: number, role: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ role, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(and(eq(users.id, id), staffWhere()))
    .returning();
  return row;
}

/** Active admins other than `exceptId`: the shop must keep at least one. */
export async function otherActiveAdmins(db: Db, exceptId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.blockedAt), ne(users.id, exceptId)));
  return Number(row?.n ?? 0);
}
