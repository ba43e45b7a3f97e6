import type { Paginated, ProductSummary } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';
import { LIST_PAGE_SIZE, pageParams, toProductPage } from './product-page';

/** GET /products/?q=: ranked search (every word must appear), one page per "Load more". */
export const searchProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchProducts: build.infiniteQuery<Paginated<ProductSummary>, string, number>({
      infiniteQueryOptions: pageParams,
      query: ({ queryArg, pageParam }) =>
        `/products/?q=${encodeURIComponent(queryArg)}&page=${pageParam}&page_size=${LIST_PAGE_SIZE}`,
      transformResponse: toProductPage,
    }),
  }),
});

export const { useSearchProductsInfiniteQuery } = searchProductsApi;
