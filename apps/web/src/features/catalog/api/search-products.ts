import { CATALOG_PATHS, type ListingOptions, type Paginated, type ProductSummary } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';
import { pageParams, toProductPage } from './product-page';

/**
 * A search page: results, the closest query that finds something when this one finds nothing, and
 * whether the count is the API's estimate (beyond 10,000 matches) rather than exact.
 */
export type SearchPage = Paginated<ProductSummary> & {
  did_you_mean?: string | null;
  count_estimated?: boolean;
};

/** What a search asks for: the words, and the sorting and filters of the page's URL. */
export interface SearchArg {
  term: string;
  options: ListingOptions;
}

/** GET /products/?q=: ranked search (every word must appear), one page per "Load more". */
export const searchProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchProducts: build.infiniteQuery<SearchPage, SearchArg, number>({
      infiniteQueryOptions: pageParams,
      query: ({ queryArg, pageParam }) => CATALOG_PATHS.search(queryArg.term, pageParam, queryArg.options),
      transformResponse: (body: SearchPage) => ({
        ...toProductPage(body),
        did_you_mean: Array.isArray(body) ? null : (body.did_you_mean ?? null),
        count_estimated: Array.isArray(body) ? false : body.count_estimated === true,
      }),
    }),
  }),
});

export const { useSearchProductsInfiniteQuery } = searchProductsApi;
