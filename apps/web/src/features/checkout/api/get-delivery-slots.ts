import type { DeliverySlotsResponse } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/** GET /delivery/slots/?address_id= → the next days' slots of the address's station. */
export const getDeliverySlotsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDeliverySlots: build.query<DeliverySlotsResponse['slots'], number>({
      query: (addressId) => `/delivery/slots/?address_id=${addressId}`,
      transformResponse: (body: DeliverySlotsResponse) => body.slots,
      // Places fill up: a slot list is never older than a minute.
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useGetDeliverySlotsQuery } = getDeliverySlotsApi;
