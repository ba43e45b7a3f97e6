import type { DeliveryStation, DeliveryStationsResponse } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

export interface StationsArgs {
  municipality_id: number;
  district_id: number;
  province_id: number;
}

/** GET /order/address/nearest-delivery-stations/?municipality_id&district_id&province_id → delivery_stations. */
export const getDeliveryStationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDeliveryStations: build.query<DeliveryStation[], StationsArgs>({
      query: (params) => ({ url: '/order/address/nearest-delivery-stations/', params }),
      transformResponse: (body: DeliveryStationsResponse) => body.delivery_stations,
    }),
  }),
});

export const { useGetDeliveryStationsQuery } = getDeliveryStationsApi;
