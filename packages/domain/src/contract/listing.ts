import { z } from 'zod';

/** How a listing or a search can be sorted (price per unit waits for products to have units). */
export const LISTING_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

const Flag = z
  .enum(['1', '0', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();
const Rupees = z.coerce.number().finite().min(0).max(10_000_000).optional();

/**
 * Sorting and filters of a listing or a search, as query parameters (the storefront keeps the same
 * names in its own URL, so a shared link shows the same list): sort, in_stock, organic,
 * min_price and max_price in rupees, subcategory (a category id).
 */
export const ListingQuerySchema = z.object({
  sort: z.enum(LISTING_SORTS).optional(),
  in_stock: Flag,
  organic: Flag,
  min_price: Rupees,
  max_price: Rupees,
  subcategory: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type ListingOptions = z.infer<typeof ListingQuerySchema>;
/**
 * The parameters in their one fixed order: a literal, not read off the schema, so a page that only
 * writes list addresses (the home page's links) leaves zod and the schema out of its first download
 * (25 KB gzip, decision 026). listing.test.ts fails when the schema gains a key this list lacks.
 */
export const LISTING_PARAMS = [
  'sort',
  'in_stock',
  'organic',
  'min_price',
  'max_price',
  'subcategory',
] as const satisfies readonly (keyof ListingOptions)[];
const KEYS: readonly (keyof ListingOptions)[] = LISTING_PARAMS;

/** The listing options of a URL's parameters; a value that is not valid is left out, not an error. */
export function readListingOptions(params: { get(name: string): string | null }): ListingOptions {
  const options: Record<string, unknown> = {};
  for (const key of KEYS) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const parsed = ListingQuerySchema.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined && parsed.data !== false) options[key] = parsed.data;
  }
  return options as ListingOptions;
}

/**
 * The options as query parameters in one fixed order, defaults left out ('' for none; else starts
 * with '&'), so the same list always has the same URL and the same cache entry.
 */
export function listingParams(options: ListingOptions): string {
  const parts: string[] = [];
  for (const key of KEYS) {
    const value = options[key];
    if (value === undefined || value === false) continue;
    parts.push(`${key}=${encodeURIComponent(value === true ? '1' : String(value))}`);
  }
  return parts.map((p) => `&${p}`).join('');
}
