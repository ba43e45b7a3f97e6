/** What shoppers type: English names, romanised Nepali and Devanagari, one or two words. */
export const COMMON_QUERIES = [
  'rice',
  'aalu',
  'tea',
  'ghee',
  'चामल',
  'मह',
  'honey',
  'potato',
  'dal',
  'chiya',
  'masala',
  'organic',
  'ilam tea',
  'jumla rice',
  'मसला',
  'oil',
  'घिउ',
  'आलु',
  'timur',
  'apple',
  'flour',
  'achar',
  'coffee',
  'seeds',
];

const PLACES = [
  'ilam',
  'jumla',
  'mustang',
  'chitwan',
  'dhankuta',
  'kavre',
  'palpa',
  'gorkha',
  'dolakha',
  'kaski',
];
const THINGS = [
  'rice',
  'tea',
  'ghee',
  'honey',
  'potato',
  'onion',
  'apple',
  'orange',
  'lentils',
  'flour',
  'oil',
  'cheese',
  'coffee',
  'ginger',
  'garlic',
  'chamal',
  'chiya',
  'aalu',
  'maha',
  'achar',
  'चामल',
  'चिया',
  'मह',
  'घिउ',
  'आलु',
  'दाल',
  'मसला',
  'बीउ',
];
const EXTRA = ['organic', 'premium', '1 kg', '500 g', 'local', 'himalayan'];

/**
 * Many distinct realistic queries (single words, place + product, product + qualifier), so one-at-a-time
 * latency measures the database rather than a cache. Deterministic order.
 */
export function manyQueries(count: number): string[] {
  const seen = new Set<string>(COMMON_QUERIES);
  const list = [...COMMON_QUERIES];
  const add = (q: string) => {
    if (!seen.has(q)) {
      seen.add(q);
      list.push(q);
    }
  };
  for (const t of THINGS) for (const p of PLACES) add(`${p} ${t}`);
  for (const t of THINGS) for (const e of EXTRA) add(`${e} ${t}`);
  for (const t of THINGS) for (const p of PLACES) for (const e of EXTRA.slice(0, 2)) add(`${e} ${p} ${t}`);
  // Interleave so consecutive requests differ in shape (one word, two, three).
  const out: string[] = [];
  for (let i = 0; out.length < Math.min(count, list.length); i++) out.push(list[(i * 7919) % list.length]!);
  return [...new Set(out)].slice(0, count);
}

export const searchPath = (q: string) => `/api/v1/products/?q=${encodeURIComponent(q)}`;

export const suggestPath = (q: string) => `/api/v1/products/suggest/?q=${encodeURIComponent(q)}`;

/** One or two letters wrong: a letter doubled, dropped, or two neighbours swapped (deterministic). */
function typos(word: string): string[] {
  const letters = [...word];
  if (letters.length < 4) return [];
  const at = Math.floor(letters.length / 2);
  const doubled = [...letters.slice(0, at), letters[at]!, ...letters.slice(at)].join('');
  const dropped = [...letters.slice(0, at), ...letters.slice(at + 1)].join('');
  const swapped = [
    ...letters.slice(0, at - 1),
    letters[at]!,
    letters[at - 1]!,
    ...letters.slice(at + 1),
  ].join('');
  return [doubled, dropped, swapped];
}

/**
 * What the header sends while shoppers type: every prefix of two letters or more of the queries
 * shoppers make (so 'ri', 'ric', 'rice'), and typos of their words ('tomatto', 'basmatti'), in both
 * scripts; `count` distinct ones in a deterministic shuffle, so one-at-a-time latency measures the
 * database rather than a cache.
 */
export function suggestQueries(count: number): string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  const add = (q: string) => {
    const t = q.trim();
    if ([...t].length >= 2 && !seen.has(t)) {
      seen.add(t);
      list.push(t);
    }
  };
  for (const q of manyQueries(2000)) {
    const letters = [...q];
    for (let i = 2; i <= letters.length; i++) add(letters.slice(0, i).join(''));
    for (const word of q.split(' ')) for (const t of typos(word)) add(q.replace(word, t));
  }
  const out: string[] = [];
  for (let i = 0; out.length < Math.min(count, list.length); i++) out.push(list[(i * 7919) % list.length]!);
  return [...new Set(out)].slice(0, count);
}
