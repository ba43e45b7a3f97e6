import type { ShopInfo } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/** GET /shop/ → {demo}: whether this is the demo shop, which shows the codes it sends at /dev/outbox. */
export const getShopInfoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShopInfo: build.query<ShopInfo, void>({
      query: () => '/shop/',
      // It never changes while the server runs.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetShopInfoQuery } = getShopInfoApi;
