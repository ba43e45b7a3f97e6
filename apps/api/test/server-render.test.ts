import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAGE_SESSION_COOKIE, SIGNED_IN_COOKIE } from '@kandamul/domain';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { hashPassword } from '../src/modules/auth/password';
import { invalidateResponseCaches } from '../src/plugins/response-cache';
import { createAddress, insertShopProducts, insertStations } from './fixtures/orders.fixtures';
import { createCustomer, createTestApp, DB_KINDS, type TestApp } from './helpers';

// The server render plugin with a stand-in for the storefront's built server entry: what the plugin
// promises (which pages, the in-process API, caching per variant, falling back to the single-page app)
// is proven without building the storefront. The real entry is tested in apps/web (entry-server) and
// end to end.

const ENTRY = `
export const SERVER_RENDERED_ROUTES = ['/', '/product/:slug', '/boom', '/left-to-browser', '/slow/:n', '/orders'];
export function pageAddress(url) {
  return url;
}
export function pageVariant({ cookie }) {
  return /kd_prefs=dark/.test(cookie ?? '') ? 'dark' : 'light';
}
export async function renderPage(template, request) {
  globalThis.__renders.push(request.url);
  if (request.url === '/boom') throw new Error('the page threw');
  if (request.url === '/left-to-browser') return undefined;
  if (request.url.startsWith('/slow/')) await globalThis.__slow;
  if (request.url === '/orders') {
    // As the real entry does: a personal page reads the shopper's data with the render's own bearer.
    if (!request.session) return { html: 'orders skeleton', links: [], status: 200 };
    const res = await request.serverFetch.fetch(request.serverFetch.origin + '/api/v1/order/list/', {
      headers: { authorization: 'Bearer ' + request.session.access },
    });
    const list = await res.json();
    return {
      html: 'orders of ' + request.session.userId + ': ' + list.results.map((o) => o.tracking_id).join(' '),
      links: [],
      status: 200,
    };
  }
  const res = await request.serverFetch.fetch(request.serverFetch.origin + '/api/v1/category/all/');
  const body = await res.json();
  return {
    html: template.replace('<div id="root"></div>', () =>
      '<div id="root">rendered ' + request.url + ' with ' + body.data.results.length + ' categories, ' +
      pageVariant(request) + ', scripts ' + request.scripts.join(' ') + '</div>'),
    links: ['</media/catalog/banner.webp>; rel=preload; as=image; fetchpriority=high'],
    status: 200,
  };
}
`;

declare global {
  var __renders: string[];
  var __slow: Promise<void>;
}

describe('server rendering of landing pages', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'kandamul-ssr-'));
    const dist = path.join(dir, 'dist');
    const ssr = path.join(dir, 'dist-ssr');
    mkdirSync(path.join(dist, '.vite'), { recursive: true });
    mkdirSync(ssr);
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="en"><div id="root"></div></html>',
    );
    writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-e1.js', isEntry: true, dynamicImports: ['src/boot.tsx'] },
        'src/boot.tsx': { file: 'assets/boot-b1.js', imports: ['_framework.js'] },
        '_framework.js': { file: 'assets/framework-f1.js' },
        'src/features/catalog/pages/home-page.tsx': { file: 'assets/home-page-h1.js' },
      }),
    );
    writeFileSync(path.join(ssr, 'entry-server.js'), ENTRY);
    // Both builds made from the same sources (apps/web/vite.config.ts writes the hash).
    mkdirSync(path.join(ssr, '.vite'));
    writeFileSync(path.join(dist, '.vite', 'build-id'), 'sources-1\n');
    writeFileSync(path.join(ssr, '.vite', 'build-id'), 'sources-1\n');
    t = await createTestApp('pglite', {
      env: { WEB_DIST: dist, WEB_SSR_DIST: ssr, CATALOG_CACHE_MS: '60000' },
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    globalThis.__renders = [];
  });

  it('renders a landing page with the real API in-process, its image hint in the Link header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/rendered \/ with [1-9]\d* categories, light/);
    // The page names its scripts (app, then page) for the browser to fetch once painted; no data hint.
    expect(res.body).toContain('scripts /assets/boot-b1.js /assets/framework-f1.js /assets/home-page-h1.js');
    expect(res.headers.link).toBe('</media/catalog/banner.webp>; rel=preload; as=image; fetchpriority=high');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary)).toMatch(/Cookie/);
  });

  it('keeps a rendered page until the catalogue changes, one per theme, and answers 304 to a revalidation', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/product/basmati-rice-5kg' });
    const again = await t.app.inject({ method: 'GET', url: '/product/basmati-rice-5kg' });
    expect(again.body).toBe(first.body);
    expect(again.headers.link).toBe(first.headers.link);
    expect(globalThis.__renders).toEqual(['/product/basmati-rice-5kg']);

    const revalidated = await t.app.inject({
      method: 'GET',
      url: '/product/basmati-rice-5kg',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);

    const dark = await t.app.inject({
      method: 'GET',
      url: '/product/basmati-rice-5kg',
      headers: { cookie: 'kd_prefs=dark.en' },
    });
    expect(dark.body).toContain(', dark,');
    expect(dark.headers.etag).not.toBe(first.headers.etag);
    expect(globalThis.__renders).toHaveLength(2);

    // A price or stock change forgets catalogue answers, rendered pages with them.
    invalidateResponseCaches();
    await t.app.inject({ method: 'GET', url: '/product/basmati-rice-5kg' });
    expect(globalThis.__renders).toHaveLength(3);
  });

  it('serves the single-page app when a render fails or declines, and for pages it does not render', async () => {
    for (const url of ['/boom', '/left-to-browser', '/login', '/profile/orders']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe('<!doctype html><html lang="en"><div id="root"></div></html>');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect(globalThis.__renders).toEqual(['/boom', '/left-to-browser']);
  });

  it('sends the single-page app at once while four renders are in progress, and renders again after', async () => {
    let release!: () => void;
    globalThis.__slow = new Promise((resolve) => (release = resolve));
    const slow = [1, 2, 3, 4].map((n) => t.app.inject({ method: 'GET', url: `/slow/${n}` }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const busy = await t.app.inject({ method: 'GET', url: '/product/busy-time' });
    expect(busy.statusCode).toBe(200);
    expect(busy.body).toBe('<!doctype html><html lang="en"><div id="root"></div></html>');
    release();
    for (const res of await Promise.all(slow)) expect(res.body).toContain('rendered /slow/');
    const after = await t.app.inject({ method: 'GET', url: '/product/busy-time' });
    expect(after.body).toContain('rendered /product/busy-time');
    expect(globalThis.__renders).toEqual(['/slow/1', '/slow/2', '/slow/3', '/slow/4', '/product/busy-time']);
  });

  it('keeps the pages out of the API documentation', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys((doc.json() as { paths: object }).paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/v1/home/data/']));
    expect(paths.filter((p) => !p.startsWith('/api/'))).toEqual([]);
  });

  it('renders nothing when the server entry was built from other sources than the storefront', async () => {
    const ssr = path.join(dir, 'dist-ssr-stale');
    mkdirSync(path.join(ssr, '.vite'), { recursive: true });
    writeFileSync(path.join(ssr, 'entry-server.js'), ENTRY);
    writeFileSync(path.join(ssr, '.vite', 'build-id'), 'sources-0\n');
    const stale = await createTestApp('pglite', {
      seed: 'empty',
      env: { WEB_DIST: path.join(dir, 'dist'), WEB_SSR_DIST: ssr, CATALOG_CACHE_MS: '60000' },
    });
    try {
      const res = await stale.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('<!doctype html><html lang="en"><div id="root"></div></html>');
      expect(globalThis.__renders).toEqual([]);
    } finally {
      await stale.close();
    }
  });

  it('still answers the API and 404s for missing files as before', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/category/all/' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing-1.js' })).statusCode).toBe(404);
  });
});

/** A storefront build with the stand-in server entry, in a new temporary folder. */
function standInBuild(): { dir: string; dist: string; ssr: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kandamul-ssr-'));
  const dist = path.join(dir, 'dist');
  const ssr = path.join(dir, 'dist-ssr');
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(ssr, '.vite'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><div id="root"></div></html>');
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  writeFileSync(path.join(ssr, 'entry-server.js'), ENTRY);
  writeFileSync(path.join(dist, '.vite', 'build-id'), 'sources-1\n');
  writeFileSync(path.join(ssr, '.vite', 'build-id'), 'sources-1\n');
  return { dir, dist, ssr };
}

// Decision 045: a personal page (/orders) is rendered with the data of the shopper its page-session
// cookie names, never kept, and sent `private, no-store`; without a valid cookie it is everyone's page.
describe.each(DB_KINDS)('server rendering of the signed-in pages (%s)', (kind) => {
  let t: TestApp;
  let build: ReturnType<typeof standInBuild>;
  beforeAll(async () => {
    build = standInBuild();
    t = await createTestApp(kind, {
      seed: 'places',
      env: {
        WEB_DIST: build.dist,
        WEB_SSR_DIST: build.ssr,
        CATALOG_CACHE_MS: '60000',
        RATE_LIMIT_FACTOR: '1000',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(build.dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    globalThis.__renders = [];
  });

  /** A customer who can log in, with one order placed; their cookies as the browser sends them. */
  async function shopperWithAnOrder() {
    const stations = await insertStations(t.database.db);
    const c = await createCustomer(t);
    const [row] = await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('Secret1!') })
      .where(eq(users.id, c.id))
      .returning();
    const address = await createAddress(t, c, { nearest_branch: stations.kathmandu });
    const [item] = await insertShopProducts(t.database.db, [
      { title: `Ilam Tea ${c.id}`, pricePaisa: 40_000, stock: 20 },
    ]);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/checkout/',
      headers: c.auth,
      payload: { product_id: [item!.id], qtys: [1], location: address.id },
    });
    expect(placed.statusCode).toBe(201);
    await t.app.backgroundSettled();
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/order/list/', headers: c.auth });
    const tracking = (list.json() as { results: { tracking_id: string }[] }).results[0]!.tracking_id;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/',
      payload: { phone_or_email: row!.phone, password: 'Secret1!' },
    });
    expect(login.statusCode).toBe(200);
    const setCookie = String(login.headers['set-cookie']);
    const value = new RegExp(`${PAGE_SESSION_COOKIE}=([^;]*)`).exec(setCookie)![1]!;
    return {
      id: c.id,
      tracking,
      refresh: (login.json() as { refresh_token: string }).refresh_token,
      value,
      cookie: `${PAGE_SESSION_COOKIE}=${value}; ${SIGNED_IN_COOKIE}=${c.id}`,
    };
  }

  it("renders /orders with the shopper's own order, private and no-store, never kept", async () => {
    const sita = await shopperWithAnOrder();
    const page = await t.app.inject({ method: 'GET', url: '/orders', headers: { cookie: sita.cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(`orders of ${sita.id}: ${sita.tracking}`);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(String(page.headers.vary)).toMatch(/Cookie/);
    expect(page.headers.etag).toBeUndefined();
    // Rendered again for the next request: not from the shared cache.
    await t.app.inject({ method: 'GET', url: '/orders', headers: { cookie: sita.cookie } });
    expect(globalThis.__renders).toEqual(['/orders', '/orders']);
    // A visitor gets everyone's page (kept and shared as before), with nothing of Sita's.
    const visitor = await t.app.inject({ method: 'GET', url: '/orders' });
    expect(visitor.body).toBe('orders skeleton');
    expect(visitor.headers['cache-control']).toBe('no-cache');
  });

  it("never gives one shopper's orders to another cookie, a signed-out browser or an ended login", async () => {
    const sita = await shopperWithAnOrder();
    const ram = await shopperWithAnOrder();
    const ramsPage = await t.app.inject({ method: 'GET', url: '/orders', headers: { cookie: ram.cookie } });
    expect(ramsPage.body).toBe(`orders of ${ram.id}: ${ram.tracking}`);
    expect(ramsPage.body).not.toContain(sita.tracking);
    // Sita's page session with Ram's signed-in mark (or none): the browser is not signed in as her.
    for (const cookie of [
      `${PAGE_SESSION_COOKIE}=${sita.value}; ${SIGNED_IN_COOKIE}=${ram.id}`,
      `${PAGE_SESSION_COOKIE}=${sita.value}`,
      `${SIGNED_IN_COOKIE}=${sita.id}`,
      `${PAGE_SESSION_COOKIE}=forged.${sita.value.split('.')[1]}.sig; ${SIGNED_IN_COOKIE}=${sita.id}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/orders', headers: { cookie } });
      expect(res.body, cookie).toBe('orders skeleton');
    }
    // Logged out: the same cookie renders nothing of hers any more.
    await t.app.inject({ method: 'POST', url: '/api/v1/logout/', payload: { refresh: sita.refresh } });
    const after = await t.app.inject({ method: 'GET', url: '/orders', headers: { cookie: sita.cookie } });
    expect(after.body).toBe('orders skeleton');
    expect(after.body).not.toContain(sita.tracking);
  });
});
