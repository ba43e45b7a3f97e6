import type { CheckoutBodyInput, CheckoutResponse } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/**
 * POST /checkout/. The Idempotency-Key is made once per checkout attempt, so a double click or a
 * retried request answers with the first order instead of placing a second one.
 */
export const placeOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    placeOrder: build.mutation<CheckoutResponse, { body: CheckoutBodyInput; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({
        url: '/checkout/',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: ['Order', 'Cart', 'Product'],
    }),
  }),
});

export const { usePlaceOrderMutation } = placeOrderApi;
