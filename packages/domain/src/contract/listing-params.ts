import { ROW_ID_MAX } from './limits';
import type { ListingOptions } from './listing';

// What writes and reads a list's address, apart from the schema the API checks it with (listing.ts):
// the home page's links, the catalogue paths and the listings' own controls need only this, and so
// leave zod and the schema out of their first download (25 KB gzip, decisions 026 and 059).
// listing.test.ts holds the reader to the schema, value by value.

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

/** The largest price a filter takes, in rupees. */
export const LISTING_PRICE_MAX = 10_000_000;

/** The valid value of one parameter's text, as ListingQuerySchema reads it; undefined when not valid. */
const READERS: { [K in keyof ListingOptions]-?: (raw: string) => ListingOptions[K] } = {
  sort: (raw) =>
    (LISTING_SORTS as readonly string[]).includes(raw) ? (raw as ListingOptions['sort']) : undefined,
  in_stock: readFlag,
  organic: readFlag,
  min_price: readRupees,
  max_price: readRupees,
  subcategory: (raw) => {
    const id = Number(raw);
    return Number.isInteger(id) && id >= 1 && id <= ROW_ID_MAX ? id : undefined;
  },
};

function readFlag(raw: string): boolean | undefined {
  if (raw === '1' || raw === 'true') return true;
  return raw === '0' || raw === 'false' ? false : undefined;
}

function readRupees(raw: string): number | undefined {
  const rupees = Number(raw);
  return Number.isFinite(rupees) && rupees >= 0 && rupees <= LISTING_PRICE_MAX ? rupees : undefined;
}

/** The listing options of a URL's parameters; a value that is not valid is left out, not an error. */
export function readListingOptions(params: { get(name: string): string | null }): ListingOptions {
  const options: Record<string, unknown> = {};
  for (const key of LISTING_PARAMS) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const value = READERS[key](raw);
    if (value !== undefined && value !== false) options[key] = value;
  }
  return options as ListingOptions;
}
