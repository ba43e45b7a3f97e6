import type { Address, AddressInput } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/** POST /order/address/create/ with the SPEC §7 body. */
export const createAddressApi = api.injectEndpoints({
  endpoints: (build) => ({
    createAddress: build.mutation<Address, AddressInput>({
      query: (body) => ({ url: '/order/address/create/', method: 'POST', body }),
      invalidatesTags: ['Address'],
    }),
  }),
});

export const { useCreateAddressMutation } = createAddressApi;
