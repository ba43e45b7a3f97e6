import { act, render, type RenderOptions } from '@testing-library/react';
import { type ReactElement, type ReactNode, useLayoutEffect } from 'react';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type NavigateOptions,
  type RouteObject,
  type To,
  useLocation,
  useNavigate,
  useRoutes,
} from 'react-router';
import { Providers } from '../app/providers';
import { makeStore, persistStore } from '../app/store';
import type { SharedState } from '../lib/hooks';

export interface RenderPageOptions {
  path?: string;
  /** The URL to open, with state if the page reads navigation state. */
  url?: string;
  state?: unknown;
  preloadedState?: Partial<SharedState>;
  extraRoutes?: RouteObject[];
}

/** What tests read and do of the router, in the data router's words: `router.state.location`, `router.navigate`. */
export interface TestRouter {
  readonly state: { readonly location: Location };
  navigate(to: To, options?: NavigateOptions): Promise<void>;
}

/** Tells the test the router's current location and navigate function, after every render. */
function RouterProbe({ onRender }: { onRender: (location: Location, navigate: NavigateFunction) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  // A layout effect: it has run by the time the act() around a click or a navigation returns.
  useLayoutEffect(() => onRender(location, navigate), [onRender, location, navigate]);
  return null;
}

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders a page inside the real providers (store with persistence, theme, i18n, toasts) and a memory
 * router in the storefront's declarative mode (useRoutes, as main.tsx does), as a shopper's browser
 * would; fetch is whatever the test stubs.
 */
export function renderPage(element: ReactElement, opts: RenderPageOptions = {}, options?: RenderOptions) {
  const store = makeStore(opts.preloadedState as Parameters<typeof makeStore>[0]);
  persistStore(store);
  const routes: RouteObject[] = [
    { path: opts.path ?? '/', element },
    ...(opts.extraRoutes ?? [{ path: '*', element: <div>elsewhere</div> }]),
  ];
  let current: { location: Location; navigate: NavigateFunction } | undefined;
  const onRender = (location: Location, navigate: NavigateFunction) => {
    current = { location, navigate };
  };
  const rendered = () => {
    if (!current) throw new Error('The router has not rendered yet');
    return current;
  };
  const router: TestRouter = {
    get state() {
      return { location: rendered().location };
    },
    navigate(to, navigateOptions) {
      // In act, so the new page has rendered when this returns, as after a click.
      act(() => void rendered().navigate(to, navigateOptions));
      return Promise.resolve();
    },
  };
  // The router goes outside the providers (main.tsx has it inside): the probe then reports the
  // location at once, so a test may navigate before the store has rehydrated, as with the data router.
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[{ pathname: opts.url ?? opts.path ?? '/', state: opts.state }]}>
      <RouterProbe onRender={onRender} />
      <Providers store={store}>{children}</Providers>
    </MemoryRouter>
  );
  const result = render(<RouteTable routes={routes} />, { wrapper: Wrapper, ...options });
  return { ...result, store, router };
}

/** A fetch stub answering JSON by path; unknown paths answer 404. */
export function stubFetch(routes: Record<string, unknown | ((req: Request) => unknown)>) {
  const calls: Request[] = [];
  const impl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(
      new URL(String(input instanceof Request ? input.url : input), 'http://localhost'),
      init ?? (input instanceof Request ? input : undefined),
    );
    calls.push(req);
    const url = new URL(req.url);
    const key = Object.keys(routes).find((k) => url.pathname + url.search === k || url.pathname === k);
    if (!key)
      return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Not found' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    const handler = routes[key];
    const body = typeof handler === 'function' ? await (handler as (r: Request) => unknown)(req) : handler;
    if (body instanceof Response) return body;
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  globalThis.fetch = impl as typeof fetch;
  return calls;
}
