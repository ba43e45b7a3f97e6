import { CATALOG_PATHS, type Paginated, type ProductSummary, RECOMMENDATION_COUNT } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';
import { toProductPage } from './product-page';

export { RECOMMENDATION_COUNT } from '@kandamul/domain';

/**
 * GET /list/for/you/?page_size=8: the "for you" list used as search recommendations; with a search
 * term, from that search's own categories.
 */
export const forYouApi = api.injectEndpoints({
  endpoints: (build) => ({
    getForYou: build.query<ProductSummary[], string | void>({
      query: (term) => (term ? CATALOG_PATHS.recommendations(term) : CATALOG_PATHS.forYou),
      transformResponse: (body: ProductSummary[] | Paginated<ProductSummary>) =>
        toProductPage(body).results.slice(0, RECOMMENDATION_COUNT),
    }),
  }),
});

export const { useGetForYouQuery } = forYouApi;
