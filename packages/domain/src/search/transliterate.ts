// Devanagari → romanised Nepali, the way shoppers type it on a Latin keyboard ('आलु' → 'aalu'). Not a
// scholarly transliteration: no diacritics, long vowels doubled, final inherent vowels dropped as
// Nepali speech drops them. Its only job is to let 'aalu', 'alu' and 'आलु' find the same product.

const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'aa',
  इ: 'i',
  ई: 'ii',
  उ: 'u',
  ऊ: 'uu',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
};
const SIGNS: Record<string, string> = {
  'ा': 'aa',
  'ि': 'i',
  'ी': 'ii',
  'ु': 'u',
  'ू': 'uu',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
};
const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'ng',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'ny',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  व: 'w',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};
const VIRAMA = '्';
const NUKTA = '़';
const MARKS: Record<string, string> = { 'ं': 'n', 'ँ': 'n', 'ः': 'h' };
const DEVANAGARI = /[\u0900-\u097F]/;

/** True when the text holds any Devanagari letter. */
export function hasDevanagari(text: string): boolean {
  return DEVANAGARI.test(text);
}

type Piece = { text: string; vowel: boolean; schwa?: boolean };

function romaniseWord(word: string): string {
  const pieces: Piece[] = [];
  const chars = [...word];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (c === NUKTA) continue;
    // ज्ञ is said 'gya' in Nepali, not 'jnya'.
    if (c === 'ज' && chars[i + 1] === VIRAMA && chars[i + 2] === 'ञ') {
      pieces.push({ text: 'gy', vowel: false });
      i += 2;
      if (chars[i + 1] !== VIRAMA && !(chars[i + 1]! in SIGNS))
        pieces.push({ text: 'a', vowel: true, schwa: true });
      continue;
    }
    const consonant = CONSONANTS[c];
    if (consonant !== undefined) {
      pieces.push({ text: consonant, vowel: false });
      const next = chars[i + 1] === NUKTA ? chars[i + 2] : chars[i + 1];
      if (next === VIRAMA) {
        i += chars[i + 1] === NUKTA ? 2 : 1;
      } else if (next === undefined || !(next in SIGNS)) {
        pieces.push({ text: 'a', vowel: true, schwa: true });
      }
      continue;
    }
    const sign = SIGNS[c] ?? VOWELS[c];
    if (sign !== undefined) {
      pieces.push({ text: sign, vowel: true });
      continue;
    }
    const mark = MARKS[c];
    if (mark !== undefined) {
      // A nasalised vowel is still a vowel for dropping the inherent one after it ('आँप' → aanp).
      pieces.push({ text: mark, vowel: true });
      continue;
    }
    const code = c.codePointAt(0)!;
    // Devanagari digits ०–९ are written as 0–9; other signs (danda, virama alone) are dropped.
    if (code >= 0x0966 && code <= 0x096f) pieces.push({ text: String(code - 0x0966), vowel: false });
    else if (!DEVANAGARI.test(c)) pieces.push({ text: c, vowel: false });
  }
  // Nepali drops the inherent vowel at the end of a word after a single consonant ('चामल' →
  // chaamal), and in the middle between a vowel-consonant and a consonant-vowel ('गोलभेडा' →
  // golbhedaa, 'बासमती' → baasmatii).
  const last = pieces.length - 1;
  if (last >= 2 && pieces[last]!.schwa && !pieces[last - 1]!.vowel && pieces[last - 2]!.vowel) {
    pieces.pop();
  }
  for (let i = 2; i < pieces.length - 2; i++) {
    if (!pieces[i]!.schwa) continue;
    const [beforeThat, before, after, afterThat] = [
      pieces[i - 2]!,
      pieces[i - 1]!,
      pieces[i + 1]!,
      pieces[i + 2]!,
    ];
    if (beforeThat.vowel && !before.vowel && !after.vowel && afterThat.vowel) pieces.splice(i, 1);
  }
  return pieces.map((p) => p.text).join('');
}

/**
 * Romanises the Devanagari words of `text` ('रातो आलु' → 'raato aalu'); other words are kept.
 * Expects text already normalised by normaliseSearchText.
 */
export function romaniseDevanagari(text: string): string {
  return text
    .split(' ')
    .map((w) => (hasDevanagari(w) ? romaniseWord(w) : w))
    .join(' ');
}

/** The short spelling of a romanised word: doubled vowels single ('raato aalu' → 'rato alu'). */
export function collapseVowels(text: string): string {
  return text.replace(/([aiuoe])\1+/g, '$1');
}

/**
 * What a Nepali title adds to the searchable text: its romanised spelling and, when different, the
 * short spelling too, so 'aalu', 'alu', 'raato' and 'rato' all find 'रातो आलु'. Empty without Devanagari.
 */
export function romanisedForms(text: string): string {
  if (!hasDevanagari(text)) return '';
  const long = romaniseDevanagari(text);
  const short = collapseVowels(long);
  return short === long ? long : `${long} ${short}`;
}
