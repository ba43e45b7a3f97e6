import type { CartSyncBody, ServerCart } from '@kandamul/domain';
import { api } from '../../api/base-api';

/** POST /cart/ {product_id, quantity}: tells the server cart about a product added to the local cart. */
export const addToServerCartApi = api.injectEndpoints({
  endpoints: (build) => ({
    addToServerCart: build.mutation<ServerCart, CartSyncBody>({
      query: (body) => ({ url: '/cart/', method: 'POST', body }),
    }),
  }),
});

export const { useAddToServerCartMutation } = addToServerCartApi;
