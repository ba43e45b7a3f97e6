import { count, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, users, voucherRedemptions, vouchers } from '../../db/schema';

export type VoucherRow = typeof vouchers.$inferSelect;
export type VoucherWrite = Partial<Omit<typeof vouchers.$inferInsert, 'id' | 'usedCount'>>;

function codeFilter(q: string | undefined) {
  const text = q?.trim();
  return text ? ilike(vouchers.code, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
}

export async function countVouchers(db: Db, q: string | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(vouchers).where(codeFilter(q));
  return Number(row?.n ?? 0);
}

/** One page of vouchers, the newest first. */
export function listVouchers(db: Db, q: string | undefined, limit: number, offset: number) {
  return db
    .select()
    .from(vouchers)
    .where(codeFilter(q))
    .orderBy(desc(vouchers.id))
    .limit(limit)
    .offset(offset);
}

export async function findVoucher(db: Db, id: number): Promise<VoucherRow | undefined> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id)).limit(1);
  return row;
}

export async function findVoucherIdByCode(db: Db, code: string): Promise<number | undefined> {
  const [row] = await db.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.code, code)).limit(1);
  return row?.id;
}

export async function insertVoucher(
  db: Db,
  values: VoucherWrite & Pick<typeof vouchers.$inferInsert, 'code' | 'voucherType'>,
) {
  const [row] = await db.insert(vouchers).values(values).returning();
  return row!;
}

export async function updateVoucher(db: Db, id: number, values: VoucherWrite) {
  const [row] = await db.update(vouchers).set(values).where(eq(vouchers.id, id)).returning();
  return row;
}

export async function countRedemptions(db: Db, voucherId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(voucherRedemptions)
    .where(eq(voucherRedemptions.voucherId, voucherId));
  return Number(row?.n ?? 0);
}

/** A voucher's redemptions, newest first, with the customer's name and the order's tracking id. */
export function listRedemptions(db: Db, voucherId: number, limit: number, offset: number) {
  return db
    .select({
      id: voucherRedemptions.id,
      orderId: voucherRedemptions.orderId,
      trackingId: orders.trackingId,
      customerId: voucherRedemptions.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: voucherRedemptions.createdAt,
    })
    .from(voucherRedemptions)
    .innerJoin(users, eq(users.id, voucherRedemptions.userId))
    .leftJoin(orders, eq(orders.id, voucherRedemptions.orderId))
    .where(eq(voucherRedemptions.voucherId, voucherId))
    .orderBy(desc(voucherRedemptions.id))
    .limit(limit)
    .offset(offset);
}
