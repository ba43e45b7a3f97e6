import type { Order, OrderListResponse } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/** GET /order/list/ → data.results, newest first. */
export const getOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<Order[], void>({
      query: () => ({ url: '/order/list/', params: { page_size: 100 } }),
      transformResponse: (body: OrderListResponse) => body.results,
      providesTags: ['Order'],
    }),
  }),
});

export const { useGetOrdersQuery } = getOrdersApi;
