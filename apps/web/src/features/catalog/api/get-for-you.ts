import type { Paginated, ProductSummary } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';
import { toProductPage } from './product-page';

/** Search recommendations: at most 8 products (SPEC §9). */
export const RECOMMENDATION_COUNT = 8;

/** GET /list/for/you/?page_size=8: the "for you" list used as search recommendations. */
export const forYouApi = api.injectEndpoints({
  endpoints: (build) => ({
    getForYou: build.query<ProductSummary[], void>({
      query: () => `/list/for/you/?page_size=${RECOMMENDATION_COUNT}`,
      transformResponse: (body: ProductSummary[] | Paginated<ProductSummary>) =>
        toProductPage(body).results.slice(0, RECOMMENDATION_COUNT),
    }),
  }),
});

export const { useGetForYouQuery } = forYouApi;
