import type { SuggestResponse } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/** GET /products/suggest/?q=: the header's suggestions while a shopper types. */
export const suggestProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    suggestProducts: build.query<SuggestResponse, string>({
      query: (q) => `/products/suggest/?q=${encodeURIComponent(q)}`,
      // A shopper retyping a word gets the answer again at once; a minute is plenty for suggestions.
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useSuggestProductsQuery } = suggestProductsApi;
