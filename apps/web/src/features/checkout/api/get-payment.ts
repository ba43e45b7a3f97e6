import type { PaymentView } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/** GET /payments/{order_id}/: the order's payment status and attempts (the server re-asks the wallet). */
export const getPaymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPayment: build.query<PaymentView, number>({
      query: (orderId) => `/payments/${orderId}/`,
      providesTags: ['Order'],
    }),
  }),
});

export const { useGetPaymentQuery } = getPaymentApi;
