import { MESSAGES, PAGE_ROUTES } from '@kandamul/domain';
import { type ComponentType, createElement, isValidElement, lazy, type ReactNode } from 'react';
import { matchRoutes, Navigate, type RouteObject, useRoutes } from 'react-router';
import { NeedsBrowserState } from '../components/needs-browser-state';
import { RequireAuth } from '../components/require-auth';
import { useOwnState } from '../ssr/page-ready';
import { NotFoundPage, RouteErrorBoundary } from '../components/route-error';
import { MainLayout } from './layouts/main-layout';

type Preloadable = ComponentType & { preload: () => Promise<unknown> };

// Every page is its own chunk: a shopper on a phone downloads only the page they open. Once its
// module is here (preloaded, or loaded by a first render) the page renders at once, without suspending.
// Every page is drawn by the shop's stylesheet (styles/shop.css); none loads MUI (decisions 047, 052–056).
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module[name] as ComponentType;
      return loaded;
    });
  const Lazy = lazy(async () => ({ default: await preload() }));
  const Page: Preloadable = Object.assign(() => (loaded ? createElement(loaded) : <Lazy />), { preload });
  return <Page />;
}

// Every page but the home page is loaded through page-loaders.ts: each dynamic import carries the list
// of chunks to preload with it, and those lists name most of the shop's files (1.6 KB gzip of the home
// page's first download when they were here). The server sends that chunk with every other page
// (apps/api/src/plugins/page-hints.ts); on the home page it is fetched once the page is up.
const loaders = () => import('./page-loaders');
type Loaders = Awaited<ReturnType<typeof loaders>>;
/** A page's module, through page-loaders.ts (fetched first, unless it is here already). */
function later<K extends keyof Loaders>(name: K): Loaders[K] {
  return (() => loaders().then<unknown>((m) => m[name]())) as Loaders[K];
}

const catalog = {
  home: () => import('../features/catalog/pages/home-page'),
  detail: later('detail'),
  category: later('category'),
  today: later('today'),
  arrivals: later('arrivals'),
  search: later('search'),
};
const account = {
  login: later('login'),
  signup: later('signup'),
  forgot: later('forgot'),
  otp: later('otp'),
  otpEmail: later('otpEmail'),
  change: later('change'),
  profile: later('profile'),
  edit: later('edit'),
  ratings: later('ratings'),
};
const cart = later('cart');
const checkout = later('checkout');
const paymentResult = later('paymentResult');
const wishlist = later('wishlist');
const orders = later('orders');

const requireLogin = (element: React.ReactNode, warning?: string) => (
  <RequireAuth warning={warning}>{element}</RequireAuth>
);

const browserState = (element: React.ReactNode) => <NeedsBrowserState>{element}</NeedsBrowserState>;

/**
 * /profile opens on its Orders tab. A navigation is the browser's to make: the server renders the
 * profile signed in (decision 045), where a Navigate would only warn, and hydration renders it as the
 * server did; the browser moves to the tab in the render after.
 */
function ToOrdersTab() {
  return useOwnState() ? <Navigate to="orders" replace /> : null;
}

/** Every route of SPEC §2. Paths keep the spec's spelling (viewallca, viewallfy, Viewallna). */
export const routes: RouteObject[] = [
  {
    element: <MainLayout withCategories />,
    children: [
      { path: PAGE_ROUTES.home, element: page(catalog.home, 'HomePage') },
      { path: PAGE_ROUTES.category, element: page(catalog.category, 'CategoryListingPage') },
      { path: PAGE_ROUTES.todaySpecial, element: page(catalog.today, 'TodaySpecialPage') },
      { path: PAGE_ROUTES.newArrivals, element: page(catalog.arrivals, 'NewArrivalsPage') },
      { path: PAGE_ROUTES.search, element: page(catalog.search, 'SearchPage') },
    ],
  },
  {
    element: <MainLayout />,
    children: [
      { path: PAGE_ROUTES.detail, element: page(catalog.detail, 'ProductDetailPage') },
      { path: PAGE_ROUTES.product, element: page(catalog.detail, 'ProductDetailPage') },
      { path: PAGE_ROUTES.cart, element: page(cart, 'CartPage') },
      {
        path: PAGE_ROUTES.checkout,
        element: requireLogin(page(checkout, 'CheckoutPage'), MESSAGES.loginForCheckout),
      },
      { path: PAGE_ROUTES.paymentResult, element: requireLogin(page(paymentResult, 'PaymentResultPage')) },
      { path: PAGE_ROUTES.login, element: page(account.login, 'LoginPage') },
      { path: PAGE_ROUTES.signup, element: page(account.signup, 'SignupPage') },
      { path: PAGE_ROUTES.forgotPassword, element: page(account.forgot, 'ForgotPasswordPage') },
      // These read the navigation's state (the phone or e-mail a code went to, the reset token).
      // Draws what it can before it knows the phone itself (decision 046).
      { path: PAGE_ROUTES.otp, element: page(account.otp, 'OtpVerifyPage') },
      { path: PAGE_ROUTES.otpEmail, element: page(account.otpEmail, 'OtpVerifyEmailPage') },
      { path: PAGE_ROUTES.changePassword, element: browserState(page(account.change, 'ChangePasswordPage')) },
      {
        path: PAGE_ROUTES.profile,
        element: requireLogin(page(account.profile, 'ProfilePage')),
        children: [
          { index: true, element: <ToOrdersTab /> },
          { path: 'orders', element: page(orders, 'OrdersPage') },
          { path: 'wishlist', element: page(wishlist, 'WishlistPage') },
          { path: 'ratings', element: page(account.ratings, 'RatingsPage') },
        ],
      },
      { path: PAGE_ROUTES.wishlist, element: page(wishlist, 'WishlistPage') },
      { path: PAGE_ROUTES.editProfile, element: requireLogin(page(account.edit, 'EditProfilePage')) },
      { path: PAGE_ROUTES.orders, element: requireLogin(page(orders, 'OrdersPage')) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The page components an element renders, itself or the page a wrapper (RequireAuth) holds. */
function pagesIn(element: ReactNode): Preloadable[] {
  if (!isValidElement<{ children?: ReactNode }>(element)) return [];
  const own =
    typeof element.type === 'function' && 'preload' in element.type ? [element.type as Preloadable] : [];
  return [...own, ...pagesIn(element.props.children)];
}

/** Fetches the other pages' loaders while the shopper reads, so the first tap on a link waits for no more. */
export function preloadPageLoaders(): void {
  void loaders().catch(() => undefined);
}

/**
 * Loads the modules of the pages at `pathname`. A server-rendered page is hydrated only after this:
 * a page still loading when hydration starts is left as the server's HTML for a moment, and if the
 * shopper's remembered state (a session, a cart) changes anything in it meanwhile, React throws that
 * HTML away and renders the page again from its skeleton, losing a tap made on it.
 */
export async function preloadPages(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.flatMap((m) => pagesIn(m.route.element)).map((p) => p.preload()));
}

/**
 * The route table in declarative mode (inside a BrowserRouter): the data router would add 16 KB gzip
 * to the first download for loaders and actions the shop does not use.
 */
export function AppRoutes() {
  const element = useRoutes(routes);
  // The layouts catch their pages' errors; this catches a layout's own, instead of a blank screen.
  return <RouteErrorBoundary>{element}</RouteErrorBoundary>;
}
