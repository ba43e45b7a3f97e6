/**
 * Price per unit: a product is sold in packs of `unitQuantity` `unit` (500 g, 1 L, 12 pcs, 1 bunch);
 * shoppers compare prices per kg, per litre or per piece. Money in paisa.
 */
import { formatMoney, formatMoneyNe } from '../money/format';

/** The units a product's pack is measured in. */
export const MEASURE_UNITS = ['kg', 'g', 'l', 'ml', 'pcs', 'bunch'] as const;
export type MeasureUnit = (typeof MEASURE_UNITS)[number];

/** What a price per unit is per. */
export const PER_UNITS = ['kg', 'l', 'pcs'] as const;
export type PerUnit = (typeof PER_UNITS)[number];

/** Each measure unit: what its price is compared per, and how many of that one unit makes. */
const MEASURE: Record<MeasureUnit, { per: PerUnit; factor: number }> = {
  kg: { per: 'kg', factor: 1 },
  g: { per: 'kg', factor: 0.001 },
  l: { per: 'l', factor: 1 },
  ml: { per: 'l', factor: 0.001 },
  pcs: { per: 'pcs', factor: 1 },
  // A bunch is compared as one piece.
  bunch: { per: 'pcs', factor: 1 },
};

/** A product's pack: e.g. { unit: 'g', quantity: 500 }. */
export type Pack = { unit: MeasureUnit; quantity: number };

export function isMeasureUnit(value: string): value is MeasureUnit {
  return (MEASURE_UNITS as readonly string[]).includes(value);
}

/** What the price of a pack in this unit is compared per ('g' → 'kg', 'ml' → 'l', 'bunch' → 'pcs'). */
export function perUnitOf(unit: MeasureUnit): PerUnit {
  return MEASURE[unit].per;
}

/** The pack in the unit it is compared per: 500 g → 0.5 (kg); 12 pcs → 12. */
export function packInPerUnits(pack: Pack): number {
  return pack.quantity * MEASURE[pack.unit].factor;
}

/**
 * The price of one kg / l / piece in paisa (rounded to the paisa), or null for a pack of no size.
 * 500 g at RS 95 → RS 190 per kg.
 */
export function pricePerUnitPaisa(pricePaisa: number, pack: Pack): { per: PerUnit; paisa: number } | null {
  const amount = packInPerUnits(pack);
  if (!(amount > 0) || !Number.isFinite(amount)) return null;
  return { per: MEASURE[pack.unit].per, paisa: Math.round(pricePaisa / amount) };
}

/**
 * Whether showing the price per unit helps comparison: not for a pack of exactly one kg, one litre, one
 * piece or one bunch (its price already is the price per unit).
 */
export function unitPriceHelps(pack: Pack): boolean {
  return packInPerUnits(pack) !== 1;
}

/** 'RS 190.00/kg' (or 'रु १९०.००/kg' in Nepali mode). */
export function formatUnitPrice(paisa: number, per: PerUnit, nepali = false): string {
  return `${nepali ? formatMoneyNe(paisa) : formatMoney(paisa)}/${per}`;
}

const WORDS: Array<[RegExp, MeasureUnit, number]> = [
  [/^(kg|kgs|kilo|kilos|kilogram|kilograms)$/, 'kg', 1],
  [/^(g|gm|gms|gram|grams)$/, 'g', 1],
  [/^(l|ltr|litre|litres|liter|liters)$/, 'l', 1],
  [/^(ml|millilitre|millilitres)$/, 'ml', 1],
  [/^(bunch|bunches)$/, 'bunch', 1],
  [/^(dozen|dozens)$/, 'pcs', 12],
];

/**
 * The pack of a label as the catalogue writes it: '500 g' → 500 g, '1 litre' → 1 l, '1 dozen' → 12
 * pcs, '30 pieces (1 tray)' → 30 pcs, '1 piece (about 1 kg)' → 1 pcs. Anything else counted in
 * pieces (plants, pairs, sets, kits, a 15 m pipe): its number in pcs, 1 when there is none.
 */
export function parsePackLabel(label: string): Pack {
  const main = label
    .replace(/\(.*?\)/g, ' ')
    .trim()
    .toLowerCase();
  const m = /^(\d+(?:\.\d+)?)\s*([a-z]+)?/.exec(main);
  if (!m) return { unit: 'pcs', quantity: 1 };
  const n = Number(m[1]);
  const word = m[2] ?? '';
  for (const [re, unit, times] of WORDS) {
    if (re.test(word)) return { unit, quantity: n * times };
  }
  // Lengths and the like are sold as one piece; counted things (pieces, plants, pairs) by their number.
  if (/^(m|cm|mm|metre|metres|meter|meters)$/.test(word)) return { unit: 'pcs', quantity: 1 };
  return { unit: 'pcs', quantity: n > 0 ? n : 1 };
}
