import { roundHalfUpToPaisa } from '../money/money';

/** A discount as the cart applies it: percent, or a fixed amount in paisa. */
export type Discount = {
  type: 'percentage' | 'fixed';
  /** Percent (0–100) for 'percentage'; paisa for 'fixed'. */
  value: number;
  /** Cap in paisa for percentage discounts; null means no cap. */
  maximumDiscountPaisa: number | null;
  /** The order total (paisa) must reach this for the discount to apply. */
  minimumOrderPaisa: number;
};

/**
 * Discount in paisa for an order total (SPEC §5): percentage = total × value / 100 rounded half up to the
 * whole paisa and capped at the maximum when set; fixed = min(value, total); none or below minimum = 0.
 * Always 0 ≤ discount ≤ total.
 */
export function computeDiscount(totalPaisa: number, discount: Discount | null): number {
  if (!discount || !(totalPaisa > 0)) return 0;
  if (totalPaisa < discount.minimumOrderPaisa) return 0;
  const value = Number.isFinite(discount.value) ? Math.max(0, discount.value) : 0;
  let amount: number;
  if (discount.type === 'percentage') {
    amount = roundHalfUpToPaisa((totalPaisa * value) / 100);
    const cap = discount.maximumDiscountPaisa;
    if (cap !== null && Number.isFinite(cap)) amount = Math.min(amount, Math.max(0, cap));
  } else {
    amount = roundHalfUpToPaisa(value);
  }
  // A discount can never exceed what is being paid (e.g. a 120% misconfiguration).
  return Math.min(amount, totalPaisa);
}

/** Final amount = total − discount, never below 0. */
export function finalAmount(totalPaisa: number, discountPaisa: number): number {
  return Math.max(0, totalPaisa - Math.max(0, discountPaisa));
}

/** Maps the server voucher type ('Percentage' | 'Amount') to the cart's discount type. */
export function voucherTypeToDiscountType(voucherType: 'Percentage' | 'Amount'): Discount['type'] {
  return voucherType === 'Percentage' ? 'percentage' : 'fixed';
}
