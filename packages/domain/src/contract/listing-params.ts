import type { ListingOptions } from './listing';

// What writes a list's address, apart from the schema that reads one (listing.ts): the home page's
// links and the catalogue paths need only this, and so leave zod and the schema out of the first
// download (25 KB gzip, decision 026).

/** How a listing or a search can be sorted (price per unit waits for products to have units). */
/** How a listing or a search can be sorted; unit_price_asc: cheapest per kg / litre / piece first. */
export const LISTING_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'unit_price_asc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/**
 * The parameters in their one fixed order: a literal, not read off the schema (listing.test.ts fails
 * when the schema gains a key this list lacks).
 */
export const LISTING_PARAMS = [
  'sort',
  'in_stock',
  'organic',
  'min_price',
  'max_price',
  'subcategory',
] as const satisfies readonly (keyof ListingOptions)[];

/**
 * The options as query parameters in one fixed order, defaults left out ('' for none; else starts
 * with '&'), so the same list always has the same URL and the same cache entry.
 */
export function listingParams(options: ListingOptions): string {
  const parts: string[] = [];
  for (const key of LISTING_PARAMS) {
    const value = options[key];
    if (value === undefined || value === false) continue;
    parts.push(`${key}=${encodeURIComponent(value === true ? '1' : String(value))}`);
  }
  return parts.map((p) => `&${p}`).join('');
}
