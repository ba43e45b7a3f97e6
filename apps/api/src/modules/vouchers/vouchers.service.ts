import {
  evaluateVoucher,
  paisaToRupees,
  rupeesToPaisa,
  type Voucher,
  type VoucherApplyResponse,
  type VoucherEvaluation,
  type VoucherInfo,
} from '@kandamul/domain';
import type { Db } from '../../db/client';
import { countVoucherUses, findVoucherByCode, type VoucherRow } from './vouchers.repo';

export { countVoucherUses, findVoucherByCode } from './vouchers.repo';

/** The domain's voucher from a row (the one place the column names meet the rule's names). */
export function toDomainVoucher(row: VoucherRow): Voucher {
  return {
    code: row.code,
    voucherType: row.voucherType === 'Percentage' ? 'Percentage' : 'Amount',
    discountPercentage: row.discountPercentage,
    discountAmountPaisa: row.discountAmountPaisa,
    maximumDiscountPaisa: row.maximumDiscountPaisa,
    minimumOrderValuePaisa: row.minimumOrderPaisa,
    validFrom: row.validFrom,
    validTo: row.validTo,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    isActive: row.isActive,
  };
}

/** The voucher as the API shows it (rupees). */
export function toVoucherInfo(row: VoucherRow): VoucherInfo {
  const v = toDomainVoucher(row);
  return {
    code: v.code,
    voucher_type: v.voucherType,
    discount_percentage: v.discountPercentage,
    discount_amount: v.discountAmountPaisa === null ? null : paisaToRupees(v.discountAmountPaisa),
    minimum_order_value: paisaToRupees(v.minimumOrderValuePaisa),
    maximum_discount: v.maximumDiscountPaisa === null ? null : paisaToRupees(v.maximumDiscountPaisa),
  };
}

/** A code checked against an order: the row (when the code exists) and the domain's verdict. */
export interface VoucherCheck {
  row: VoucherRow | undefined;
  evaluation: VoucherEvaluation;
}

/**
 * Looks a code up and evaluates it for an order total (paisa) with the domain's `evaluateVoucher`.
 * Per-customer limits count only when `userId` is given. Checkout calls this again at order time.
 */
export async function checkVoucher(
  db: Db,
  code: string,
  orderTotalPaisa: number,
  userId: number | null,
  now: Date = new Date(),
): Promise<VoucherCheck> {
  const row = await findVoucherByCode(db, code);
  const uses = row ? await countVoucherUses(db, row.id, userId) : { totalUses: 0, customerUses: 0 };
  const evaluation = evaluateVoucher(row ? toDomainVoucher(row) : null, {
    orderTotalPaisa,
    now,
    totalUses: uses.totalUses,
    customerUses: userId === null ? 0 : uses.customerUses,
  });
  return { row, evaluation };
}

/** Message of a valid code. */
export const VOUCHER_APPLIED_MESSAGE = 'Promo code applied successfully!';

/**
 * POST /voucher/apply/: always a 200 answer; `is_valid` says whether the code applies, `message` why
 * not. The voucher is returned for a known, valid code only (so a client never applies a failing one).
 */
export async function applyVoucher(
  db: Db,
  code: string,
  orderTotalRupees: number,
  userId: number | null,
): Promise<VoucherApplyResponse> {
  const { row, evaluation } = await checkVoucher(db, code, rupeesToPaisa(orderTotalRupees), userId);
  if (!evaluation.ok || !row) {
    const message = evaluation.ok ? 'Invalid promo code' : evaluation.message;
    return {
      voucher: null,
      discount_amount: 0,
      is_valid: false,
      message,
      code: evaluation.ok ? 'VOUCHER_INVALID' : evaluation.code,
    };
  }
  return {
    voucher: toVoucherInfo(row),
    discount_amount: paisaToRupees(evaluation.discountPaisa),
    is_valid: true,
    message: VOUCHER_APPLIED_MESSAGE,
  };
}
