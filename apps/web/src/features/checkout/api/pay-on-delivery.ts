import type { PaymentStatus } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/** POST /payments/{order_id}/cash/: "Pay on delivery instead" after a failed wallet payment. */
export const payOnDeliveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    payOnDelivery: build.mutation<{ payment_status: PaymentStatus }, number>({
      query: (orderId) => ({ url: `/payments/${orderId}/cash/`, method: 'POST' }),
      invalidatesTags: ['Order'],
    }),
  }),
});

export const { usePayOnDeliveryMutation } = payOnDeliveryApi;
