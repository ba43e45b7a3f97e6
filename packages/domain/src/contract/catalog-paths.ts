import type { ListingOptions } from './listing';
import { listingParams } from './listing-params';

/** Products per page of the listings: divisible by 2, 3, 4 and 6, so grid rows stay full. */
export const LIST_PAGE_SIZE = 24;

/** Search recommendations: at most 8 products (SPEC §9). */
export const RECOMMENDATION_COUNT = 8;

/**
 * The catalogue reads (paths under /api/v1) a page starts with. The storefront asks for exactly these,
 * and the server names the same URLs in the preload hints of the page, so the browser's early request
 * is the one the page uses: the two must never drift apart.
 */
export const CATALOG_PATHS = {
  homeData: '/home/data/',
  featuredCategories: '/category/featured/',
  productDetail: (slug: string) => `/product/detail/${encodeURIComponent(slug)}/`,
  search: (term: string, page: number, options: ListingOptions = {}) =>
    `/products/?q=${encodeURIComponent(term)}&page=${page}&page_size=${LIST_PAGE_SIZE}${listingParams(options)}`,
  categoryProducts: (id: number, page: number, options: ListingOptions = {}) =>
    `/category/product/${id}/?page=${page}&page_size=${LIST_PAGE_SIZE}${listingParams(options)}`,
  forYou: `/list/for/you/?page_size=${RECOMMENDATION_COUNT}`,
  /** A search's recommendations: best rated of the query's own categories. */
  recommendations: (term: string) =>
    `/list/for/you/?page_size=${RECOMMENDATION_COUNT}&q=${encodeURIComponent(term)}`,
} as const;
