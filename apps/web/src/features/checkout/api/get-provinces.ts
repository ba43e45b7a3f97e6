import type { Place, PlaceListResponse } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/** GET /order/address/address-form-data/provinces/ → data.data (SPEC §7). */
export const getProvincesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProvinces: build.query<Place[], void>({
      query: () => '/order/address/address-form-data/provinces/',
      transformResponse: (body: PlaceListResponse) => body.data,
    }),
  }),
});

export const { useGetProvincesQuery } = getProvincesApi;
