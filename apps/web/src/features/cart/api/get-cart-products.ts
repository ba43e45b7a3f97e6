import type { Paginated, Product } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/** GET /products/?ids=1,2,3: the cart's products with fresh prices and stock (prices come from the server). */
export const cartProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCartProducts: build.query<Product[], number[]>({
      query: (ids) => `/products/?ids=${ids.join(',')}&page_size=100`,
      transformResponse: (body: Paginated<Product>) => body.results,
    }),
  }),
});

export const { useGetCartProductsQuery } = cartProductsApi;
