/**
 * The storefront's page routes (SPEC §2's spelling, React Router's `:param` syntax). The router, the
 * server render's prefetch and the API's page hints all read this one table, so renaming a page
 * cannot silently leave the server rendering or hinting the old address.
 */
export const PAGE_ROUTES = {
  home: '/',
  category: '/viewallca/:categoryId',
  todaySpecial: '/viewallfy',
  newArrivals: '/Viewallna',
  search: '/search',
  detail: '/detail/:slug',
  product: '/product/:slug',
  cart: '/cart',
  checkout: '/checkout',
  paymentResult: '/payment/result',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgetpassword',
  otp: '/otpverify',
  otpEmail: '/otpverifys',
  changePassword: '/changepassword',
  profile: '/profile',
  wishlist: '/wishlist',
  editProfile: '/edit-profile',
  orders: '/orders',
} as const;
export type PageName = keyof typeof PAGE_ROUTES;

/**
 * The pages the server renders (and hints): every page a shopper can land on (issue 24, decision 026).
 * The catalogue, the forms of the account, and the pages behind a login: these the server renders
 * with the layout and the page's skeleton (it does not know the session, which the browser keeps),
 * so even they are painted before any script runs.
 */
export const SERVER_RENDERED_PAGES = [
  'home',
  'product',
  'detail',
  'search',
  'cart',
  'category',
  'todaySpecial',
  'newArrivals',
  'login',
  'signup',
  'forgotPassword',
  'otp',
  'otpEmail',
  'changePassword',
  'checkout',
  'paymentResult',
  'profile',
  'wishlist',
  'editProfile',
  'orders',
] as const satisfies readonly PageName[];

/**
 * Matches a pathname against a route pattern: literal segments exactly, `:name` segments capture
 * (percent-decoded), a trailing slash is allowed. Null when it does not match or cannot be decoded.
 */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  if (!pathname.startsWith('/')) return null;
  if (pattern === '/') return pathname === '/' ? {} : null;
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const want = pattern.split('/').slice(1);
  const got = path.split('/').slice(1);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = got[i]!;
    if (!w.startsWith(':')) {
      if (w !== g) return null;
      continue;
    }
    if (!g) return null;
    try {
      params[w.slice(1)] = decodeURIComponent(g);
    } catch {
      return null;
    }
  }
  return params;
}

/** The first page (of `names`) whose route matches `pathname`, with its parameters. */
export function matchPage<N extends PageName>(
  names: readonly N[],
  pathname: string,
): { page: N; params: Record<string, string> } | null {
  for (const page of names) {
    const params = matchRoute(PAGE_ROUTES[page], pathname);
    if (params) return { page, params };
  }
  return null;
}

/**
 * The pages the server renders with the signed-in shopper's own data (decision 045): it knows the
 * shopper from the page-session cookie, for a GET of these pages only. Without a valid one they are
 * rendered as every other visitor gets them (the layout and the page's skeleton).
 */
export const PERSONAL_PAGES = [
  'orders',
  'profile',
  'editProfile',
  // Drawn from the server's copy of the cart and the wishlist (decision 046).
  'checkout',
  'wishlist',
] as const satisfies readonly PageName[];

/**
 * The page session (decision 045): set by the API at login and refresh, HttpOnly, read only by the
 * server render of PERSONAL_PAGES, never accepted by the JSON API (which stays bearer-only).
 */
export const PAGE_SESSION_COOKIE = 'kd_page';
/**
 * Written by the browser beside its remembered session: the user id it is signed in as, removed the
 * moment it signs out (even offline). The server renders a personal page only when this names the
 * same shopper as the page session, so a sign-out that never reached the server still ends them.
 */
export const SIGNED_IN_COOKIE = 'kd_signed_in';
