import type { DeliveryChargeBody, DeliveryChargeResponse } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/** POST /order/calculate-delivery-charge/ → data.delivery_info (a query: it only reads). */
export const calculateDeliveryChargeApi = api.injectEndpoints({
  endpoints: (build) => ({
    calculateDeliveryCharge: build.query<DeliveryChargeResponse['data']['delivery_info'], DeliveryChargeBody>(
      {
        query: (body) => ({ url: '/order/calculate-delivery-charge/', method: 'POST', body }),
        transformResponse: (body: DeliveryChargeResponse) => body.data.delivery_info,
      },
    ),
  }),
});

export const { useCalculateDeliveryChargeQuery } = calculateDeliveryChargeApi;
