import type { ProductSummary } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/** GET /order/buy-again/products/ → the customer's most bought delivered products, in stock first. */
export const buyAgainProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBuyAgainProducts: build.query<ProductSummary[], void>({
      query: () => '/order/buy-again/products/',
      transformResponse: (body: { results: ProductSummary[] }) => body.results,
      providesTags: ['Order', 'Product'],
    }),
  }),
});

export const { useGetBuyAgainProductsQuery } = buyAgainProductsApi;
