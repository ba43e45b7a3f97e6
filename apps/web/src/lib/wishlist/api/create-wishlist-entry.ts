import type { WishlistEntry } from '@kandamul/domain';
import { api } from '../../api/base-api';

/** POST /create/wishlist/ {item}: the new (or existing) entry. */
export const createWishlistEntryApi = api.injectEndpoints({
  endpoints: (build) => ({
    createWishlistEntry: build.mutation<WishlistEntry, number>({
      query: (productId) => ({ url: '/create/wishlist/', method: 'POST', body: { item: productId } }),
      invalidatesTags: ['Wishlist'],
    }),
  }),
});

export const { useCreateWishlistEntryMutation } = createWishlistEntryApi;
