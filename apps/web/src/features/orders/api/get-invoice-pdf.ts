import { api } from '../../../lib/api/base-api';

/**
 * GET /order/{id}/invoice.pdf → an object URL of the PDF (a string, so the store stays serialisable);
 * the caller revokes it. Errors come back as the API's JSON, like any call.
 */
export const getInvoicePdfApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInvoicePdf: build.mutation<string, number>({
      query: (id) => ({
        url: `/order/${id}/invoice.pdf`,
        cache: 'no-store',
        responseHandler: async (res) =>
          res.ok ? URL.createObjectURL(await res.blob()) : res.json().catch(() => undefined),
      }),
    }),
  }),
});

export const { useGetInvoicePdfMutation } = getInvoicePdfApi;
