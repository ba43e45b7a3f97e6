/**
 * RTK Query's fetchBaseQuery builds `new Request('/api/v1/…')`; Node's Request (used under jsdom) has no
 * page URL to resolve a relative path against, so resolve it against the test origin as a browser would.
 * Call once at the top of a test file whose page makes API calls.
 */
export function resolveRelativeRequests(origin = 'http://localhost'): void {
  const NodeRequest = globalThis.Request;
  if ((NodeRequest as { relativeAware?: boolean }).relativeAware) return;
  class RelativeRequest extends NodeRequest {
    static relativeAware = true;
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, origin) : input, init);
    }
  }
  globalThis.Request = RelativeRequest;
}

/** A request as the storefront sent it: method, path with query, and the parsed JSON body. */
export interface SeenCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = unknown | ((call: SeenCall) => unknown);

/**
 * A fetch stub that routes by method and path: keys 'PUT /api/v1/cart/' or just '/api/v1/cart/' (any
 * method); the path may include the query. Handlers get the call (method and JSON body intact, which the
 * plain stubFetch copy loses under jsdom) and return a body (200 JSON) or a Response. Unknown paths: 404.
 */
export function stubApi(routes: Record<string, Handler>): SeenCall[] {
  resolveRelativeRequests();
  const calls: SeenCall[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(req.url, 'http://localhost');
    const text = await req.clone().text();
    const call = {
      method: req.method,
      path: url.pathname + url.search,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const key = [
      `${call.method} ${call.path}`,
      `${call.method} ${url.pathname}`,
      call.path,
      url.pathname,
    ].find((k) => k in routes);
    if (key === undefined) {
      return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Not found' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    }
    const handler = routes[key];
    const body = typeof handler === 'function' ? await (handler as (c: SeenCall) => unknown)(call) : handler;
    if (body instanceof Response) return body;
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return calls;
}
