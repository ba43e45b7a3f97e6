import type { CancelledOrder } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/** POST /order/cancel/{id}/ {remarks} → the cancellation record; refreshes orders and cancellations. */
export const cancelOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    cancelOrder: build.mutation<CancelledOrder, { id: number; remarks: string }>({
      query: ({ id, remarks }) => ({ url: `/order/cancel/${id}/`, method: 'POST', body: { remarks } }),
      invalidatesTags: ['Order', 'Cancellation', 'Product'],
    }),
  }),
});

export const { useCancelOrderMutation } = cancelOrderApi;
