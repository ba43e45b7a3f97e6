import type { Place, PlaceListResponse } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/** GET /order/address/provinces/{id}/districts/ → data.data. */
export const getDistrictsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDistricts: build.query<Place[], number>({
      query: (provinceId) => `/order/address/provinces/${provinceId}/districts/`,
      transformResponse: (body: PlaceListResponse) => body.data,
    }),
  }),
});

export const { useGetDistrictsQuery } = getDistrictsApi;
