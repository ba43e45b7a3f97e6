import { describe, expect, it } from 'vitest';
import { LISTING_PARAMS, ListingQuerySchema, listingParams } from './listing';

describe('listing parameters', () => {
  it('lists every parameter of the schema, in the schema’s order', () => {
    expect([...LISTING_PARAMS]).toEqual(Object.keys(ListingQuerySchema.shape));
  });

  it('writes the options in that one order, defaults left out', () => {
    expect(listingParams({ subcategory: 4, sort: 'price_asc', in_stock: true })).toBe(
      '&sort=price_asc&in_stock=1&subcategory=4',
    );
    expect(listingParams({})).toBe('');
  });
});
