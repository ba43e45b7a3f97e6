import {
  type AdminVoucher,
  type AdminVoucherCreate,
  type AdminVoucherPatch,
  normaliseVoucherCode,
  type PageQuery,
  type Paginated,
  paisaToRupees,
  rupeesToPaisa,
  type VoucherRedemptionSchema,
  voucherProblems,
} from '@kandamul/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, fail } from '../../plugins/errors';
import { pageOffset, paginate } from '../../plugins/pagination';
import * as repo from './vouchers.admin.repo';

const rupees = (paisa: number | null) => (paisa === null ? null : paisaToRupees(paisa));
const paisa = (r: number | null | undefined) => (r === null || r === undefined ? null : rupeesToPaisa(r));

function toAdminVoucher(row: repo.VoucherRow): AdminVoucher {
  return {
    id: row.id,
    code: row.code,
    voucher_type: row.voucherType as AdminVoucher['voucher_type'],
    discount_percentage: row.discountPercentage,
    discount_amount: rupees(row.discountAmountPaisa),
    maximum_discount: rupees(row.maximumDiscountPaisa),
    minimum_order_value: paisaToRupees(row.minimumOrderPaisa),
    valid_from: row.validFrom?.toISOString() ?? null,
    valid_to: row.validTo?.toISOString() ?? null,
    usage_limit: row.usageLimit,
    per_customer_limit: row.perCustomerLimit,
    used_count: row.usedCount,
    is_active: row.isActive,
  };
}

/** The columns an edit writes: only the fields sent (money to paisa, dates to Date, the code upper-cased). */
function toColumns(v: AdminVoucherPatch): repo.VoucherWrite {
  const out: repo.VoucherWrite = {};
  if (v.code !== undefined) out.code = normaliseVoucherCode(v.code);
  if (v.voucher_type !== undefined) out.voucherType = v.voucher_type;
  if (v.discount_percentage !== undefined) out.discountPercentage = v.discount_percentage;
  if (v.discount_amount !== undefined) out.discountAmountPaisa = paisa(v.discount_amount);
  if (v.maximum_discount !== undefined) out.maximumDiscountPaisa = paisa(v.maximum_discount);
  if (v.minimum_order_value !== undefined) out.minimumOrderPaisa = rupeesToPaisa(v.minimum_order_value);
  if (v.valid_from !== undefined) out.validFrom = v.valid_from === null ? null : new Date(v.valid_from);
  if (v.valid_to !== undefined) out.validTo = v.valid_to === null ? null : new Date(v.valid_to);
  if (v.usage_limit !== undefined) out.usageLimit = v.usage_limit;
  if (v.per_customer_limit !== undefined) out.perCustomerLimit = v.per_customer_limit;
  if (v.is_active !== undefined) out.isActive = v.is_active;
  return out;
}

/** 400 with the fields at fault when the voucher as a whole breaks a rule (voucherProblems). */
function check(v: AdminVoucher, usedCount: number) {
  const problems = voucherProblems(v);
  if (v.usage_limit !== null && v.usage_limit < usedCount)
    problems.usage_limit = [`It has already been used ${usedCount} times.`];
  const first = Object.values(problems)[0]?.[0];
  if (first) throw new AppError(400, 'VALIDATION', first, problems);
}

const isUniqueViolation = (err: unknown) => {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, d = 0; e && d < 4; d++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
};

async function uniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw fail('VOUCHER_CODE_TAKEN');
    throw err;
  }
}

export async function listVouchers(
  db: Db,
  url: string,
  query: PageQuery & { q?: string | undefined },
): Promise<Paginated<AdminVoucher>> {
  const [n, rows] = await Promise.all([
    repo.countVouchers(db, query.q),
    repo.listVouchers(db, query.q, query.page_size, pageOffset(query)),
  ]);
  return paginate(url, query, n, rows.map(toAdminVoucher));
}

export async function getVoucher(db: Db, id: number): Promise<AdminVoucher> {
  const row = await repo.findVoucher(db, id);
  if (!row) throw fail('VOUCHER_NOT_FOUND');
  return toAdminVoucher(row);
}

/** Creates a voucher; 409 when its code (case-insensitive) is taken. */
export async function createVoucher(db: Db, input: AdminVoucherCreate): Promise<AdminVoucher> {
  const draft: AdminVoucher = {
    id: 1,
    code: normaliseVoucherCode(input.code),
    voucher_type: input.voucher_type,
    discount_percentage: input.discount_percentage ?? null,
    discount_amount: input.discount_amount ?? null,
    maximum_discount: input.maximum_discount ?? null,
    minimum_order_value: input.minimum_order_value ?? 0,
    valid_from: input.valid_from ?? null,
    valid_to: input.valid_to ?? null,
    usage_limit: input.usage_limit ?? null,
    per_customer_limit: input.per_customer_limit ?? null,
    used_count: 0,
    is_active: input.is_active ?? true,
  };
  check(draft, 0);
  if (await repo.findVoucherIdByCode(db, draft.code)) throw fail('VOUCHER_CODE_TAKEN');
  const { id: _id, used_count: _used, ...fields } = draft;
  const columns = toColumns(fields);
  const row = await uniqueCode(() =>
    repo.insertVoucher(db, { ...columns, code: draft.code, voucherType: draft.voucher_type }),
  );
  return toAdminVoucher(row);
}

/** Edits a voucher (any field; `is_active: false` disables it). The result must still be a valid voucher. */
export async function patchVoucher(db: Db, id: number, patch: AdminVoucherPatch): Promise<AdminVoucher> {
  const row = await db.transaction(async (tx) => {
    const current = await repo.findVoucher(tx, id);
    if (!current) throw fail('VOUCHER_NOT_FOUND');
    const merged: AdminVoucher = { ...toAdminVoucher(current), ...patch };
    if (patch.code !== undefined) merged.code = normaliseVoucherCode(patch.code);
    check(merged, current.usedCount);
    if (patch.code !== undefined) {
      const holder = await repo.findVoucherIdByCode(tx, merged.code);
      if (holder !== undefined && holder !== id) throw fail('VOUCHER_CODE_TAKEN');
    }
    return uniqueCode(() => repo.updateVoucher(tx, id, toColumns(patch)));
  });
  if (!row) throw fail('VOUCHER_NOT_FOUND');
  return toAdminVoucher(row);
}

type Redemption = z.infer<typeof VoucherRedemptionSchema>;

export async function voucherRedemptions(
  db: Db,
  url: string,
  id: number,
  page: PageQuery,
): Promise<Paginated<Redemption>> {
  if (!(await repo.findVoucher(db, id))) throw fail('VOUCHER_NOT_FOUND');
  const [n, rows] = await Promise.all([
    repo.countRedemptions(db, id),
    repo.listRedemptions(db, id, page.page_size, pageOffset(page)),
  ]);
  return paginate(
    url,
    page,
    n,
    rows.map((r) => ({
      id: r.id,
      order_id: r.orderId,
      tracking_id: r.trackingId,
      customer_id: r.customerId,
      customer_name: `${r.firstName} ${r.lastName}`.trim(),
      created_at: r.createdAt.toISOString(),
    })),
  );
}
