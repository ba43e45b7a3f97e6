import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { paisaToRupees, roundHalfUpToPaisa, rupeesToPaisa } from './money';

describe('rupeesToPaisa', () => {
  it.each([
    [0, 0],
    [1, 100],
    [120.5, 12050],
    [0.01, 1],
    [1.005, 101], // binary noise must not round a visible half down
    [1.004, 100],
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [1234567.89, 123456789],
    [-2.5, -250],
  ])('%s rupees → %s paisa', (rupees, paisa) => {
    expect(rupeesToPaisa(rupees)).toBe(paisa);
  });

  it('rejects non-finite amounts', () => {
    expect(() => rupeesToPaisa(Number.NaN)).toThrow(RangeError);
    expect(() => rupeesToPaisa(Infinity)).toThrow(RangeError);
  });
});

describe('paisaToRupees', () => {
  it.each([
    [0, 0],
    [12050, 120.5],
    [1, 0.01],
    [30, 0.3],
    [123456789, 1234567.89],
  ])('%s paisa → %s rupees', (paisa, rupees) => {
    expect(paisaToRupees(paisa)).toBe(rupees);
  });

  it('round-trips every whole paisa amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (p) => {
        expect(rupeesToPaisa(paisaToRupees(p))).toBe(p);
      }),
    );
  });
});

describe('roundHalfUpToPaisa', () => {
  it.each([
    [2.5, 3],
    [2.4999, 2],
    [-2.5, -3],
    [-0.4, 0],
    [7, 7],
  ])('%s → %s', (x, y) => {
    expect(roundHalfUpToPaisa(x)).toBe(y);
  });
  it('never returns -0', () => {
    expect(Object.is(roundHalfUpToPaisa(-0.2), 0)).toBe(true);
  });
});
