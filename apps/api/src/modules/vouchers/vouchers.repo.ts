import { normaliseVoucherCode } from '@kandamul/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { voucherRedemptions, vouchers } from '../../db/schema';

/** A voucher row as stored (money in paisa, code upper-case). */
export type VoucherRow = typeof vouchers.$inferSelect;

/** How often a voucher has been used: overall, and by one customer (0 when no customer is known). */
export interface VoucherUses {
  totalUses: number;
  customerUses: number;
}

/** The voucher with this code (trimmed and upper-cased first, so matching is case-insensitive). */
export async function findVoucherByCode(db: Db, code: string): Promise<VoucherRow | undefined> {
  const normalised = normaliseVoucherCode(code);
  if (!normalised) return undefined;
  const [row] = await db.select().from(vouchers).where(eq(vouchers.code, normalised)).limit(1);
  return row;
}

/**
 * Uses of a voucher in one query: the overall count kept on the voucher (`used_count`, bounded by its
 * usage limit) and this customer's redemptions. A null `userId` (a visitor) has no uses of their own.
 */
export async function countVoucherUses(
  db: Db,
  voucherId: number,
  userId: number | null,
): Promise<VoucherUses> {
  const customerUses =
    userId === null
      ? sql<number>`0`
      : sql<number>`(select count(*)::int from ${voucherRedemptions} where ${and(
          eq(voucherRedemptions.voucherId, voucherId),
          eq(voucherRedemptions.userId, userId),
        )})`;
  const [row] = await db
    .select({ totalUses: vouchers.usedCount, customerUses })
    .from(vouchers)
    .where(eq(vouchers.id, voucherId))
    .limit(1);
  return { totalUses: Number(row?.totalUses ?? 0), customerUses: Number(row?.customerUses ?? 0) };
}
