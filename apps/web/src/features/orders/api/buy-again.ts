import type { BuyAgainResponse } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/** POST /order/{id}/buy-again/ → what was added to the server cart and what was left out, and why. */
export const buyAgainApi = api.injectEndpoints({
  endpoints: (build) => ({
    buyAgain: build.mutation<BuyAgainResponse, number>({
      query: (id) => ({ url: `/order/${id}/buy-again/`, method: 'POST' }),
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const { useBuyAgainMutation } = buyAgainApi;
