import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  discountPercentage,
  effectiveSellingPricePaisa,
  fallbackSellingPricePaisa,
  formatOrderDate,
  yearInNepal,
} from './prices';

describe('fallbackSellingPricePaisa', () => {
  it.each([
    [10_000, 4_400], // RS 100 → RS 44
    [25_000, 11_000], // RS 250 → RS 110
    [9_999, 4_300], // RS 99.99 → 43.9956 → RS 43
    [5_000, 2_200],
    [100, 0], // RS 1 → 0.44 → RS 0
    [0, 0],
    [-100, 0],
  ])('marked %s paisa → %s paisa', (marked, out) => {
    expect(fallbackSellingPricePaisa(marked)).toBe(out);
  });

  it('is whole rupees and never above 44% of the marked price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (marked) => {
        const f = fallbackSellingPricePaisa(marked);
        expect(f % 100).toBe(0);
        expect(f * 100).toBeLessThanOrEqual(44 * marked);
        expect((f + 100) * 100).toBeGreaterThan(44 * marked);
      }),
    );
  });
});

describe('effectiveSellingPricePaisa', () => {
  it.each<[number | null | undefined, number, number]>([
    [8_000, 10_000, 8_000],
    [null, 10_000, 4_400],
    [undefined, 10_000, 4_400],
    [0, 10_000, 4_400],
    [Number.NaN, 10_000, 4_400],
  ])('selling %s, marked %s → %s', (selling, marked, out) => {
    expect(effectiveSellingPricePaisa(selling, marked)).toBe(out);
  });
});

describe('discountPercentage', () => {
  it.each([
    [10_000, 8_000, 20],
    [15_000, 10_000, 33], // 33.33 → 33
    [30_000, 19_950, 34], // 33.5 → 34
    [10_000, 10_000, 0],
    [10_000, 12_000, 0],
    [0, 5_000, 0],
    [10_000, 9_990, 0], // 0.1% rounds to 0
  ])('marked %s, selling %s → %s%%', (marked, selling, out) => {
    expect(discountPercentage(marked, selling)).toBe(out);
  });
});

describe('formatOrderDate', () => {
  it.each<[string | Date, string]>([
    ['2026-11-20T10:00:00Z', 'Nov 20, 2026'],
    ['2026-11-20T18:30:00Z', 'Nov 21, 2026'], // 00:15 next day in Kathmandu (+05:45)
    [new Date('2026-01-05T00:00:00Z'), 'Jan 5, 2026'],
    ['2026-12-31', 'Dec 31, 2026'],
    ['not a date', ''],
  ])('%s → %s', (input, out) => {
    expect(formatOrderDate(input)).toBe(out);
  });
});

describe('yearInNepal', () => {
  it('turns the year at midnight in Kathmandu (18:15 UTC on 31 December), not at midnight UTC', () => {
    expect(yearInNepal(new Date('2026-12-31T18:14:59Z'))).toBe(2026);
    expect(yearInNepal(new Date('2026-12-31T18:15:00Z'))).toBe(2027);
    expect(yearInNepal(new Date('2027-01-01T00:00:00Z'))).toBe(2027);
  });
});
