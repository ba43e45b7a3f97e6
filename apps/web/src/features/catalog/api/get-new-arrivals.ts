import { type ListingOptions, listingParams, type Paginated, type ProductSummary } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';
import { LIST_PAGE_SIZE, pageParams, toProductPage } from './product-page';

/** GET /new/arrival/?page=&page_size=: the 'New Arrivals' list, newest first. */
export const newArrivalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNewArrivals: build.infiniteQuery<Paginated<ProductSummary>, ListingOptions, number>({
      infiniteQueryOptions: pageParams,
      query: ({ queryArg, pageParam }) =>
        `/new/arrival/?page=${pageParam}&page_size=${LIST_PAGE_SIZE}${listingParams(queryArg)}`,
      transformResponse: toProductPage,
    }),
  }),
});

export const { useGetNewArrivalsInfiniteQuery } = newArrivalsApi;
