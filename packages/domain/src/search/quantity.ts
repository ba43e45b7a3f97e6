// Quantity words ('1 kg', '500g', '1 l') in a search name a pack size: they match the product's unit,
// not its text, so 'ghee 1 l' finds the litre of ghee instead of failing on the word 'l'.

/** A pack size in a base unit: grams, millilitres or pieces. */
export type Quantity = { amount: number; base: 'g' | 'ml' | 'pc' };

const UNITS: Record<string, { base: Quantity['base']; factor: number }> = {};
const unitNames: [string[], Quantity['base'], number][] = [
  [['g', 'gm', 'gms', 'gram', 'grams', 'gramme', 'grammes', 'ग्राम'], 'g', 1],
  [['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'केजी', 'किलो'], 'g', 1000],
  [['ml', 'mls', 'millilitre', 'millilitres', 'milliliter', 'milliliters', 'एमएल'], 'ml', 1],
  [['l', 'ltr', 'ltrs', 'litre', 'litres', 'liter', 'liters', 'लिटर'], 'ml', 1000],
  [['pc', 'pcs', 'piece', 'pieces', 'गोटा', 'वटा'], 'pc', 1],
  [['dozen', 'dozens', 'दर्जन'], 'pc', 12],
];
for (const [names, base, factor] of unitNames) for (const n of names) UNITS[n] = { base, factor };

const NUMBER = /^(\d+(?:\.\d+)?)$/;
const NUMBER_WITH_UNIT = /^(\d+(?:\.\d+)?)(\p{L}[\p{L}\p{M}]*)$/u;

function toAscii(word: string): string {
  // Devanagari digits (०–९) are the same numbers.
  return word.replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - 0x0966));
}

function quantityOf(amountText: string, unitText: string): Quantity | null {
  const unit = UNITS[unitText];
  const amount = Number(amountText);
  if (!unit || !Number.isFinite(amount) || amount <= 0) return null;
  // Rounded so 1.5 kg and 1500 g are the same token; sub-unit fractions are not pack sizes.
  return { amount: Math.round(amount * unit.factor * 1000) / 1000, base: unit.base };
}

/**
 * Splits normalised words into quantities and the other words: '1 kg', '1kg', '1.5 kg' and
 * '500g' are quantities; a number without a unit, or a unit without a number, stays a word.
 */
export function splitQuantities(words: readonly string[]): { words: string[]; quantities: Quantity[] } {
  const rest: string[] = [];
  const quantities: Quantity[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = toAscii(words[i]!);
    const glued = NUMBER_WITH_UNIT.exec(word);
    const q = glued
      ? quantityOf(glued[1]!, glued[2]!)
      : NUMBER.test(word) && words[i + 1] !== undefined
        ? quantityOf(word, words[i + 1]!)
        : null;
    if (q) {
      quantities.push(q);
      if (!glued) i++;
    } else {
      rest.push(words[i]!);
    }
  }
  return { words: rest, quantities };
}

/** The word search_text holds for a pack size; query quantities are looked up by it. */
export function quantityToken(q: Quantity): string {
  // A private-use character starts it, so no word a shopper types can match it by accident.
  return `\uE000${q.amount}${q.base}`;
}

/**
 * The pack sizes of a product, read from its unit ('1 kg', '1 piece (about 1 kg)') or, when that
 * names none, from its title ('Fresh Cow Milk 1 litre'). The one place a product's unit is derived.
 */
export function productQuantities(p: { unit?: string | undefined; title: string }): Quantity[] {
  const fromText = (text: string) => {
    const words = text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[(),;/]/g, ' ')
      .split(/\s+/)
      .filter(Boolean);
    return splitQuantities(words).quantities;
  };
  const fromUnit = p.unit ? fromText(p.unit) : [];
  return fromUnit.length ? fromUnit : fromText(p.title);
}
