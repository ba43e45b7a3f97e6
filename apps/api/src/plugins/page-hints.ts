import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOG_PATHS, matchPage, readListingOptions, SERVER_RENDERED_PAGES } from '@kandamul/domain';

// A storefront page normally fetches in three steps: the app's scripts, then the page's own chunk
// (only once the app runs), then the page's data (only once that chunk runs). On a slow phone each
// step is a round trip. The page's HTML response names the page chunk and its data in `Link`
// preload headers instead, so all three travel together. The URLs come from the build's manifest and
// from CATALOG_PATHS, the same builders the storefront calls, so a hint is always the request the
// page makes (a wrong hint would cost a wasted download, never a wrong answer: these reads are public).

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

interface PageNeeds {
  /** The page's module as the manifest names it (its source path). */
  chunk: string;
  /** API reads under /api/v1 the page starts with. */
  fetches: string[];
}

const PAGES = 'src/features';
const BOOT = 'src/boot.tsx';
/**
 * Every page module but the home page's is imported through this one (apps/web/src/app/router.tsx:
 * the lists of chunks each page preloads with it stay out of the home page's first download), so it
 * comes with the chunks of every other page.
 */
export const PAGE_LOADERS = 'src/app/page-loaders.ts';
const MAX_HINTED_PATH = 1024;
const HOME = `${PAGES}/catalog/pages/home-page.tsx`;
const DETAIL = `${PAGES}/catalog/pages/product-detail-page.tsx`;
const SEARCH = `${PAGES}/catalog/pages/search-page.tsx`;
const CART = `${PAGES}/cart/pages/cart-page.tsx`;
const CATEGORY = `${PAGES}/catalog/pages/category-listing-page.tsx`;
const TODAY = `${PAGES}/catalog/pages/today-special-page.tsx`;
const ARRIVALS = `${PAGES}/catalog/pages/new-arrivals-page.tsx`;
const account = (page: string) => `${PAGES}/account/pages/${page}-page.tsx`;
const ORDERS = `${PAGES}/orders/pages/orders-page.tsx`;
const WISHLIST = `${PAGES}/wishlist/pages/wishlist-page.tsx`;

/** The page module of each server-rendered page: a page without one fails the type check. */
export const PAGE_CHUNKS: Record<(typeof SERVER_RENDERED_PAGES)[number], string> = {
  home: HOME,
  product: DETAIL,
  detail: DETAIL,
  search: SEARCH,
  cart: CART,
  category: CATEGORY,
  todaySpecial: TODAY,
  newArrivals: ARRIVALS,
  login: account('login'),
  signup: account('signup'),
  forgotPassword: account('forgot-password'),
  otp: account('otp-verify'),
  otpEmail: account('otp-verify-email'),
  changePassword: account('change-password'),
  checkout: `${PAGES}/checkout/pages/checkout-page.tsx`,
  paymentResult: `${PAGES}/checkout/pages/payment-result-page.tsx`,
  profile: account('profile'),
  wishlist: WISHLIST,
  editProfile: account('edit-profile'),
  orders: ORDERS,
};

/** The list pages, which read the featured categories (their strip) besides their own data. */
const LISTS = new Set(['category', 'todaySpecial', 'newArrivals']);

/** What the page at this client URL needs first; undefined when no hint is worth sending. */
export function pageNeeds(url: URL): PageNeeds | undefined {
  const found = matchPage(SERVER_RENDERED_PAGES, url.pathname);
  // Not one of ours, or a malformed address (the page's own 'not found', nothing to preload).
  if (!found) return undefined;
  const chunk = PAGE_CHUNKS[found.page];
  switch (found.page) {
    case 'home':
      return { chunk, fetches: [CATALOG_PATHS.homeData, CATALOG_PATHS.featuredCategories] };
    case 'product':
    case 'detail':
      return { chunk, fetches: [CATALOG_PATHS.productDetail(found.params.slug!)] };
    case 'search': {
      const term = (url.searchParams.get('query') ?? '').trim();
      return {
        chunk,
        fetches: [
          CATALOG_PATHS.featuredCategories,
          ...(term ? [CATALOG_PATHS.search(term, 1, readListingOptions(url.searchParams))] : []),
        ],
      };
    }
    default:
      // The list pages (a category, Today Special, New Arrivals): their chunk; their data comes
      // rendered. The cart, the forms and the pages behind a login: their chunk.
      return { chunk, fetches: LISTS.has(found.page) ? [CATALOG_PATHS.featuredCategories] : [] };
  }
}

/** Every chunk a chunk statically imports, itself included. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

export interface PageHints {
  /** The addresses of the scripts the page at `url` needs beyond index.html's (app, then page). */
  scripts(url: URL): string[];
  /** `Link` header values that start those scripts and the page's first API reads with the HTML. */
  links(url: URL): string[];
}

/**
 * Reads the web build's manifest (dist/.vite/manifest.json) and answers, for a client URL, what the
 * page needs first. Without a manifest (an older build) only the data is hinted.
 */
export function makePageHints(webDist: string): PageHints {
  let manifest: Manifest = {};
  try {
    manifest = JSON.parse(readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    // no manifest: data hints only
  }
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  // index.html already preloads the entry's own imports.
  const inHtml = entry ? closure(manifest, entry) : new Set<string>();
  // The storefront's code proper, which the small entry imports once the page is painted (main.tsx):
  // it downloads with the HTML all the same.
  const app = closure(manifest, BOOT);

  const scripts = (needs: PageNeeds) => {
    const keys = new Set(app);
    if (needs.chunk !== HOME) closure(manifest, PAGE_LOADERS, keys);
    return [...closure(manifest, needs.chunk, keys)]
      .filter((key) => !inHtml.has(key))
      .map((key) => `/${manifest[key]!.file}`);
  };

  return {
    scripts(url) {
      const needs = pageNeeds(url);
      return needs ? scripts(needs) : [];
    },
    links(url) {
      const needs = pageNeeds(url);
      if (!needs) return [];
      // A hint only for an address of sane length: a shopper (or a probe) can put 10 KB in ?query=, and
      // a header that long is refused by proxies (nginx answers 502), while the page works without it.
      const data = needs.fetches
        .filter((p) => p.length <= MAX_HINTED_PATH)
        .map((p) => `</api/v1${p}>; rel=preload; as=fetch; crossorigin`);
      return [...data, ...scripts(needs).map((href) => `<${href}>; rel=modulepreload; crossorigin`)];
    },
  };
}
