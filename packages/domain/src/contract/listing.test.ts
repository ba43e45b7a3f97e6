import { describe, expect, it } from 'vitest';
import { LISTING_PARAMS, ListingQuerySchema, listingParams, readListingOptions } from './listing';

/** A URL's parameters, as readListingOptions reads them. */
function params(values: Record<string, string>) {
  return { get: (name: string) => values[name] ?? null };
}

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

  it('reads each parameter as the API’s schema does, without zod: valid values kept, the rest left out', () => {
    const texts = [
      ...['relevance', 'price_asc', 'price_desc', 'newest', 'unit_price_asc', 'PRICE_ASC', 'cheapest'],
      ...['1', '0', 'true', 'false', 'yes', 'TRUE', 'on'],
      ...['12', '12.5', ' 7 ', '0', '-1', '1e3', '0x10', '10000000', '10000001', 'Infinity', 'NaN', 'abc'],
      ...['2147483647', '2147483648', '3.0', '4.5', '1,000', '१२'],
    ];
    for (const key of LISTING_PARAMS) {
      for (const text of texts) {
        const parsed = ListingQuerySchema.shape[key].safeParse(text);
        const fromSchema =
          parsed.success && parsed.data !== undefined && parsed.data !== false ? parsed.data : undefined;
        const read = readListingOptions(params({ [key]: text }));
        expect(read[key], `${key}=${text}`).toEqual(fromSchema);
      }
    }
    expect(
      readListingOptions(
        params({ sort: 'newest', in_stock: '1', organic: '0', min_price: '', subcategory: '3' }),
      ),
    ).toEqual({
      sort: 'newest',
      in_stock: true,
      subcategory: 3,
    });
  });
});
