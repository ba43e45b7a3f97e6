import { api } from '../../../lib/api/base-api';

/** DELETE /order/address/delete/{id}/ → 204. */
export const deleteAddressApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteAddress: build.mutation<null, number>({
      query: (id) => ({ url: `/order/address/delete/${id}/`, method: 'DELETE' }),
      invalidatesTags: ['Address'],
    }),
  }),
});

export const { useDeleteAddressMutation } = deleteAddressApi;
