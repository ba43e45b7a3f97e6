import type { Paginated, ProductSummary } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';
import { LIST_PAGE_SIZE, pageParams, toProductPage } from './product-page';

export type CategoryProductsPage = Paginated<ProductSummary> & {
  category?: { id: number; title: string; nepali_title: string };
};

/** GET /category/product/{id}/?page=&page_size=: a category's products, one page per "Load more". */
export const categoryProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategoryProducts: build.infiniteQuery<CategoryProductsPage, number, number>({
      infiniteQueryOptions: pageParams,
      query: ({ queryArg, pageParam }) =>
        `/category/product/${queryArg}/?page=${pageParam}&page_size=${LIST_PAGE_SIZE}`,
      transformResponse: (body: ProductSummary[] | CategoryProductsPage) => ({
        ...toProductPage(body),
        category: Array.isArray(body) ? undefined : body.category,
      }),
    }),
  }),
});

export const { useGetCategoryProductsInfiniteQuery } = categoryProductsApi;
