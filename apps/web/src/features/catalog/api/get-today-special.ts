import { type ListingOptions, listingParams, type Paginated, type ProductSummary } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';
import { LIST_PAGE_SIZE, pageParams, toProductPage } from './product-page';

/** GET /today/special/?page=&page_size=: the 'Today Special' (Kandamul Special) list. */
export const todaySpecialApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTodaySpecial: build.infiniteQuery<Paginated<ProductSummary>, ListingOptions, number>({
      infiniteQueryOptions: pageParams,
      query: ({ queryArg, pageParam }) =>
        `/today/special/?page=${pageParam}&page_size=${LIST_PAGE_SIZE}${listingParams(queryArg)}`,
      transformResponse: toProductPage,
    }),
  }),
});

export const { useGetTodaySpecialInfiniteQuery } = todaySpecialApi;
