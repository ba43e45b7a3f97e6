import type { Address } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/** GET /order/address/list/ → an array of addresses (the default first). */
export const getAddressesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAddresses: build.query<Address[], void>({
      query: () => '/order/address/list/',
      providesTags: ['Address'],
    }),
  }),
});

export const { useGetAddressesQuery } = getAddressesApi;
