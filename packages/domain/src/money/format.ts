import { roundHalfUpToPaisa, PAISA_PER_RUPEE } from './money';

const DEVANAGARI_DIGITS = ['०', '१', '२', '३', '४', '५', '६', '७', '८', '९'] as const;

/** Replaces ASCII digits 0-9 with Devanagari digits (for Nepali mode). */
export function toDevanagariDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => DEVANAGARI_DIGITS[Number(d)] ?? d);
}

// Built by hand rather than with Intl so the output is identical in every browser, Node and locale.
function formatAmount(paisa: number): string {
  const whole = roundHalfUpToPaisa(paisa);
  const abs = Math.abs(whole);
  const rupees = Math.floor(abs / PAISA_PER_RUPEE);
  const paise = abs % PAISA_PER_RUPEE;
  const grouped = String(rupees).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole < 0 ? '-' : ''}${grouped}.${String(paise).padStart(2, '0')}`;
}

/** Formats paisa for display: 'RS 1,234.00' (prefix RS, thousands separators, two decimals). */
export function formatMoney(paisa: number): string {
  return `RS ${formatAmount(paisa)}`;
}

/** Formats paisa for Nepali mode: 'रु १,२३४.००' (same grouping as formatMoney, Devanagari digits). */
export function formatMoneyNe(paisa: number): string {
  return `रु ${toDevanagariDigits(formatAmount(paisa))}`;
}
