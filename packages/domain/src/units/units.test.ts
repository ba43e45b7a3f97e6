import { describe, expect, it } from 'vitest';
import { formatUnitPrice, parsePackLabel, pricePerUnitPaisa, unitPriceHelps } from './units';

describe('parsePackLabel', () => {
  it.each([
    ['1 kg', { unit: 'kg', quantity: 1 }],
    ['500 g', { unit: 'g', quantity: 500 }],
    ['1 litre', { unit: 'l', quantity: 1 }],
    ['500 ml', { unit: 'ml', quantity: 500 }],
    ['1 bunch', { unit: 'bunch', quantity: 1 }],
    ['1 dozen', { unit: 'pcs', quantity: 12 }],
    ['30 pieces (1 tray)', { unit: 'pcs', quantity: 30 }],
    ['1 piece (about 1 kg)', { unit: 'pcs', quantity: 1 }],
    ['24 plants', { unit: 'pcs', quantity: 24 }],
    ['15 m', { unit: 'pcs', quantity: 1 }],
    ['1 set', { unit: 'pcs', quantity: 1 }],
    ['', { unit: 'pcs', quantity: 1 }],
  ])('%s → %o', (label, pack) => {
    expect(parsePackLabel(label)).toEqual(pack);
  });
});

describe('pricePerUnitPaisa', () => {
  it.each([
    [9_500, { unit: 'g', quantity: 500 } as const, { per: 'kg', paisa: 19_000 }],
    [60_000, { unit: 'kg', quantity: 5 } as const, { per: 'kg', paisa: 12_000 }],
    [6_000, { unit: 'ml', quantity: 500 } as const, { per: 'l', paisa: 12_000 }],
    [45_000, { unit: 'pcs', quantity: 30 } as const, { per: 'pcs', paisa: 1_500 }],
    [1_000, { unit: 'g', quantity: 3 } as const, { per: 'kg', paisa: 333_333 }],
  ])('%i paisa for %o', (price, pack, expected) => {
    expect(pricePerUnitPaisa(price, pack)).toEqual(expected);
  });

  it('is null for a pack of no size', () => {
    expect(pricePerUnitPaisa(100, { unit: 'kg', quantity: 0 })).toBeNull();
  });

  it('helps only when the pack is not exactly one unit', () => {
    expect(unitPriceHelps({ unit: 'kg', quantity: 1 })).toBe(false);
    expect(unitPriceHelps({ unit: 'g', quantity: 1000 })).toBe(false);
    expect(unitPriceHelps({ unit: 'g', quantity: 500 })).toBe(true);
    expect(unitPriceHelps({ unit: 'bunch', quantity: 1 })).toBe(false);
  });

  it('formats as money per unit', () => {
    expect(formatUnitPrice(19_000, 'kg')).toBe('RS 190.00/kg');
    expect(formatUnitPrice(19_000, 'kg', true)).toBe('रु १९०.००/kg');
  });
});
