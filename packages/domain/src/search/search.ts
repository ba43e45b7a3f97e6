import { productQuantities, quantityToken, splitQuantities } from './quantity';
import { collapseVowels, hasDevanagari, romaniseDevanagari, romanisedForms } from './transliterate';
import { typoBudget, typoMatches } from './typos';

/** The fields a product is searched by. */
export type SearchableProduct = {
  title: string;
  nepaliTitle: string;
  description: string;
  category: string;
  aliases?: string[];
  /** The pack size ('1 kg'); quantity words in a query match it (see productQuantities). */
  unit?: string;
};

/**
 * Normalises text for matching: NFKC (so full-width and composed/decomposed forms compare equal),
 * zero-width joiners U+200B–U+200D and U+FEFF removed (Devanagari typed with or without ZWJ/ZWNJ
 * matches), locale-independent lower-case, whitespace collapsed and trimmed.
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .toLowerCase() // not toLocaleLowerCase: the Turkish dotless-i rule must not depend on the browser
    .normalize('NFKC')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The distinct words of a query after normalising; empty or blank query → []. */
export function searchWords(query: string): string[] {
  const normalised = normaliseSearchText(query);
  return normalised ? [...new Set(normalised.split(' '))] : [];
}

/**
 * The normalised texts a product is searched in, in this order (products.search_text joins them
 * with newlines): title, Nepali title, description, category, aliases, the Nepali title romanised
 * (transliterate.ts) and the pack-size tokens (quantity.ts).
 */
export function searchFields(product: SearchableProduct): string[] {
  const nepaliTitle = normaliseSearchText(product.nepaliTitle);
  return [
    normaliseSearchText(product.title),
    nepaliTitle,
    normaliseSearchText(product.description),
    normaliseSearchText(product.category),
    normaliseSearchText((product.aliases ?? []).join(' ')),
    romanisedForms(nepaliTitle),
    productQuantities(product).map(quantityToken).join(' '),
  ];
}

/** The query's words (after normalising) and the pack-size tokens its quantity words name. */
export type ParsedQuery = { words: string[]; quantities: string[] };

/** Reads a query: quantity words ('1 kg', '500g') become pack-size tokens, the rest stay words. */
export function parseSearchQuery(query: string): ParsedQuery {
  const { words, quantities } = splitQuantities(searchWords(query));
  return { words, quantities: [...new Set(quantities.map(quantityToken))] };
}

/** Characters trimmed from the ends of a word of the catalogue's vocabulary (see searchTerms). */
export const TERM_EDGE_CHARS = `.,;:!?'"()[]{}`;
/** Shortest vocabulary word: shorter query words are only ever matched as typed. */
export const MIN_TERM_LENGTH = 3;

/**
 * The vocabulary words of a search text, for typo matching and 'Did you mean': its space-separated
 * words, punctuation trimmed from their ends, at least MIN_TERM_LENGTH letters, pack-size tokens
 * left out. (The search_terms trigger in the database reads search_text the same way.)
 */
export function searchTerms(searchText: string): string[] {
  const edge = new Set(TERM_EDGE_CHARS);
  const terms = new Set<string>();
  for (const raw of searchText.split(/\s+/)) {
    const chars = [...raw];
    let start = 0;
    let end = chars.length;
    while (start < end && edge.has(chars[start]!)) start++;
    while (end > start && edge.has(chars[end - 1]!)) end--;
    const term = chars.slice(start, end).join('');
    if (end - start >= MIN_TERM_LENGTH && !term.startsWith('\uE000')) terms.add(term);
  }
  return [...terms];
}

/**
 * Whether the vocabulary alone tells if `form` is in a search text: a form of at least MIN_TERM_LENGTH
 * letters, without spaces or trimmed punctuation, lies inside one space-separated word wherever it
 * occurs, and inside that word's trimmed term; without digits it cannot lie inside a pack-size token
 * (left out of the vocabulary; their units are at most two letters). So a search text contains such
 * a form only if some word of searchTerms(text) contains it, and a form no vocabulary word contains is
 * in no search text: a search can leave it out without reading a product (docs/decisions/042).
 */
export function vocabularyDecides(form: string): boolean {
  const chars = [...form];
  return (
    chars.length >= MIN_TERM_LENGTH &&
    !chars.some((c) => /[\s0-9\uE000]/.test(c) || TERM_EDGE_CHARS.includes(c))
  );
}

/** Whether wordForms could ever find a word as more than typed: only those need a vocabulary look-up. */
export function mayWiden(word: string): boolean {
  return [...word].length >= MIN_TERM_LENGTH && (hasDevanagari(word) || typoBudget(word) > 0);
}

/**
 * What a query word may be found as. A word the catalogue holds (`known`) is found only as typed,
 * as SPEC §5 says. Otherwise also as its romanised spelling when it is Devanagari ('आलू' → alu) and
 * as the catalogue words it is a typo of (`near`: candidate words, see typoMatches).
 */
export function wordForms(word: string, known: boolean, near: readonly string[]): string[] {
  if (known || !mayWiden(word)) return [word];
  const forms = [word];
  if (hasDevanagari(word)) {
    const long = romaniseDevanagari(word);
    // The short spelling first: it is what ranking reads as the word (see wordForms' callers).
    forms.push(collapseVowels(long), long);
  }
  forms.push(...typoMatches(word, near));
  return [...new Set(forms)];
}

/**
 * SPEC §5 matching: every word of the query must appear (as a substring) in the title, Nepali title,
 * description, category or an alias (or the romanised Nepali title), case-insensitive and Unicode
 * aware; quantity words must name the product's pack size. An empty query matches nothing.
 */
export function matchesSearch(product: SearchableProduct, query: string): boolean {
  const { words, quantities } = parseSearchQuery(query);
  return matchesParsed(
    searchFields(product),
    words.map((w) => [w]),
    quantities,
  );
}

function matchesParsed(fields: string[], forms: string[][], quantities: string[]): boolean {
  if (forms.length === 0 && quantities.length === 0) return false;
  const sizes = fields[6]?.split(' ') ?? [];
  return (
    forms.every((alternatives) => alternatives.some((w) => fields.some((field) => field.includes(w)))) &&
    quantities.every((q) => sizes.includes(q))
  );
}

/**
 * The whole search rule over an in-memory catalogue: matchesSearch, widened for each word no
 * product holds to its romanised spelling and its typos (wordForms). The API does the same in SQL;
 * this is its reference.
 */
export function searchCatalogue<P extends SearchableProduct>(catalogue: readonly P[], query: string): P[] {
  const { words, quantities } = parseSearchQuery(query);
  const fields = catalogue.map(searchFields);
  const vocabulary = [...new Set(fields.flatMap((f) => searchTerms(f.join('\n'))))];
  const forms = words.map((w) =>
    wordForms(
      w,
      vocabulary.some((t) => t.includes(w)),
      vocabulary,
    ),
  );
  return catalogue.filter((_, i) => matchesParsed(fields[i]!, forms, quantities));
}

/** Escapes `\`, `%` and `_` with a backslash so SQL LIKE/ILIKE (ESCAPE '\') treats them literally. */
export function escapeLikePattern(word: string): string {
  return word.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The storefront path for a search: '/search?query=' + encoded trimmed text, or null when blank. */
export function buildSearchPath(query: string): string | null {
  const trimmed = query.trim();
  return trimmed ? `/search?query=${encodeURIComponent(trimmed)}` : null;
}
