import type { PaymentRedirect, WalletGateway } from '@kandamul/domain';
import { api } from '../api/base-api';

/** POST /payments/{order_id}/retry/: a new attempt ("Try again", "Pay now") to send the browser to. */
export const retryPaymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    retryPayment: build.mutation<PaymentRedirect, { orderId: number; gateway?: WalletGateway }>({
      query: ({ orderId, gateway }) => ({
        url: `/payments/${orderId}/retry/`,
        method: 'POST',
        body: gateway ? { gateway } : {},
      }),
      invalidatesTags: ['Order'],
    }),
  }),
});

export const { useRetryPaymentMutation } = retryPaymentApi;
