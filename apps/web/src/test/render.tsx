import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
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

/**
 * Renders a page inside the real providers (store with persistence, theme, i18n, toasts) and a memory
 * router, as a shopper's browser would; fetch is whatever the test stubs.
 */
export function renderPage(element: ReactElement, opts: RenderPageOptions = {}, options?: RenderOptions) {
  const store = makeStore(opts.preloadedState as Parameters<typeof makeStore>[0]);
  const persistor = persistStore(store);
  const router = createMemoryRouter(
    [
      { path: opts.path ?? '/', element },
      ...(opts.extraRoutes ?? [{ path: '*', element: <div>elsewhere</div> }]),
    ],
    { initialEntries: [{ pathname: opts.url ?? opts.path ?? '/', state: opts.state }] },
  );
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Providers store={store} persistor={persistor}>
      {children}
    </Providers>
  );
  const result = render(<RouterProvider router={router} />, { wrapper: Wrapper, ...options });
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
