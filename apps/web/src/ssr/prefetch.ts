import { listingParams, PAGE_ROUTES, readListingOptions, SERVER_RENDERED_PAGES } from '@kandamul/domain';
import { matchPath } from 'react-router';
import type { AppDispatch } from '../app/store';
import { categoryProductsApi } from '../features/catalog/api/get-category-products';
import { featuredCategoriesApi } from '../features/catalog/api/get-featured-categories';
import { forYouApi } from '../features/catalog/api/get-for-you';
import { homeDataApi } from '../features/catalog/api/get-home-data';
import { newArrivalsApi } from '../features/catalog/api/get-new-arrivals';
import { productDetailApi } from '../features/catalog/api/get-product-detail';
import { searchProductsApi } from '../features/catalog/api/search-products';
import { todaySpecialApi } from '../features/catalog/api/get-today-special';

/**
 * The pages the server renders (in the router's and Fastify's path syntax), from the one table the
 * router and the API's page hints read too; prefetchPage knows each.
 */
export const SERVER_RENDERED_ROUTES = SERVER_RENDERED_PAGES.map((page) => PAGE_ROUTES[page]);

/** The listing pages: they read the sorting and filters (readListingOptions) from the address. */
function readsListingOptions(path: string): boolean {
  return (
    path === PAGE_ROUTES.search ||
    path === PAGE_ROUTES.todaySpecial ||
    path === PAGE_ROUTES.newArrivals ||
    matchPath(PAGE_ROUTES.category, path) !== null
  );
}

/**
 * The address as far as the page is concerned: its path, for a search the term, and for a listing its
 * sorting and filters (in the one fixed order of listingParams, invalid values left out, as the page
 * itself reads them). Pages are rendered and kept under it, so `/?utm_source=x` is the home page, not a
 * new render, while `/search?query=rice&sort=price_asc` is not the same page as `/search?query=rice`.
 */
export function pageAddress(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://kandamul.local');
  if (!readsListingOptions(pathname)) return pathname;
  const term = (searchParams.get('query') ?? '').trim();
  const query = pathname === PAGE_ROUTES.search && term ? `&query=${encodeURIComponent(term)}` : '';
  const params = `${query}${listingParams(readListingOptions(searchParams))}`;
  return params ? `${pathname}?${params.slice(1)}` : pathname;
}

/**
 * Starts the reads a page makes on opening, with the very arguments its hooks pass (a different
 * argument would be a different cache entry, and the browser would fetch again). Answers whether the
 * server renders this page at all: the public catalogue pages and the cart; pages behind a login, and
 * forms, are rendered in the browser, which knows the session.
 */
export function prefetchPage(url: URL, dispatch: AppDispatch): boolean {
  const path = url.pathname;
  const categories = () => dispatch(featuredCategoriesApi.endpoints.getFeaturedCategories.initiate());
  if (path === PAGE_ROUTES.home) {
    dispatch(homeDataApi.endpoints.getHomeData.initiate());
    categories();
    return true;
  }
  const detail = matchPath(PAGE_ROUTES.product, path) ?? matchPath(PAGE_ROUTES.detail, path);
  if (detail) {
    dispatch(productDetailApi.endpoints.getProductDetail.initiate(detail.params.slug ?? ''));
    return true;
  }
  if (path === PAGE_ROUTES.search) {
    categories();
    const term = (url.searchParams.get('query') ?? '').trim();
    if (term) {
      const options = readListingOptions(url.searchParams);
      dispatch(searchProductsApi.endpoints.searchProducts.initiate({ term, options }));
      dispatch(forYouApi.endpoints.getForYou.initiate(term));
    }
    return true;
  }
  const category = matchPath(PAGE_ROUTES.category, path);
  if (category) {
    categories();
    dispatch(
      categoryProductsApi.endpoints.getCategoryProducts.initiate({
        id: Number(category.params.categoryId),
        options: readListingOptions(url.searchParams),
      }),
    );
    return true;
  }
  if (path === PAGE_ROUTES.todaySpecial) {
    categories();
    dispatch(todaySpecialApi.endpoints.getTodaySpecial.initiate(readListingOptions(url.searchParams)));
    return true;
  }
  if (path === PAGE_ROUTES.newArrivals) {
    categories();
    dispatch(newArrivalsApi.endpoints.getNewArrivals.initiate(readListingOptions(url.searchParams)));
    return true;
  }
  return path === PAGE_ROUTES.cart;
}
