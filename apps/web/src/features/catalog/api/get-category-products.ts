import { CATALOG_PATHS, type ListingOptions, type Paginated, type ProductSummary } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';
import { pageParams, toProductPage } from './product-page';

export type CategoryProductsPage = Paginated<ProductSummary> & {
  category?: { id: number; title: string; nepali_title: string };
};

/** A category's list: its id, and the sorting and filters of the page's URL. */
export interface CategoryProductsArg {
  id: number;
  options: ListingOptions;
}

/** GET /category/product/{id}/?page=&page_size=: a category's products, one page per "Load more". */
export const categoryProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategoryProducts: build.infiniteQuery<CategoryProductsPage, CategoryProductsArg, number>({
      infiniteQueryOptions: pageParams,
      query: ({ queryArg, pageParam }) =>
        CATALOG_PATHS.categoryProducts(queryArg.id, pageParam, queryArg.options),
      transformResponse: (body: ProductSummary[] | CategoryProductsPage) => ({
        ...toProductPage(body),
        category: Array.isArray(body) ? undefined : body.category,
      }),
    }),
  }),
});

export const { useGetCategoryProductsInfiniteQuery } = categoryProductsApi;
