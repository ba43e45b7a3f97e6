import { CATALOG_PATHS, MESSAGES, type Product, type ProductSummary, type Review } from '@kandamul/domain';
import type { ApiError } from '../../../lib/api/api-error';
import { api, makeRawQuery } from '../../../lib/api/base-api';
import type { SessionState } from '../../../lib/state/session-slice';

export interface ProductDetail {
  product: Product;
  reviews: Review[];
  recommended_products: ProductSummary[];
}

// Its own fetch, not the shared base query: a public page must not start the session-expired flow
// (refresh, logout, redirect) when a stale token is refused; it simply asks again without the token.
const rawQuery = makeRawQuery({ headers: { accept: 'application/json' } });

function detailOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { detail } = body as { detail?: unknown };
  return typeof detail === 'string' && detail ? detail : undefined;
}

/** SPEC §8: the message of a failed product-detail load. */
export function productDetailError(status: number | string, body?: unknown): ApiError {
  const code = typeof status === 'number' ? status : 0;
  if (code === 401) return { status: code, code: 'AUTH_REQUIRED', message: MESSAGES.authRequired };
  if (code === 404) return { status: code, code: 'PRODUCT_NOT_FOUND', message: MESSAGES.productNotFound };
  return {
    status: code,
    code: `HTTP_${code}`,
    message: detailOf(body) ?? MESSAGES.productLoadFailed,
    body,
  };
}

/**
 * GET /product/detail/{slug}/ (SPEC §7): sends the bearer and Accept: application/json when a token
 * exists, and on any failure asks once more without the token.
 */
export const productDetailApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductDetail: build.query<ProductDetail, string>({
      queryFn: async (slug, queryApi, extra) => {
        if (!slug) return { error: { status: 0, code: 'NO_PRODUCT_ID', message: MESSAGES.noProductId } };
        const { access, user_id } = (queryApi.getState() as { auth: SessionState }).auth;
        const url = CATALOG_PATHS.productDetail(slug);
        const token = access && user_id ? access : '';
        const withToken = rawQuery(queryApi.extra);
        let result = await withToken(
          { url, headers: token ? { authorization: `Bearer ${token}` } : {} },
          queryApi,
          extra,
        );
        if (result.error && token) result = await withToken({ url }, queryApi, extra);
        if (result.error) {
          return {
            error: productDetailError(
              result.error.status,
              'data' in result.error ? result.error.data : undefined,
            ),
          };
        }
        const data = (result.data as { data?: Partial<ProductDetail> } | undefined)?.data;
        if (!data?.product) {
          return {
            error: { status: 200, code: 'PRODUCT_MISSING', message: MESSAGES.productMissingInResponse },
          };
        }
        return {
          data: {
            product: data.product,
            reviews: data.reviews ?? [],
            recommended_products: data.recommended_products ?? [],
          },
        };
      },
      providesTags: (_r, _e, slug) => [{ type: 'Product', id: slug }],
    }),
  }),
});

export const { useGetProductDetailQuery } = productDetailApi;
