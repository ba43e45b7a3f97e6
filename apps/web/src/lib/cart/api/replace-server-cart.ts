import type { CartReplaceBody, ServerCart } from '@kandamul/domain';
import { api } from '../../api/base-api';

/** PUT /cart/ {items}: makes the server cart equal to the local one. */
export const replaceServerCartApi = api.injectEndpoints({
  endpoints: (build) => ({
    replaceServerCart: build.mutation<ServerCart, CartReplaceBody>({
      query: (body) => ({ url: '/cart/', method: 'PUT', body }),
    }),
  }),
});

export const { useReplaceServerCartMutation } = replaceServerCartApi;
