import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

// In production the API serves the built storefront: a stand-in build proves the rules without Vite.
describe('serving the storefront', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'kandamul-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Kandamul"}');
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_framework.js'] },
        '_framework.js': { file: 'assets/framework-f1.js' },
        '_card.js': { file: 'assets/product-card-c1.js', imports: ['_framework.js'] },
        'src/features/catalog/pages/home-page.tsx': {
          file: 'assets/home-page-h1.js',
          imports: ['_framework.js', '_card.js'],
        },
        'src/features/catalog/pages/product-detail-page.tsx': {
          file: 'assets/product-detail-page-d1.js',
          imports: ['_card.js'],
        },
      }),
    );
    // No server entry: every page is the single-page app (server-render.test.ts covers rendering).
    t = await createTestApp('pglite', {
      seed: 'empty',
      env: { WEB_DIST: dist, WEB_SSR_DIST: path.join(dist, 'no-server-entry') },
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/cart', '/product/basmati-rice-5kg', '/Viewallna', '/viewallca/3', '/profile/orders'])(
    'answers the client route %s with index.html, never cached',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('hints the home page chunk and its data with the HTML, not what index.html already loads', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const links = String(res.headers.link).split(', ');
    expect(links).toEqual([
      '</api/v1/home/data/>; rel=preload; as=fetch; crossorigin',
      '</api/v1/category/featured/>; rel=preload; as=fetch; crossorigin',
      '</assets/home-page-h1.js>; rel=modulepreload; crossorigin',
      '</assets/product-card-c1.js>; rel=modulepreload; crossorigin',
    ]);
  });

  it('hints a product page with the detail read of its slug, encoded as the storefront asks for it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/product/%E0%A4%86%E0%A4%B2%E0%A5%81%20x' });
    expect(String(res.headers.link)).toContain(
      '</api/v1/product/detail/%E0%A4%86%E0%A4%B2%E0%A5%81%20x/>; rel=preload; as=fetch; crossorigin',
    );
    expect(String(res.headers.link)).toContain('</assets/product-detail-page-d1.js>; rel=modulepreload');
  });

  it('hints a search with its first page and sends no hint for a malformed address or other pages', async () => {
    const search = await t.app.inject({ method: 'GET', url: '/search?query=%20basmati%20rice%20' });
    expect(String(search.headers.link)).toContain(
      '</api/v1/products/?q=basmati%20rice&page=1&page_size=24>; rel=preload; as=fetch',
    );
    const bad = await t.app.inject({ method: 'GET', url: '/product/%E0%A4' });
    expect(bad.statusCode).toBeLessThan(500);
    expect(bad.headers.link).toBeUndefined();
    const long = await t.app.inject({ method: 'GET', url: `/search?query=${'%E0%A4%86'.repeat(2000)}` });
    expect(long.statusCode).toBe(200);
    expect(String(long.headers.link)).not.toContain('/api/v1/products/');
    expect(String(long.headers.link)).toContain('/api/v1/category/featured/');
    const other = await t.app.inject({ method: 'GET', url: '/profile/orders' });
    expect(other.headers.link).toBeUndefined();
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the service worker and the web app manifest fresh, as what they are', async () => {
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/javascript/);
    // Checked again on every visit, so a new version of the shop is found.
    expect(sw.headers['cache-control']).toBe('public, max-age=0');
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });

  it('answers an unknown API path with 404 JSON, not the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing/here/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers a missing upload with 404, not the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/catalog/none.webp' });
    expect(res.statusCode).toBe(404);
  });

  it('sends security headers with the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cart' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

// The staff console is a bundle of its own under /admin: its pages, its assets, and the storefront's
// pages left as they were.
describe('serving the staff console', () => {
  let t: TestApp;
  let web: string;
  let admin: string;
  beforeAll(async () => {
    web = mkdtempSync(path.join(os.tmpdir(), 'kandamul-dist-'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><div id="root">shop</div>');
    admin = mkdtempSync(path.join(os.tmpdir(), 'kandamul-admin-'));
    mkdirSync(path.join(admin, 'assets'));
    writeFileSync(path.join(admin, 'index.html'), '<!doctype html><div id="root">console</div>');
    writeFileSync(path.join(admin, 'assets', 'index-c0ffee.js'), 'console.log("console")');
    t = await createTestApp('pglite', {
      seed: 'empty',
      env: { WEB_DIST: web, ADMIN_DIST: admin, WEB_SSR_DIST: path.join(web, 'no-server-entry') },
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(web, { recursive: true, force: true });
    rmSync(admin, { recursive: true, force: true });
  });

  it.each(['/admin', '/admin/', '/admin/orders', '/admin/orders/12/show', '/admin/login?x=1'])(
    'answers %s with the console, never cached, under the shop CSP',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('console</div>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    },
  );

  it('serves its hashed assets for a year, and a missing one is a 404, not the page', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/admin/assets/index-c0ffee.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('console');
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/admin/assets/index-old.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
  });

  it('leaves the storefront pages and the API as they were', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/cart' })).body).toContain('shop</div>');
    expect((await t.app.inject({ method: 'GET', url: '/administration' })).body).toContain('shop</div>');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/orders/' })).statusCode).toBe(401);
  });
});
