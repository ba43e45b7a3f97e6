import type { OrderTimelineResponse } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/** GET /order/{id}/events/ → the order's timeline in the customer's words, oldest first. */
export const getOrderEventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrderEvents: build.query<OrderTimelineResponse, number>({
      query: (id) => ({ url: `/order/${id}/events/` }),
      providesTags: ['Order'],
    }),
  }),
});

export const { useGetOrderEventsQuery } = getOrderEventsApi;
