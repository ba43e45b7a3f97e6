import { api } from '../../api/base-api';

/** DELETE /update/wishlist/{id}/: removes an entry by its own id. */
export const deleteWishlistEntryApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteWishlistEntry: build.mutation<void, number>({
      query: (id) => ({ url: `/update/wishlist/${id}/`, method: 'DELETE' }),
      invalidatesTags: ['Wishlist'],
    }),
  }),
});

export const { useDeleteWishlistEntryMutation } = deleteWishlistEntryApi;
