import { z } from 'zod';
import { IdParamSchema } from '../contract/common';
import {
  LISTING_PARAMS,
  LISTING_PRICE_MAX,
  LISTING_SORTS,
  listingParams,
  readListingOptions,
} from './listing-params';

export { LISTING_SORTS, type ListingSort } from './listing-params';

const Flag = z
  .enum(['1', '0', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();
const Rupees = z.coerce.number().finite().min(0).max(LISTING_PRICE_MAX).optional();

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
  subcategory: IdParamSchema.optional(),
});
export type ListingOptions = z.infer<typeof ListingQuerySchema>;
export { listingParams, LISTING_PARAMS, readListingOptions };
