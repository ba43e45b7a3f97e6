import type { CancelledOrder, CancelledOrderListResponse } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/** GET /list/order/cancellation/ → data.results. */
export const getCancellationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCancellations: build.query<CancelledOrder[], void>({
      query: () => ({ url: '/list/order/cancellation/', params: { page_size: 100 } }),
      transformResponse: (body: CancelledOrderListResponse) => body.results,
      providesTags: ['Cancellation'],
    }),
  }),
});

export const { useGetCancellationsQuery } = getCancellationsApi;
