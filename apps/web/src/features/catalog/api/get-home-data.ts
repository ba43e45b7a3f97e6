import { CATALOG_PATHS, type HomeData } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/** GET /home/data/: banners, today_special, new_arrival, categories (SPEC §7: also accepted under data). */
export const homeDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHomeData: build.query<HomeData, void>({
      query: () => CATALOG_PATHS.homeData,
      transformResponse: (body: HomeData | { data: HomeData }) => {
        const d = 'data' in body && body.data ? body.data : (body as HomeData);
        return {
          banners: d.banners ?? [],
          today_special: d.today_special ?? [],
          new_arrival: d.new_arrival ?? [],
          categories: d.categories ?? [],
        };
      },
    }),
  }),
});

export const { useGetHomeDataQuery } = homeDataApi;
