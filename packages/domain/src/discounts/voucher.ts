import { failure, type ErrorCode } from '../errors/codes';
import { formatMoney } from '../money/format';
import { computeDiscount, voucherTypeToDiscountType, type Discount } from './discount';

/** A voucher as stored by the API (money in paisa). */
export type Voucher = {
  code: string;
  voucherType: 'Percentage' | 'Amount';
  discountPercentage: number | null;
  discountAmountPaisa: number | null;
  maximumDiscountPaisa: number | null;
  minimumOrderValuePaisa: number;
  validFrom: Date | null;
  validTo: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  isActive: boolean;
};

/** What is known about the order and the customer when a voucher is checked. */
export type VoucherContext = {
  orderTotalPaisa: number;
  now: Date;
  totalUses: number;
  customerUses: number;
};

/** Result of evaluating a voucher: the discount, or a code and a message the shopper can act on. */
export type VoucherEvaluation =
  { ok: true; discountPaisa: number; discount: Discount } | { ok: false; code: ErrorCode; message: string };

/** Codes are case-insensitive: trim and upper-case before looking one up or storing it. */
export function normaliseVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The cart-side discount a voucher grants, or null when it is misconfigured (no value). */
export function voucherToDiscount(voucher: Voucher): Discount | null {
  const type = voucherTypeToDiscountType(voucher.voucherType);
  const value = type === 'percentage' ? voucher.discountPercentage : voucher.discountAmountPaisa;
  if (value === null || !Number.isFinite(value) || value <= 0) return null;
  return {
    type,
    value,
    // A cap only makes sense for percentages; a fixed amount is its own cap.
    maximumDiscountPaisa: type === 'percentage' ? voucher.maximumDiscountPaisa : null,
    minimumOrderPaisa: voucher.minimumOrderValuePaisa,
  };
}

/** Message telling the shopper how much more to add to reach a voucher's minimum order. */
export function minimumOrderMessage(orderTotalPaisa: number, minimumPaisa: number): string {
  return `Add ${formatMoney(minimumPaisa - orderTotalPaisa)} more to use this code (minimum order ${formatMoney(minimumPaisa)}).`;
}

/**
 * Checks a voucher against an order, in the order a shopper can best act on: unknown, inactive, not yet
 * valid, expired, used up overall, used up by this customer, minimum order; then computes the discount.
 */
export function evaluateVoucher(voucher: Voucher | null, ctx: VoucherContext): VoucherEvaluation {
  if (!voucher) return failure('VOUCHER_INVALID');
  if (!voucher.isActive) return failure('VOUCHER_INACTIVE');
  const now = ctx.now.getTime();
  if (voucher.validFrom && now < voucher.validFrom.getTime()) return failure('VOUCHER_NOT_YET_VALID');
  // validTo is inclusive: the code works up to and including that instant.
  if (voucher.validTo && now > voucher.validTo.getTime()) return failure('VOUCHER_EXPIRED');
  if (voucher.usageLimit !== null && ctx.totalUses >= voucher.usageLimit) return failure('VOUCHER_USED_UP');
  if (voucher.perCustomerLimit !== null && ctx.customerUses >= voucher.perCustomerLimit) {
    return failure('VOUCHER_ALREADY_USED');
  }
  const discount = voucherToDiscount(voucher);
  if (!discount) return failure('VOUCHER_INVALID');
  if (ctx.orderTotalPaisa < voucher.minimumOrderValuePaisa) {
    return failure(
      'VOUCHER_MIN_ORDER_NOT_MET',
      minimumOrderMessage(ctx.orderTotalPaisa, voucher.minimumOrderValuePaisa),
    );
  }
  return { ok: true, discountPaisa: computeDiscount(ctx.orderTotalPaisa, discount), discount };
}
