import { CATALOG_PATHS, type Paginated, type ProductSummary } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';
import { pageParams, toProductPage } from './product-page';

/** GET /products/?q=: ranked search (every word must appear), one page per "Load more". */
export const searchProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchProducts: build.infiniteQuery<Paginated<ProductSummary>, string, number>({
      infiniteQueryOptions: pageParams,
      query: ({ queryArg, pageParam }) => CATALOG_PATHS.search(queryArg, pageParam),
      transformResponse: toProductPage,
    }),
  }),
});

export const { useSearchProductsInfiniteQuery } = searchProductsApi;
