/**
 * Money is integer paisa everywhere inside the domain (1 rupee = 100 paisa).
 * Rupees (as JSON numbers) exist only at the API edge; this module is the one place that converts.
 */

/** Paisa per rupee. */
export const PAISA_PER_RUPEE = 100;

/**
 * The one rounding rule: round half up (away from zero) to a whole paisa.
 * Discounts, conversions and fallbacks all go through it so totals never drift.
 */
export function roundHalfUpToPaisa(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${amount}`);
  // Trim binary noise first (1.005 * 100 = 100.49999…) so a visible .5 really rounds up.
  const cleaned = Number(amount.toFixed(6));
  const rounded = Math.sign(cleaned) * Math.floor(Math.abs(cleaned) + 0.5);
  return rounded === 0 ? 0 : rounded; // never -0
}

/** Converts rupees (API number, e.g. 120.5) to integer paisa, rounding to the nearest paisa. */
export function rupeesToPaisa(rupees: number): number {
  return roundHalfUpToPaisa(rupees * PAISA_PER_RUPEE);
}

/** Converts integer paisa to rupees for the API wire (e.g. 12050 → 120.5). */
export function paisaToRupees(paisa: number): number {
  if (!Number.isFinite(paisa)) throw new RangeError(`Not a finite amount: ${paisa}`);
  // Round first so a stray fractional paisa never leaks onto the wire as 0.30000000000000004.
  return roundHalfUpToPaisa(paisa) / PAISA_PER_RUPEE;
}
