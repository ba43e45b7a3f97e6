import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_ROUTES, PERSONAL_PAGES } from '@kandamul/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ResponseCache } from './response-cache';

// The pages a shopper lands on (home, a product, a search, a category list, the cart) are rendered
// here, by the storefront's own code (apps/web/src/entry-server.tsx, built into dist-ssr), so they
// arrive as HTML with their data instead of an empty page waiting for its scripts
// (docs/decisions/007). Any other page, and any page whose render fails, is the single-page app as
// before: a render is an improvement, never a requirement.

// The server entry's shape, as apps/web/src/entry-server.tsx exports it. Written out here rather than
// imported: the entry is loaded at run time from a separate build, and its source compiles against the
// DOM, which the API does not (packages/domain, which both could share, has no fetch or AbortSignal).
interface ServerEntry {
  renderPage(template: string, request: PageRequest): Promise<RenderedPage | undefined>;
  pageVariant(request: Pick<PageRequest, 'cookie' | 'userAgent' | 'mobileHint'>): string;
  pageAddress(url: string): string;
  SERVER_RENDERED_ROUTES: readonly string[];
}
interface RenderedPage {
  html: string;
  links: string[];
  status: number;
}
interface PageRequest {
  url: string;
  cookie?: string;
  userAgent?: string;
  mobileHint?: string;
  scripts?: string[];
  signal?: AbortSignal;
  serverFetch: { origin: string; fetch: typeof fetch };
  session?: PageSession;
}

/**
 * The signed-in shopper a personal page is rendered for (decision 045): their id, and a bearer token
 * for the render's own API reads, made here and never sent to the browser.
 */
export interface PageSession {
  userId: number;
  access: string;
}

export interface ServerRenderOptions {
  webDist: string;
  /** The built server entry's folder (apps/web/dist-ssr). */
  ssrDist: string;
  /** How long a rendered page is kept (the catalogue's cache time; it is forgotten with it). */
  ttlMs: number;
  /** Answers a page the way the single-page app does (index.html with its hints). */
  sendShell: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
  /** The addresses of a page's scripts (page-hints.ts); its data is in the page itself. */
  pageScripts: (url: URL) => string[];
  /** Render the home page once the server listens, so the first shopper does not wait for the warm-up. */
  warmUp?: boolean;
  /**
   * The shopper a GET of a personal page (PERSONAL_PAGES) comes from, by the page-session cookie; null
   * for a visitor, or a cookie that is not (or no longer) valid. Such pages are rendered with the
   * shopper's data, never kept, and sent `private, no-store`.
   */
  pageSession?: (request: FastifyRequest) => Promise<PageSession | null>;
}

/** The personal pages' routes, in Fastify's path syntax (the same as the router's). */
const PERSONAL_ROUTES: ReadonlySet<string> = new Set(PERSONAL_PAGES.map((page) => PAGE_ROUTES[page]));

/** A page with one shopper's data: no shared cache, no browser cache, no service worker cache. */
const PERSONAL_CACHE_CONTROL = 'private, no-store';

const VARY = 'Accept-Encoding, Cookie, User-Agent, Sec-CH-UA-Mobile';

/** A render that takes longer than this is abandoned for the single-page app. */
const RENDER_TIMEOUT_MS = 3000;
/**
 * Renders take turns (one language at a time, entry-server.tsx) and cost ~40 ms of CPU each: beyond
 * this many in progress a page is sent as the single-page app at once, instead of a queue growing
 * behind a burst of uncached addresses (a crawler, or someone asking for random searches).
 */
const MAX_RENDERS_IN_PROGRESS = 4;

/** The hash of the sources a build was made from (apps/web/vite.config.ts), if it has one. */
function buildIdOf(dist: string): string | undefined {
  const file = path.join(dist, '.vite', 'build-id');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

async function loadEntry(
  app: FastifyInstance,
  webDist: string,
  ssrDist: string,
): Promise<ServerEntry | undefined> {
  const file = path.join(ssrDist, 'entry-server.js');
  if (!existsSync(file)) return undefined;
  const [web, ssr] = [buildIdOf(webDist), buildIdOf(ssrDist)];
  if (!web || web !== ssr) {
    // HTML from other code than the scripts that hydrate it would be thrown away by the browser at
    // best: the storefront alone, until both are built again (npm run build).
    app.log.warn(
      { web, ssr },
      'the server render and the storefront were built from different sources; pages are rendered in the browser',
    );
    return undefined;
  }
  try {
    return (await import(pathToFileURL(file).href)) as ServerEntry;
  } catch (error) {
    // A broken build (a chunk missing) costs the rendering, not the shop.
    app.log.error(
      { err: error, file },
      'the server render could not be loaded; pages are rendered in the browser',
    );
    return undefined;
  }
}

/**
 * The POSTs a render may make: reads the API takes as a POST for their body (checkout's delivery
 * charge, decision 046). Nothing else is sent but a GET, so a render can never change anything.
 */
const READS_BY_POST: ReadonlySet<string> = new Set(['/api/v1/order/calculate-delivery-charge/']);

/** The page's own reads go to this server in-process (app.inject): no socket, no second request log. */
function injectFetch(app: FastifyInstance): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    // A personal page's reads carry the render's own bearer (PageSession.access); the others none.
    const authorization = request.headers.get('authorization');
    const post = request.method === 'POST' && READS_BY_POST.has(url.pathname);
    const res = await app.inject({
      method: post ? 'POST' : 'GET',
      url: url.pathname + url.search,
      headers: {
        accept: 'application/json',
        ...(authorization ? { authorization } : {}),
        ...(post ? { 'content-type': 'application/json' } : {}),
      },
      ...(post ? { payload: await request.text() } : {}),
    });
    return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : res.rawPayload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  }) as typeof fetch;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`page render took over ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

export async function serverRenderPlugin(app: FastifyInstance, opts: ServerRenderOptions): Promise<void> {
  const entry = await loadEntry(app, opts.webDist, opts.ssrDist);
  if (!entry) {
    app.log.info('no server entry built (apps/web/dist-ssr): pages are rendered in the browser only');
    return;
  }
  const template = readFileSync(path.join(opts.webDist, 'index.html'), 'utf8');
  const serverFetch = { origin: 'http://kandamul.internal', fetch: injectFetch(app) };
  const hintsOf = (request: FastifyRequest) => ({
    cookie: request.headers.cookie,
    userAgent: request.headers['user-agent'],
    mobileHint: request.headers['sec-ch-ua-mobile'] as string | undefined,
  });

  await app.register(async (pages) => {
    // The shopper of a personal page's request, found before the cache is asked (it must not be).
    const sessions = new WeakMap<FastifyRequest, PageSession>();
    const { pageSession } = opts;
    if (pageSession) {
      pages.addHook('onRequest', async (request) => {
        if (request.method !== 'GET' || !PERSONAL_ROUTES.has(request.routeOptions.url ?? '')) return;
        const session = await pageSession(request);
        if (session) sessions.set(request, session);
      });
    }
    // A rendered page differs by address and by the shopper's theme, language, cart and screen.
    const cache = new ResponseCache({
      ttlMs: opts.ttlMs,
      // A page is 50–250 KB: a few hundred of them, not the JSON answers' 64 MB.
      maxEntries: 500,
      maxBytes: 32 * 1024 * 1024,
      cacheControl: 'no-cache',
      vary: VARY,
      keepHeaders: ['link'],
      keyOf: (request) => `${entry.pageAddress(request.url)}\n${entry.pageVariant(hintsOf(request))}`,
      // A page rendered for one shopper is neither served from nor kept in the shared cache.
      bypass: (request) => sessions.has(request),
    });
    cache.register(pages);
    pages.addHook('onClose', async () => cache.dispose());

    let rendering = 0;
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      if (rendering >= MAX_RENDERS_IN_PROGRESS) {
        request.log.info({ url: request.url }, 'renders busy; sent the single-page app');
        return opts.sendShell(request, reply);
      }
      let page: RenderedPage | undefined;
      // Named in the page, not preloaded with it: the browser fetches them once the page is painted,
      // so the first screen's images do not share a slow line with 200 KB of code (main.tsx).
      const scripts = opts.pageScripts(new URL(request.url, 'http://page'));
      // Counted until the render itself ends; one that takes too long is told to stop.
      const abandon = new AbortController();
      const session = sessions.get(request);
      const render = entry.renderPage(template, {
        url: entry.pageAddress(request.url),
        serverFetch,
        scripts,
        signal: abandon.signal,
        ...hintsOf(request),
        ...(session ? { session } : {}),
      });
      rendering += 1;
      void render.then(
        () => (rendering -= 1),
        () => (rendering -= 1),
      );
      try {
        page = await withTimeout(render, RENDER_TIMEOUT_MS);
      } catch (error) {
        abandon.abort(error);
        request.log.warn({ err: error, url: request.url }, 'page render failed; sent the single-page app');
      }
      if (page === undefined) return opts.sendShell(request, reply);
      // Only what a header may carry (the entry encodes addresses; this is the last guard).
      const links = page.links.filter((link) => /^[\x20-\x7e]+$/.test(link));
      if (links.length > 0) reply.header('Link', links.join(', '));
      // The shopper's own page: kept nowhere, not by the browser, a proxy or the service worker (whose
      // page cache refuses private answers, vite.config.ts), so the next person on a shared phone never
      // gets it back.
      if (session) reply.header('Cache-Control', PERSONAL_CACHE_CONTROL);
      return reply.code(page.status).header('Vary', VARY).type('text/html; charset=utf-8').send(page.html);
    };
    // Pages, not API: kept out of the API's documentation.
    for (const url of entry.SERVER_RENDERED_ROUTES) pages.get(url, { schema: { hide: true } }, handler);
  });

  if (opts.warmUp) {
    // The first render compiles the whole storefront (200 ms here; a warm one takes 40): done now,
    // and the home page (as most shoppers, on a phone) is then ready in the cache.
    app.addHook('onListen', async () => {
      void app
        .inject({ method: 'GET', url: '/', headers: { 'user-agent': 'Mobile', 'sec-ch-ua-mobile': '?1' } })
        .catch((error: unknown) => app.log.warn({ err: error }, 'warming up the page render failed'));
    });
  }
}
