/** The fields a product is searched by. */
export type SearchableProduct = {
  title: string;
  nepaliTitle: string;
  description: string;
  category: string;
  aliases?: string[];
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
 * SPEC §5 matching: every word of the query must appear (as a substring) in the title, Nepali title,
 * description, category or an alias, case-insensitive and Unicode aware. An empty query matches nothing.
 */
export function matchesSearch(product: SearchableProduct, query: string): boolean {
  const words = searchWords(query);
  if (words.length === 0) return false;
  const fields = [
    product.title,
    product.nepaliTitle,
    product.description,
    product.category,
    ...(product.aliases ?? []),
  ].map(normaliseSearchText);
  return words.every((word) => fields.some((field) => field.includes(word)));
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
