import { afterEach, describe, expect, it } from 'vitest';
import { getProfileApi } from '../features/account/api/get-profile';
import { getAddressesApi } from '../features/checkout/api/get-addresses';
import { getOrdersApi } from '../features/orders/api/get-orders';
import {
  API_BASE,
  EARLY_READ_MAX_AGE_MS,
  EARLY_READS,
  forgetEarlyReads,
  rememberedBearer,
  startEarlyReads,
} from '../lib/api/early-reads';
import { listWishlistApi } from '../lib/wishlist/api/list-wishlist';
import { resolveRelativeRequests } from '../test/relative-requests';
import { type AppStore, makeStore } from './store';

resolveRelativeRequests();

interface Seen {
  path: string;
  authorization: string | null;
}

/** A fetch that records every request (path with query, bearer) and answers `body` for each. */
function recordingFetch(body: (path: string) => unknown): { seen: Seen[]; fetch: typeof fetch } {
  const seen: Seen[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(req.url, 'http://localhost');
    const path = url.pathname + url.search;
    seen.push({ path, authorization: req.headers.get('authorization') });
    return new Response(JSON.stringify(body(path)), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { seen, fetch: fetchFn };
}

/** localStorage as persistence.ts writes it: each field JSON-encoded on its own. */
function remembered(session: { access: string; user_id: string }): Pick<Storage, 'getItem'> {
  const stored = JSON.stringify({
    access: JSON.stringify(session.access),
    user_id: JSON.stringify(session.user_id),
    refresh: JSON.stringify('r'),
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  });
  return { getItem: (key) => (key === 'persist:auth' ? stored : null) };
}

const signedIn = { auth: { access: 'tok', user_id: '7', refresh: 'r' } };

const ORDERS = { count: 1, next: null, previous: null, results: [{ id: 41 }] };

afterEach(() => forgetEarlyReads());

describe('early reads of the pages behind a login', () => {
  it('are the very requests the pages’ queries make, so their answers are used', async () => {
    const endpoints: Record<string, (store: AppStore) => Promise<unknown>> = {
      '/order/list/?page_size=100': (store) => store.dispatch(getOrdersApi.endpoints.getOrders.initiate()),
      '/profile/': (store) => store.dispatch(getProfileApi.endpoints.getProfile.initiate()),
      '/order/address/list/': (store) => store.dispatch(getAddressesApi.endpoints.getAddresses.initiate()),
      '/list/wishlist/': (store) => store.dispatch(listWishlistApi.endpoints.listWishlist.initiate()),
    };
    const listed = new Set(Object.values(EARLY_READS).flat());
    expect([...listed].sort()).toEqual(Object.keys(endpoints).sort());
    for (const [path, read] of Object.entries(endpoints)) {
      const { seen, fetch } = recordingFetch(() => ({ results: [] }));
      globalThis.fetch = fetch;
      await read(makeStore(signedIn));
      expect(seen.map((s) => s.path)).toEqual([API_BASE + path]);
      expect(seen[0]!.authorization).toBe('Bearer tok');
    }
  });

  it('answer the page’s query with the remembered session’s read, made once', async () => {
    const { seen, fetch } = recordingFetch((path) =>
      path.startsWith('/api/v1/order/list/') ? ORDERS : { results: [] },
    );
    globalThis.fetch = fetch;
    startEarlyReads('/orders', remembered({ access: 'tok', user_id: '7' }));
    expect(seen.map((s) => s.path)).toEqual(['/api/v1/order/list/?page_size=100', '/api/v1/list/wishlist/']);
    expect(seen[0]!.authorization).toBe('Bearer tok');

    const store = makeStore(signedIn);
    const result = await store.dispatch(getOrdersApi.endpoints.getOrders.initiate());
    expect(result.data).toEqual([{ id: 41 }]);
    // No second request: the query took the early answer.
    expect(seen).toHaveLength(2);
    // Taken once: a later refetch asks the server.
    await store.dispatch(getOrdersApi.endpoints.getOrders.initiate(undefined, { forceRefetch: true }));
    expect(seen).toHaveLength(3);
  });

  it('are not made for a visitor, a page without a login, or a half session', () => {
    const { seen, fetch } = recordingFetch(() => ({}));
    startEarlyReads('/orders', { getItem: () => null }, fetch);
    startEarlyReads('/', remembered({ access: 'tok', user_id: '7' }), fetch);
    startEarlyReads('/orders', remembered({ access: 'tok', user_id: '' }), fetch);
    startEarlyReads('/orders', { getItem: () => '{not json' }, fetch);
    expect(seen).toEqual([]);
    expect(rememberedBearer(remembered({ access: '', user_id: '7' }))).toBeUndefined();
  });

  it('are not used by another session or once old', async () => {
    const { seen, fetch } = recordingFetch(() => ORDERS);
    globalThis.fetch = fetch;
    startEarlyReads('/orders', remembered({ access: 'old', user_id: '7' }));
    await makeStore(signedIn).dispatch(getOrdersApi.endpoints.getOrders.initiate());
    expect(seen.map((s) => s.authorization)).toEqual(['Bearer old', 'Bearer old', 'Bearer tok']);

    forgetEarlyReads();
    seen.length = 0;
    startEarlyReads(
      '/orders',
      remembered({ access: 'tok', user_id: '7' }),
      fetch,
      Date.now() - EARLY_READ_MAX_AGE_MS - 1,
    );
    await makeStore(signedIn).dispatch(getOrdersApi.endpoints.getOrders.initiate());
    expect(seen.map((s) => s.path)).toEqual([
      '/api/v1/order/list/?page_size=100',
      '/api/v1/list/wishlist/',
      '/api/v1/order/list/?page_size=100',
    ]);
  });
});
