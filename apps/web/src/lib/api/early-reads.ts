// A page behind a login is rendered at the server as its layout and skeleton (the server does not know
// the session, decision 026); its content comes once the app's code has arrived, booted, hydrated and
// read the remembered session, and only then did the page ask for its data: one more round trip after
// the largest download. The page's first reads are now started by the small entry (main.tsx) as soon
// as the HTML is parsed, with the remembered session, while the code downloads; the storefront's HTTP
// client (base-api.ts) takes their answers instead of asking again (docs/decisions/035).
//
// This module is part of the entry: it imports nothing of the app.

export const API_BASE = '/api/v1';

/**
 * The reads each page behind a login starts with, under API_BASE, exactly as the page's queries send
 * them (path and query string: a read that does not match is simply made again). A test checks each
 * against the request its endpoint really makes.
 */
export const EARLY_READS: Readonly<Record<string, readonly string[]>> = {
  '/orders': ['/order/list/?page_size=100', '/list/wishlist/'],
  '/profile': ['/profile/', '/list/wishlist/'],
  '/edit-profile': ['/profile/', '/list/wishlist/'],
  '/checkout': ['/order/address/list/', '/list/wishlist/'],
  '/wishlist': ['/list/wishlist/'],
};

/** An answer started early is used only by a request made soon after: never an old answer later on. */
export const EARLY_READ_MAX_AGE_MS = 30_000;

interface EarlyRead {
  authorization: string;
  startedAt: number;
  response: Promise<Response>;
}

const started = new Map<string, EarlyRead>();

/** The bearer of the remembered session (persistence.ts's stored shape), or undefined when signed out. */
export function rememberedBearer(storage: Pick<Storage, 'getItem'>): string | undefined {
  try {
    const raw = storage.getItem('persist:auth');
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Record<string, string | undefined>;
    const access: unknown = stored.access ? JSON.parse(stored.access) : '';
    const userId: unknown = stored.user_id ? JSON.parse(stored.user_id) : '';
    // SPEC §5: the bearer goes only when both access and user_id exist.
    if (typeof access !== 'string' || !access || !userId) return undefined;
    return `Bearer ${access}`;
  } catch {
    // Storage blocked or unreadable: the page asks for its data itself, as before.
    return undefined;
  }
}

/**
 * Starts the reads of the page at `pathname` when a session is remembered; nothing otherwise. A read
 * that fails is left to the page, which asks again.
 */
export function startEarlyReads(
  pathname: string,
  storage: Pick<Storage, 'getItem'>,
  fetchFn: typeof fetch = fetch,
  now = Date.now(),
): void {
  const reads = EARLY_READS[pathname.replace(/(.)\/$/, '$1')];
  if (!reads) return;
  const authorization = rememberedBearer(storage);
  if (!authorization) return;
  for (const path of reads) {
    const response = fetchFn(API_BASE + path, {
      headers: { authorization, accept: 'application/json' },
      credentials: 'same-origin',
    });
    // A rejected read must not surface as an unhandled rejection: the page's own request follows.
    response.catch(() => undefined);
    started.set(API_BASE + path, { authorization, startedAt: now, response });
  }
}

/**
 * The answer to `request` started early, taken once: same address, GET, same session, recent.
 * Undefined otherwise, and the request is sent as usual.
 */
export function takeEarlyRead(request: Request, now = Date.now()): Promise<Response> | undefined {
  if (request.method !== 'GET' || started.size === 0) return undefined;
  const url = new URL(request.url, 'http://localhost');
  const key = url.pathname + url.search;
  const early = started.get(key);
  if (!early) return undefined;
  started.delete(key);
  if (now - early.startedAt > EARLY_READ_MAX_AGE_MS) return undefined;
  if (request.headers.get('authorization') !== early.authorization) return undefined;
  // A failed early read (the connection dropped) is made again by the page's own request.
  return early.response.catch(() => fetch(request));
}

/** Forgets every read started early (tests). */
export function forgetEarlyReads(): void {
  started.clear();
}
