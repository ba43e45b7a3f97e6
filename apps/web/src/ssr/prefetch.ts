import {
  listingParams,
  matchPage,
  PAGE_ROUTES,
  readListingOptions,
  SERVER_RENDERED_PAGES,
  serverCartToItems,
} from '@kandamul/domain';
import { matchPath } from 'react-router';
import type { AppDispatch } from '../app/store';
import { customerPanApi } from '../features/account/api/customer-pan';
import { getProfileApi } from '../features/account/api/get-profile';
import { getOrdersApi } from '../features/orders/api/get-orders';
import { calculateDeliveryChargeApi } from '../features/checkout/api/calculate-delivery-charge';
import { getAddressesApi } from '../features/checkout/api/get-addresses';
import { getDeliverySlotsApi } from '../features/checkout/api/get-delivery-slots';
import { deliveryChargeLines, pickAddress } from '../features/checkout/checkout-reads';
import { getServerCartApi } from '../lib/cart/api/get-server-cart';
import { habitsApi } from '../lib/habits/habits-api';
import { cartActions } from '../lib/state/cart-slice';
import { listWishlistApi } from '../lib/wishlist/api/list-wishlist';
import { wishlistLoaded } from '../lib/wishlist/use-wishlist-sync';
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
 * A page whose reads depend on earlier ones (checkout) answers with a promise of the last of them:
 * the render waits for it, then for every read still running.
 */
export function prefetchPage(
  url: URL,
  dispatch: AppDispatch,
  { signedIn = false }: { signedIn?: boolean } = {},
): boolean | Promise<void> {
  const path = url.pathname;
  if (signedIn) {
    const personal = prefetchPersonalPage(path, dispatch);
    if (personal) return personal;
  }
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

/**
 * Checkout on opening: the shopper's cart (the server's copy, put in the render's cart slice, which
 * is what the page draws), the addresses, and for the address the page preselects its delivery
 * charge and slots. A read that fails ends here: the render sees it failed and leaves the page to the
 * browser.
 */
async function prefetchCheckout(dispatch: AppDispatch): Promise<void> {
  const cart = dispatch(getServerCartApi.endpoints.getServerCart.initiate());
  const addresses = dispatch(getAddressesApi.endpoints.getAddresses.initiate());
  const [serverCart, list] = await Promise.all([cart, addresses]);
  if (!serverCart.data || !Array.isArray(list.data)) return;
  const items = serverCartToItems(serverCart.data);
  dispatch(cartActions.itemsReplaced(items));
  const chosen = pickAddress(list.data, null);
  if (chosen === null) return;
  const reads: Promise<unknown>[] = [
    dispatch(getDeliverySlotsApi.endpoints.getDeliverySlots.initiate(chosen)),
  ];
  if (items.length > 0) {
    reads.push(
      dispatch(
        calculateDeliveryChargeApi.endpoints.calculateDeliveryCharge.initiate({
          address_id: chosen,
          cart_items: deliveryChargeLines(items),
        }),
      ),
    );
  }
  await Promise.all(reads);
}

/** The wishlist on opening: its entries, in the render's wishlist slice as the page's sync puts them. */
async function prefetchWishlist(dispatch: AppDispatch): Promise<void> {
  const { data } = await dispatch(listWishlistApi.endpoints.listWishlist.initiate());
  if (data) dispatch(wishlistLoaded(data));
}

/** The reads of a personal page on opening, for its signed-in shopper; false for another page. */
function prefetchPersonalPage(path: string, dispatch: AppDispatch): boolean | Promise<void> {
  if (path === PAGE_ROUTES.checkout) return prefetchCheckout(dispatch);
  if (path === PAGE_ROUTES.wishlist) return prefetchWishlist(dispatch);
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
