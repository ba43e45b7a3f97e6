import type { Paginated, ProductSummary } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';
import { LIST_PAGE_SIZE, pageParams, toProductPage } from './product-page';

/** GET /new/arrival/?page=&page_size=: the 'New Arrivals' list, newest first. */
export const newArrivalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNewArrivals: build.infiniteQuery<Paginated<ProductSummary>, void, number>({
      infiniteQueryOptions: pageParams,
      query: ({ pageParam }) => `/new/arrival/?page=${pageParam}&page_size=${LIST_PAGE_SIZE}`,
      transformResponse: toProductPage,
    }),
  }),
});

export const { useGetNewArrivalsInfiniteQuery } = newArrivalsApi;
