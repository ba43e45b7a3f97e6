import type { ServerCart } from '@kandamul/domain';
import { api } from '../../api/base-api';

/** GET /cart/: the logged-in customer's server cart (each line with its product). */
export const getServerCartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServerCart: build.query<ServerCart, void>({
      query: () => '/cart/',
      providesTags: ['Cart'],
    }),
  }),
});

export const { useLazyGetServerCartQuery } = getServerCartApi;
