import type { WishlistEntry, WishlistList } from '@kandamul/domain';
import { api } from '../../api/base-api';

/** GET /list/wishlist/: the customer's entries `{results: [{id, item}]}`. */
export const listWishlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    listWishlist: build.query<WishlistEntry[], void>({
      query: () => '/list/wishlist/',
      transformResponse: (body: WishlistList) => body.results,
      providesTags: ['Wishlist'],
    }),
  }),
});

export const { useListWishlistQuery } = listWishlistApi;
