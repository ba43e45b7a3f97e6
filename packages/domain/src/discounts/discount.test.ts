import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeDiscount, finalAmount, voucherTypeToDiscountType, type Discount } from './discount';

const pct = (value: number, cap: number | null = null, min = 0): Discount => ({
  type: 'percentage',
  value,
  maximumDiscountPaisa: cap,
  minimumOrderPaisa: min,
});
const fixed = (value: number, min = 0): Discount => ({
  type: 'fixed',
  value,
  maximumDiscountPaisa: null,
  minimumOrderPaisa: min,
});

describe('computeDiscount', () => {
  it.each<[string, number, Discount | null, number]>([
    ['no promo', 100_000, null, 0],
    ['10% of RS 1,000', 100_000, pct(10), 10_000],
    ['10% capped at RS 50', 100_000, pct(10, 5_000), 5_000],
    ['10% under the cap', 30_000, pct(10, 5_000), 3_000],
    ['cap of 0 means no discount', 30_000, pct(10, 0), 0],
    ['rounds half up: 15% of 10 paisa = 1.5 → 2', 10, pct(15), 2],
    ['rounds down below half: 12% of 10 paisa = 1.2 → 1', 10, pct(12), 1],
    ['fractional percent 12.5% of 333 = 41.625 → 42', 333, pct(12.5), 42],
    ['100% gives the whole total', 12_345, pct(100), 12_345],
    ['over 100% never exceeds total', 12_345, pct(150), 12_345],
    ['fixed RS 100', 100_000, fixed(10_000), 10_000],
    ['fixed larger than total = total', 5_000, fixed(10_000), 5_000],
    ['below minimum order', 49_999, pct(10, null, 50_000), 0],
    ['exactly the minimum order', 50_000, pct(10, null, 50_000), 5_000],
    ['fixed below minimum', 10_000, fixed(5_000, 20_000), 0],
    ['empty cart', 0, fixed(5_000), 0],
    ['negative value treated as none', 10_000, fixed(-500), 0],
  ])('%s', (_name, total, discount, expected) => {
    expect(computeDiscount(total, discount)).toBe(expected);
  });
});

describe('finalAmount', () => {
  it.each([
    [100_000, 10_000, 90_000],
    [5_000, 5_000, 0],
    [5_000, 9_000, 0],
    [5_000, 0, 5_000],
    [5_000, -10, 5_000],
  ])('%s − %s = %s', (total, discount, expected) => {
    expect(finalAmount(total, discount)).toBe(expected);
  });
});

describe('voucherTypeToDiscountType', () => {
  it('maps server voucher types', () => {
    expect(voucherTypeToDiscountType('Percentage')).toBe('percentage');
    expect(voucherTypeToDiscountType('Amount')).toBe('fixed');
  });
});

const discountArb: fc.Arbitrary<Discount> = fc.record({
  type: fc.constantFrom<'percentage' | 'fixed'>('percentage', 'fixed'),
  value: fc.oneof(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 10_000_000 })),
  maximumDiscountPaisa: fc.option(fc.integer({ min: 0, max: 10_000_000 })),
  minimumOrderPaisa: fc.integer({ min: 0, max: 10_000_000 }),
});

describe('discount invariants', () => {
  it('0 ≤ discount ≤ min(total, cap), an integer; final ≥ 0 and = total − discount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.option(discountArb), (total, d) => {
        const discount = computeDiscount(total, d);
        expect(Number.isInteger(discount)).toBe(true);
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThanOrEqual(total);
        if (d?.type === 'percentage' && d.maximumDiscountPaisa !== null) {
          expect(discount).toBeLessThanOrEqual(d.maximumDiscountPaisa);
        }
        if (d && total < d.minimumOrderPaisa) expect(discount).toBe(0);
        const final = finalAmount(total, discount);
        expect(final).toBeGreaterThanOrEqual(0);
        expect(final).toBe(total - discount);
      }),
    );
  });

  it('final amount is never below zero for any inputs', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (total, discount) => {
        expect(finalAmount(Math.abs(total), discount)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
