import { describe, expect, it } from 'vitest';
import {
  evaluateVoucher,
  normaliseVoucherCode,
  voucherToDiscount,
  type Voucher,
  type VoucherContext,
} from './voucher';

const NOW = new Date('2026-11-20T10:00:00Z');

const base: Voucher = {
  code: 'DASHAIN10',
  voucherType: 'Percentage',
  discountPercentage: 10,
  discountAmountPaisa: null,
  maximumDiscountPaisa: 20_000,
  minimumOrderValuePaisa: 50_000,
  validFrom: new Date('2026-11-01T00:00:00Z'),
  validTo: new Date('2026-11-30T23:59:59Z'),
  usageLimit: 100,
  perCustomerLimit: 1,
  isActive: true,
};
const ctx: VoucherContext = { orderTotalPaisa: 100_000, now: NOW, totalUses: 3, customerUses: 0 };

describe('evaluateVoucher failures', () => {
  it.each<[string, Voucher | null, Partial<VoucherContext>, string, string]>([
    ['unknown code', null, {}, 'VOUCHER_INVALID', 'Invalid promo code'],
    [
      'inactive',
      { ...base, isActive: false },
      {},
      'VOUCHER_INACTIVE',
      'This promo code is no longer active.',
    ],
    [
      'not yet valid',
      { ...base, validFrom: new Date('2026-11-21T00:00:00Z') },
      {},
      'VOUCHER_NOT_YET_VALID',
      'This promo code is not valid yet.',
    ],
    [
      'expired',
      { ...base, validTo: new Date('2026-11-20T09:59:59Z') },
      {},
      'VOUCHER_EXPIRED',
      'This promo code has expired.',
    ],
    [
      'used up overall',
      base,
      { totalUses: 100 },
      'VOUCHER_USED_UP',
      'This promo code has reached its usage limit.',
    ],
    [
      'already used by you',
      base,
      { customerUses: 1 },
      'VOUCHER_ALREADY_USED',
      'You have already used this promo code.',
    ],
    [
      'below minimum order',
      base,
      { orderTotalPaisa: 38_000 },
      'VOUCHER_MIN_ORDER_NOT_MET',
      'Add RS 120.00 more to use this code (minimum order RS 500.00).',
    ],
    [
      'misconfigured (no percentage)',
      { ...base, discountPercentage: null },
      {},
      'VOUCHER_INVALID',
      'Invalid promo code',
    ],
  ])('%s', (_name, voucher, over, code, message) => {
    expect(evaluateVoucher(voucher, { ...ctx, ...over })).toEqual({ ok: false, code, message });
  });

  it('reports inactive before expired (most actionable first)', () => {
    const r = evaluateVoucher({ ...base, isActive: false, validTo: new Date(0) }, ctx);
    expect(r.ok === false && r.code).toBe('VOUCHER_INACTIVE');
  });
});

describe('evaluateVoucher success', () => {
  it('applies a percentage with its cap', () => {
    expect(evaluateVoucher(base, { ...ctx, orderTotalPaisa: 300_000 })).toEqual({
      ok: true,
      discountPaisa: 20_000,
      discount: { type: 'percentage', value: 10, maximumDiscountPaisa: 20_000, minimumOrderPaisa: 50_000 },
    });
  });

  it('applies a fixed amount, never more than the total', () => {
    const amount: Voucher = {
      ...base,
      voucherType: 'Amount',
      discountPercentage: null,
      discountAmountPaisa: 60_000,
      minimumOrderValuePaisa: 0,
    };
    const r = evaluateVoucher(amount, { ...ctx, orderTotalPaisa: 50_000 });
    expect(r).toMatchObject({
      ok: true,
      discountPaisa: 50_000,
      discount: { type: 'fixed', maximumDiscountPaisa: null },
    });
  });

  it('works at the exact boundaries (validFrom, validTo, minimum, limits unset)', () => {
    const v: Voucher = { ...base, validFrom: NOW, validTo: NOW, usageLimit: null, perCustomerLimit: null };
    const r = evaluateVoucher(v, { ...ctx, orderTotalPaisa: 50_000, totalUses: 10_000, customerUses: 50 });
    expect(r).toMatchObject({ ok: true, discountPaisa: 5_000 });
  });

  it('open-ended validity dates are fine', () => {
    expect(evaluateVoucher({ ...base, validFrom: null, validTo: null }, ctx).ok).toBe(true);
  });
});

describe('voucherToDiscount', () => {
  it('returns null for a zero value', () => {
    expect(voucherToDiscount({ ...base, discountPercentage: 0 })).toBeNull();
  });
});

describe('normaliseVoucherCode', () => {
  it.each([
    ['  dashain10 ', 'DASHAIN10'],
    ['Tihar', 'TIHAR'],
    ['SAVE', 'SAVE'],
  ])('%j → %s', (input, out) => {
    expect(normaliseVoucherCode(input)).toBe(out);
  });
});
