// Helpers for this feature's component tests only.
export { resolveRelativeRequests } from '../../test/relative-requests';

/** A JSON response with a status. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Wraps the stubbed fetch to record each call's method, path and JSON body (the shared stub's copy of a
 * request loses its body under jsdom). Call after stubFetch.
 */
export function recordCalls() {
  const seen: { method: string; path: string; body: unknown }[] = [];
  const inner = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const text = await req.clone().text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON (a multipart upload): keep the text
    }
    const path = new URL(req.url).pathname;
    // The code screens ask once what kind of shop this is (the demo note); the tests look at the rest.
    if (path !== '/api/v1/shop/') seen.push({ method: req.method, path, body });
    return inner(input, init);
  }) as typeof fetch;
  return seen;
}
