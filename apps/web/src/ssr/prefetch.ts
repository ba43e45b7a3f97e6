import {
  listingParams,
  matchPage,
  PAGE_ROUTES,
  readListingOptions,
  SERVER_RENDERED_PAGES,
} from '@kandamul/domain';
import { matchPath } from 'react-router';
import type { AppDispatch } from '../app/store';
import { customerPanApi } from '../features/account/api/customer-pan';
import { getProfileApi } from '../features/account/api/get-profile';
import { getOrdersApi } from '../features/orders/api/get-orders';
import { habitsApi } from '../lib/habits/habits-api';
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

/** The list pages: they read their sort and filters from the address. */
const LISTINGS = ['search', 'category', 'todaySpecial', 'newArrivals'] as const;

/**
 * The address as far as the page is concerned: its path, and for a list page the parameters it reads
 * (a search's term, the sort and filters of every list), in one fixed order. Pages are rendered and
 * kept under it, so `/?utm_source=x` is the home page, not a new render; and a sorted list is rendered
 * sorted, as the browser will hydrate it (a list rendered in another order than the one the browser
 * reads from the address is a hydration mismatch, React error #418, and a page drawn twice).
 */
export function pageAddress(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://kandamul.local');
  const listing = matchPage(LISTINGS, pathname);
  if (!listing) return pathname;
  const options = listingParams(readListingOptions(searchParams));
  if (listing.page === 'search') {
    const term = (searchParams.get('query') ?? '').trim();
    return term ? `${pathname}?query=${encodeURIComponent(term)}${options}` : pathname;
  }
  return options ? `${pathname}?${options.slice(1)}` : pathname;
}

/**
 * Starts the reads a page makes on opening, with the very arguments its hooks pass (a different
 * argument would be a different cache entry, and the browser would fetch again). Answers whether the
 * server renders this page at all: every page of SERVER_RENDERED_PAGES. The forms read nothing first.
 * The pages behind a login are rendered as their skeleton (RequireAuth) for a visitor; `signedIn`
 * (a personal page rendered for its shopper, decision 045) reads the shopper's own data for them.
 */
export function prefetchPage(
  url: URL,
  dispatch: AppDispatch,
  { signedIn = false }: { signedIn?: boolean } = {},
): boolean {
  const path = url.pathname;
  if (signedIn && prefetchPersonalPage(path, dispatch)) return true;
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
  return matchPage(SERVER_RENDERED_PAGES, path) !== null;
}

/** The reads of a personal page on opening, for its signed-in shopper; false for another page. */
function prefetchPersonalPage(path: string, dispatch: AppDispatch): boolean {
  const orders = () => dispatch(getOrdersApi.endpoints.getOrders.initiate());
  if (path === PAGE_ROUTES.orders) {
    // The first tab, All Orders; the others read theirs when chosen.
    orders();
    return true;
  }
  if (path === PAGE_ROUTES.editProfile) {
    // The form, filled in with the profile.
    dispatch(getProfileApi.endpoints.getProfile.initiate());
    return true;
  }
  if (path === PAGE_ROUTES.profile) {
    dispatch(getProfileApi.endpoints.getProfile.initiate());
    dispatch(customerPanApi.endpoints.getCustomerPan.initiate());
    dispatch(habitsApi.endpoints.getMyAlerts.initiate());
    dispatch(habitsApi.endpoints.getPreferences.initiate());
    // /profile opens its Orders tab (the route's index sends it to /profile/orders) at once in the
    // browser: the list is then already here.
    orders();
    return true;
  }
  return false;
}
