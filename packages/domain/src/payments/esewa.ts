import { PAISA_PER_RUPEE } from '../money/money';

/** The fields eSewa ePay v2 signs on the way out, in this order. */
export const ESEWA_SIGNED_FIELD_NAMES = 'total_amount,transaction_uuid,product_code';

/** eSewa's public UAT merchant (its documentation's): refused by a deployment. */
export const ESEWA_TEST_PRODUCT_CODE = 'EPAYTEST';
export const ESEWA_TEST_SECRET_KEY = '8gBm/:&EnhH.1/q';

/**
 * The text eSewa signs: each field named in `signedFieldNames` (comma-separated, in that order) as
 * `name=value`, joined by commas. A named field that is missing makes the text unverifiable: null.
 */
export function esewaSigningText(
  fields: Readonly<Record<string, unknown>>,
  signedFieldNames: string,
): string | null {
  const names = signedFieldNames.split(',').map((n) => n.trim());
  if (names.length === 0 || names.some((n) => !n)) return null;
  const parts: string[] = [];
  for (const name of names) {
    const value = fields[name];
    if (value === undefined || value === null || typeof value === 'object') return null;
    parts.push(`${name}=${String(value)}`);
  }
  return parts.join(',');
}

/** An amount as eSewa writes it: rupees with no trailing zeros (11000 paisa → "110", 11050 → "110.5"). */
export function esewaAmount(paisa: number): string {
  if (!Number.isSafeInteger(paisa) || paisa < 0) throw new RangeError(`not an amount in paisa: ${paisa}`);
  const rupees = Math.floor(paisa / PAISA_PER_RUPEE);
  const rest = paisa % PAISA_PER_RUPEE;
  if (rest === 0) return String(rupees);
  return `${rupees}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/**
 * An amount eSewa sent back ("110", "110.0", "1,100.50", 110) in paisa; null when it is not an
 * exact amount of paisa (never rounded: a wrong amount must not match by rounding).
 */
export function parseEsewaAmount(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const clean = text.trim().replaceAll(',', '');
  const m = /^(\d{1,12})(?:\.(\d{1,2})0*)?$/.exec(clean);
  if (!m) return null;
  return Number(m[1]) * PAISA_PER_RUPEE + Number((m[2] ?? '').padEnd(2, '0'));
}
