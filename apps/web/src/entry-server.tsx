import { matchPage, PAGE_ROUTES, PERSONAL_PAGES } from '@kandamul/domain';
import { StrictMode } from 'react';
// The edge build, not the Node one: the Node build runs every render inside an AsyncLocalStorage,
// which (Node 20) turns on promise tracking for the whole process from the first render on, a cost
// every API request then pays. Nothing here needs it: a render reads only its own store.
import { renderToReadableStream } from 'react-dom/server.edge';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { Appearance, DARK_CLASS } from './app/providers';
import { type AppStore, makeStore } from './app/store';
import { api, type ServerFetch } from './lib/api/base-api';
import { i18n } from './lib/i18n/i18n';
import { hintsFromCookie } from './ssr/server-hints';
import { prefetchPage } from './ssr/prefetch';
import { type ServerState, serverStateScript } from './ssr/server-state';
import { viewportOf } from './ssr/viewport';

export { pageAddress, SERVER_RENDERED_ROUTES } from './ssr/prefetch';

// The server side of server rendering, built by `vite build --ssr` into dist-ssr and called by the API
// server for the pages a shopper lands on (docs/decisions/007). A page arrives as HTML with its styles
// and data, so it is seen before any script has run; the browser then hydrates it (main.tsx).

export interface PageRequest {
  /** Path and query, as the browser asked for them. */
  url: string;
  cookie?: string;
  userAgent?: string;
  /** The Sec-CH-UA-Mobile client hint. */
  mobileHint?: string;
  /** The page's scripts (boot and page chunks): the browser fetches them once the page is painted. */
  scripts?: string[];
  /** Abandons the render (the server gave up waiting): it stops and gives its turn up. */
  signal?: AbortSignal;
  serverFetch: ServerFetch;
  /**
   * The signed-in shopper, for a personal page (PERSONAL_PAGES) only: the API found them by the
   * page-session cookie (decision 045) and gives the render a short bearer token for its own reads.
   * The token stays on the server: the page carries only the user id.
   */
  session?: { userId: number; access: string };
}

// The language is one value for the whole process (lib/i18n), so renders take turns: each sets its
// shopper's language and renders synchronously to the end before the next starts.
let turn: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const result = turn.then(work, work);
  turn = result.catch(() => undefined);
  return result;
}

/** Rejects when `signal` aborts; never settles otherwise. */
function aborted(signal: AbortSignal | undefined): Promise<never> {
  return new Promise((_, reject) => {
    if (!signal) return;
    if (signal.aborted) reject(signal.reason as Error);
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });
}

async function renderToHtml(element: React.ReactNode, signal: AbortSignal | undefined): Promise<string> {
  // An error anywhere fails the whole page (the server sends the shell and the browser renders):
  // React would otherwise send the failed part's fallback, to be rendered by the browser.
  let failure: unknown;
  const stream = await renderToReadableStream(element, {
    signal,
    // No boundary is sent apart to be revealed by an inline script later (the shop's CSP allows no
    // inline script, and there is nothing to wait for: the page is complete).
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => {
      failure ??= error;
    },
  });
  // Everything, lazy page chunks included, is rendered before a byte is taken: the HTML is complete.
  await stream.allReady;
  if (failure !== undefined) {
    await stream.cancel();
    throw failure instanceof Error ? failure : new Error(String(failure));
  }
  return new Response(stream).text();
}

export interface RenderedPage {
  html: string;
  /** `Link` header values: preloads of the first screen's images. */
  links: string[];
  /** 404 for a product the shop does not have (the page says so), else 200. */
  status: number;
}

// The head's image preloads go after the viewport meta: a srcset preload is chosen by the layout width,
// which the browser's preload scanner knows only once it has read that meta. Before it, a phone's
// scanner took the page as 980 px wide and fetched the 1600 px banner as well as the 800 px one the
// page then showed (37 KB more, at high priority, beside the first screen).
const PRELOADS_AFTER = /<meta name="viewport"[^>]*>/i;

/** `<link rel="preload" as="image" href="…" fetchPriority="high"/>` as a Link header value. */
function imagePreloadAsLink(tag: string): string | undefined {
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  const href = attr('href');
  if (attr('rel') !== 'preload' || attr('as') !== 'image' || !href || attr('imageSrcSet')) return undefined;
  // React escapes & in attributes; a header carries the address itself, in ASCII: an upload may be
  // named in Devanagari or with spaces, and a header with such characters is refused (a 500).
  const url = href.replace(/&amp;/g, '&').replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char));
  if (/[<>,;"]/.test(url)) return undefined;
  const priority = attr('fetchPriority');
  return `<${url}>; rel=preload; as=image${priority === 'high' ? '; fetchpriority=high' : ''}`;
}

/**
 * The browser-kept slices a personal page is drawn from, as the server read them (its cart for
 * checkout, its wishlist for the wishlist page): hydration draws the page from these, and the
 * shopper's own remembered copy, if it differs (a cart changed offline), redraws it right after.
 */
function personalSlices(
  url: URL,
  store: AppStore,
): Pick<NonNullable<ServerState['session']>, 'cart' | 'wishlist'> {
  if (url.pathname === PAGE_ROUTES.checkout) return { cart: store.getState().cart };
  if (url.pathname === PAGE_ROUTES.wishlist) return { wishlist: store.getState().wishlist };
  return {};
}

type Hints = Pick<PageRequest, 'cookie' | 'userAgent' | 'mobileHint'>;

/** What, besides the address, makes one rendered page differ from another (the server's cache key). */
export function pageVariant(request: Hints): string {
  const { mode, language, calendar, cartHasItems, otpPending } = hintsFromCookie(request.cookie);
  const variant = [mode, language, calendar, cartHasItems ? 'cart' : 'empty', viewportOf(request)];
  // Only the code screens' requests carry the open-code-screen cookie (their paths).
  return [...variant, ...(otpPending ? ['otp'] : [])].join('.');
}

/**
 * The page at `request.url` as a whole HTML document built on `template` (the built index.html), or
 * undefined for a page the browser renders alone (behind a login, or a cart only the browser knows).
 */
export async function renderPage(template: string, request: PageRequest): Promise<RenderedPage | undefined> {
  const url = new URL(request.url, 'http://kandamul.local');
  const hints = hintsFromCookie(request.cookie);
  if (url.pathname === PAGE_ROUTES.cart && hints.cartHasItems) return undefined;
  // A code screen reloaded with its phone or e-mail, which only the browser's history state has.
  const codeScreen = url.pathname === PAGE_ROUTES.otp || url.pathname === PAGE_ROUTES.otpEmail;
  if (codeScreen && hints.otpPending) return undefined;
  const viewport = viewportOf(request);
  // Only a personal page is rendered signed in: every other page is the same for everyone (and kept).
  const session = request.session && matchPage(PERSONAL_PAGES, url.pathname) ? request.session : undefined;
  const store = makeStore(
    {
      theme: { mode: hints.mode, language: hints.language, calendar: hints.calendar },
      ...(session
        ? { auth: { user_id: String(session.userId), access: session.access, refresh: null } }
        : {}),
    },
    { serverFetch: request.serverFetch },
  );
  const prefetched = prefetchPage(url, store.dispatch, { signedIn: session !== undefined });
  if (!prefetched) return undefined;
  await Promise.race([
    Promise.resolve(prefetched).then(() => Promise.all(store.dispatch(api.util.getRunningQueriesThunk()))),
    aborted(request.signal),
  ]);
  // A read that failed for another reason than "no such thing" (the database away, a timeout) is
  // not rendered into a page that would be kept and shown to everyone: the browser renders it, and
  // asks again itself.
  const failed = Object.values(store.getState()[api.reducerPath].queries).filter(
    (q) => q?.status === 'rejected',
  );
  const notFound = (q: (typeof failed)[number]) =>
    (q?.error as { status?: unknown } | undefined)?.status === 404;
  if (failed.some((q) => !notFound(q))) return undefined;

  return inTurn(async () => {
    request.signal?.throwIfAborted();
    await i18n.changeLanguage(hints.language);
    const html = await renderToHtml(
      <StrictMode>
        <Provider store={store}>
          <Appearance viewport={viewport}>
            <StaticRouter location={url.pathname + url.search}>
              <App />
            </StaticRouter>
          </Appearance>
        </Provider>
      </StrictMode>,
      request.signal,
    );
    // React puts the page's resource hints (the first screen's images) first. Those with a plain
    // address go in the Link header, so the image starts downloading with the first byte of the page;
    // the others (a srcset) at the top of the head.
    const preloads = /^(?:<link [^>]*\/>)*/.exec(html)![0];
    const body = html.slice(preloads.length);
    const links: string[] = [];
    const headPreloads = (preloads.match(/<link [^>]*\/>/g) ?? []).filter((tag) => {
      const link = imagePreloadAsLink(tag);
      if (link) links.push(link);
      return !link;
    });
    const { queries, provided } = store.getState()[api.reducerPath];
    const state = serverStateScript({
      viewport,
      mode: hints.mode,
      language: hints.language,
      calendar: hints.calendar,
      scripts: request.scripts ?? [],
      // Who the page was rendered for (never the token): hydration renders signed in as they were,
      // with the cart and wishlist the page was drawn from (checkout, the wishlist: decision 046).
      ...(session ? { session: { user_id: String(session.userId), ...personalSlices(url, store) } } : {}),
      // What hydration reads; the slice's bookkeeping (subscriptions, config) is the browser's own.
      api: { queries, mutations: {}, provided },
    });
    // Replacer functions: a "$&" in a product's text must stay text, not become a replacement pattern.
    const page = template
      .replace(
        /<html lang="[^"]*"/,
        // The mode's class: the shop's stylesheet draws the page dark from the first paint.
        () => `<html lang="${hints.language}"${hints.mode === 'dark' ? ` class="${DARK_CLASS}"` : ''}`,
      )
      .replace(
        PRELOADS_AFTER.test(template) ? PRELOADS_AFTER : /<meta charset="[^"]*" \/>/i,
        (meta) => `${meta}${headPreloads.join('')}`,
      )
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>${state}`);
    return { html: page, links, status: failed.length > 0 ? 404 : 200 };
  });
}
