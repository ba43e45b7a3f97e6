import type { Municipality, MunicipalityListResponse } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/** GET /order/address/districts/{id}/municipalities/ → data.data. */
export const getMunicipalitiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMunicipalities: build.query<Municipality[], number>({
      query: (districtId) => `/order/address/districts/${districtId}/municipalities/`,
      transformResponse: (body: MunicipalityListResponse) => body.data,
    }),
  }),
});

export const { useGetMunicipalitiesQuery } = getMunicipalitiesApi;
