import { CATALOG_PATHS, type Category } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/** GET /category/featured/: SPEC §7 reads data.data.results. */
export const featuredCategoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFeaturedCategories: build.query<Category[], void>({
      query: () => CATALOG_PATHS.featuredCategories,
      transformResponse: (body: { data: { results: Category[] } }) => body.data.results,
    }),
  }),
});

export const { useGetFeaturedCategoriesQuery } = featuredCategoriesApi;
