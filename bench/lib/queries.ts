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
