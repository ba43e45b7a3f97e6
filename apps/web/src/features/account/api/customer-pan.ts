import { api } from '../../../lib/api/base-api';

/** The PAN/VAT number printed on the customer's invoices (null when none). */
export interface CustomerPan {
  pan: string | null;
}

/** GET and PUT /profile/pan/: a business customer's PAN for the invoices issued from now on. */
export const customerPanApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCustomerPan: build.query<CustomerPan, void>({
      query: () => '/profile/pan/',
      providesTags: ['Profile'],
    }),
    setCustomerPan: build.mutation<CustomerPan, CustomerPan>({
      query: (body) => ({ url: '/profile/pan/', method: 'PUT', body }),
      // The answer is the PAN as stored: the query shows it without a second request.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(customerPanApi.util.upsertQueryData('getCustomerPan', undefined, data));
        } catch {
          // The form shows the failure from the mutation itself.
        }
      },
    }),
  }),
});

export const { useGetCustomerPanQuery, useSetCustomerPanMutation } = customerPanApi;
