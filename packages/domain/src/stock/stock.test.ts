import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canDecrease,
  canIncrease,
  insufficientStockMessage,
  clampQuantity,
  isOutOfStock,
  lineUnitCap,
  MIN_QUANTITY,
  scarceLineMessage,
  stockLimitMessage,
} from './stock';

describe('isOutOfStock', () => {
  it.each([
    [0, true],
    [-3, true],
    [Number.NaN, true],
    [1, false],
    [40, false],
  ])('stock %s → %s', (stock, out) => {
    expect(isOutOfStock(stock)).toBe(out);
  });
});

describe('clampQuantity', () => {
  it.each([
    [1, 10, 1],
    [5, 10, 5],
    [11, 10, 10],
    [0, 10, 1],
    [-4, 10, 1],
    [3, 0, 1],
    [3, -2, 1],
    [2.7, 10, 2],
    [Number.NaN, 10, 1],
  ])('quantity %s with stock %s → %s', (q, stock, out) => {
    expect(clampQuantity(q, stock)).toBe(out);
  });

  it('stays within [1, stock] whenever stock ≥ 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 500 }), (q, stock) => {
        const c = clampQuantity(q, stock);
        expect(c).toBeGreaterThanOrEqual(MIN_QUANTITY);
        expect(c).toBeLessThanOrEqual(stock);
      }),
    );
  });
});

describe('canIncrease / canDecrease', () => {
  it.each([
    [1, 5, true],
    [4, 5, true],
    [5, 5, false],
    [1, 0, false],
  ])('increase %s of %s → %s', (q, stock, out) => {
    expect(canIncrease(q, stock)).toBe(out);
  });
  it('never below 1', () => {
    expect(canDecrease(1)).toBe(false);
    expect(canDecrease(2)).toBe(true);
  });
});

describe('stockLimitMessage', () => {
  it('states the limit', () => {
    expect(stockLimitMessage(7)).toBe('Only 7 items available in stock');
  });
});

describe('insufficientStockMessage', () => {
  it.each([
    ['Basmati Rice 5 kg', 2, 'Only 2 left of Basmati Rice 5 kg.'],
    ['Honey', 1, 'Only 1 left of Honey.'],
    ['Honey', 0, 'Sorry, Honey is out of stock.'],
    ['Honey', -3, 'Sorry, Honey is out of stock.'],
  ])('%s with %s left', (title, left, text) => {
    expect(insufficientStockMessage(title, left)).toBe(text);
  });
});

describe('lineUnitCap', () => {
  it.each([
    [100, 100],
    [20, 20],
    [19, 5],
    [5, 5],
    [3, 3],
    [0, 0],
  ])('stock %i lets one line take %i', (stock, cap) => {
    expect(lineUnitCap(stock)).toBe(cap);
  });

  it('follows the policy', () => {
    expect(lineUnitCap(50, { scarceBelow: 100, maxUnitsWhenScarce: 2 })).toBe(2);
    expect(scarceLineMessage('Apple', 5)).toBe('Only 5 of Apple per order while stock is low.');
  });
});
