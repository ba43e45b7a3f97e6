import type { DeliveredProduct } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/** GET /list/ordered/products/ → an array of delivered products. */
export const getDeliveredProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDeliveredProducts: build.query<DeliveredProduct[], void>({
      query: () => '/list/ordered/products/',
      providesTags: ['Order'],
    }),
  }),
});

export const { useGetDeliveredProductsQuery } = getDeliveredProductsApi;
