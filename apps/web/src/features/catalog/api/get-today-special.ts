import type { Paginated, ProductSummary } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';
import { LIST_PAGE_SIZE, pageParams, toProductPage } from './product-page';

/** GET /today/special/?page=&page_size=: the 'Today Special' (Kandamul Special) list. */
export const todaySpecialApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTodaySpecial: build.infiniteQuery<Paginated<ProductSummary>, void, number>({
      infiniteQueryOptions: pageParams,
      query: ({ pageParam }) => `/today/special/?page=${pageParam}&page_size=${LIST_PAGE_SIZE}`,
      transformResponse: toProductPage,
    }),
  }),
});

export const { useGetTodaySpecialInfiniteQuery } = todaySpecialApi;
