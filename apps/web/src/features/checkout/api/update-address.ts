import type { Address, AddressInput } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/** PATCH /order/address/update/{id}/ with the SPEC §7 body. */
export const updateAddressApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateAddress: build.mutation<Address, { id: number; body: AddressInput }>({
      query: ({ id, body }) => ({ url: `/order/address/update/${id}/`, method: 'PATCH', body }),
      invalidatesTags: ['Address'],
    }),
  }),
});

export const { useUpdateAddressMutation } = updateAddressApi;
