import type { Paginated, ProductSummary } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/** GET /products/?ids=1,2,3: the cart's products with fresh prices and stock (prices come from the server). */
export const cartProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCartProducts: build.query<ProductSummary[], number[]>({
      query: (ids) => `/products/?ids=${ids.join(',')}&page_size=100`,
      transformResponse: (body: Paginated<ProductSummary>) => body.results,
    }),
  }),
});

export const { useGetCartProductsQuery } = cartProductsApi;
