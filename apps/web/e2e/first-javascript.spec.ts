import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { CUSTOMER, shopLogIn, tokenOf } from './demo-accounts';

// The home page's first JavaScript (issue 24), counted as the bench counts it (bench/lib/storefront.ts):
// every script the home page's HTML names (its <script src>, its modulepreload hints, the scripts the
// entry fetches once the page is painted) and those the server's Link header preloads with it, read
// from the build the server serves and gzipped. The HTML is asked for once, with no browser: what a page
// happened to download before its load event depends on timing, and an earlier version of this check
// that listened to the browser's requests saw only some of them.

/** The storefront build the server serves (playwright.config.ts passes WEB_DIST on). */
const WEB_DIST = process.env.WEB_DIST ?? path.join(import.meta.dirname, '../dist');

// bench/budgets.json's `initial-js` budget is 150 KB gzip. The first screen is drawn by the shop's
// stylesheet, without MUI and emotion (docs/decisions/047): 131.2 KB, of which React, React Router and
// Redux Toolkit with RTK Query are most (035, 041, 043 and 047 measure what is in it).
// This check keeps the figure from growing: lower it with every cut. 133 since decision 059: the
// early-input hold keeps radios and check boxes (a wallet picked before the code came), and main.tsx
// declares the Devanagari face after hydration (+0.5 KB together).
const FIRST_JS_LIMIT_KB = 133;

// zod's own class names survive minification as strings ('$ZodType', '$ZodCheck', '$ZodError'...).
const ZOD = /\$Zod[A-Z]\w+/;

/** The same-origin script addresses the home page's HTML and its Link header make the browser fetch. */
function firstScripts(html: string, link: string): string[] {
  const found = new Set<string>();
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
    const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
    if (tag.startsWith('<script') && attr('src')) found.add(attr('src')!);
    if (tag.startsWith('<link') && attr('rel') === 'modulepreload' && attr('href')) found.add(attr('href')!);
  }
  // The page's own chunks, which the entry preloads once the page is painted (main.tsx).
  const state = /<script id="kd-server-state" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  for (const href of state ? ((JSON.parse(state) as { scripts?: string[] }).scripts ?? []) : [])
    found.add(href);
  for (const m of link.matchAll(/<([^>]+)>;[^,]*rel=modulepreload/g)) found.add(m[1]!);
  return [...found].filter((href) => href.startsWith('/') && !href.startsWith('//'));
}

/** The storefront's scripts (under /assets/) the page fetches while `collecting` is on. */
function watchScripts(page: Page) {
  const watch = { collecting: false, scripts: new Set<string>() };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (watch.collecting && request.resourceType() === 'script' && url.pathname.startsWith('/assets/'))
      watch.scripts.add(url.pathname);
  });
  return watch;
}

/** None of the scripts draws with MUI: emotion names its <style> elements data-emotion, and MUI's
 * components carry their Mui… class names. */
function expectNoMui(scripts: Set<string>) {
  expect(scripts.size).toBeGreaterThan(3);
  const drawnWithMui = [...scripts].filter((href) =>
    /data-emotion|["'`]Mui[A-Z]\w+/.test(readFileSync(path.join(WEB_DIST, href), 'utf8')),
  );
  expect(drawnWithMui).toEqual([]);
}

test('the home page’s first JavaScript leaves zod out and stays within its limit', async ({ request }) => {
  const answer = await request.get('/');
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  // A page the server rendered (a build whose halves differ is left to the browser and hints nothing).
  expect(html).toContain('id="kd-server-state"');
  const scripts = firstScripts(html, answer.headers()['link'] ?? '');

  const files = scripts.map((href) => {
    const body = readFileSync(path.join(WEB_DIST, href.replace(/^\//, '')));
    return { href, gzip: gzipSync(body, { level: 9 }).length, zod: ZOD.test(body.toString('utf8')) };
  });
  // The entry, the storefront's code and the home page's own chunk are all counted.
  expect(scripts.some((href) => /\/assets\/boot-[\w-]+\.js$/.test(href))).toBe(true);
  expect(scripts.some((href) => /\/assets\/home-page-[\w-]+\.js$/.test(href))).toBe(true);

  expect(files.filter((f) => f.zod).map((f) => f.href)).toEqual([]);
  const totalKb = files.reduce((sum, f) => sum + f.gzip, 0) / 1000;
  test.info().annotations.push({ type: 'first JavaScript', description: `${totalKb.toFixed(1)} KB gzip` });
  expect(totalKb).toBeLessThanOrEqual(FIRST_JS_LIMIT_KB);
});

test('the account screens, edit profile and the wishlist fetch no MUI and no emotion, nor carry its styles', async ({
  page,
}) => {
  // A shopper lands on these from 'Please log in for checkout', a code SMS or a reset e-mail: they are
  // drawn by the shop's stylesheet, so a slow phone hydrates plain elements (docs/decisions/052).
  // The addresses of the scripts each page fetched; their text is read from the build the server serves
  // (a response's body is gone once the page navigates on).
  const watch = watchScripts(page);
  const visit = async (route: string) => {
    watch.collecting = true;
    const answer = await page.goto(route);
    // (The server's render leaves emotion's style element empty where nothing was drawn with it.)
    expect(await answer!.text()).not.toMatch(/<style data-emotion="css[^"]*">[^<]+<\/style>/);
    await expect(page.locator('main form')).toBeVisible();
    await page.waitForLoadState('networkidle');
    watch.collecting = false;
  };
  for (const route of ['/login', '/signup', '/forgetpassword', '/otpverify']) await visit(route);
  // Edit profile and the wishlist, signed in (their HTML is the shopper's own: decisions 045, 046).
  await shopLogIn(page);
  await visit('/edit-profile');
  await expect(page.getByRole('textbox', { name: 'First Name' })).not.toHaveValue('');
  watch.collecting = true;
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expectNoMui(watch.scripts);
});

test('the product listings, search and the category menu fetch no MUI and no emotion, nor carry its styles', async ({
  page,
}) => {
  // The landing pages of the shop's links and searches: drawn by the shop's stylesheet, so a slow phone
  // hydrates plain elements (docs/decisions/053).
  const watch = watchScripts(page);
  const categories = (await (await page.request.get('/api/v1/category/featured/')).json()) as {
    data: { results: { id: number; title: string; subcategories: unknown[] }[] };
  };
  const withSubs = categories.data.results.find((c) => c.subcategories.length > 0)!;
  const visit = async (route: string, heading: RegExp | string) => {
    watch.collecting = true;
    const answer = await page.goto(route);
    const html = await answer!.text();
    expect(html).toContain('id="kd-server-state"');
    expect(html).not.toMatch(/<style data-emotion="css[^"]*">[^<]+<\/style>/);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    watch.collecting = false;
  };
  await visit('/viewallfy', 'Today Special');
  await visit('/Viewallna', 'New Arrivals');
  await visit(`/viewallca/${withSubs.id}?sort=price_asc`, withSubs.title);
  await visit('/search?query=rice', /rice/);
  await visit('/search?query=zzzqqq', /zzzqqq/);
  await visit('/search', /./);
  // The category strip's subcategory menu, fetched when it is first opened. By the keyboard: a click
  // moves the pointer over the category first, whose hover may already have opened the menu it toggles.
  watch.collecting = true;
  await page
    .getByRole('navigation', { name: 'Shop by category' })
    .getByRole('button', { name: `${withSubs.title}: Menu` })
    .press('Enter');
  await expect(page.getByRole('tooltip').getByRole('button').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expectNoMui(watch.scripts);
});

test('the profile and the orders fetch no MUI and no emotion, nor carry its styles', async ({ page }) => {
  // Signed-in pages the server renders with the shopper's data (decisions 045, 046), drawn by the shop's
  // stylesheet (docs/decisions/055): the profile with its Orders tab, alerts and preferences (loaded
  // after its card), /orders (the cancel popup is in its chunk) and the ratings tab (stars and the
  // review form: decision 054).
  const watch = watchScripts(page);
  await shopLogIn(page);
  const visit = async (route: string, heading: string) => {
    watch.collecting = true;
    const answer = await page.goto(route);
    expect(await answer!.text()).not.toMatch(/<style data-emotion="css[^"]*">[^<]+<\/style>/);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
  };
  await visit('/profile/orders', 'My Profile');
  await expect(page.getByRole('region', { name: 'Messages and substitutions' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Order filters' })).toBeVisible();
  await visit('/orders', 'My Orders');
  await visit('/profile/ratings', 'My Profile');
  watch.collecting = false;
  expectNoMui(watch.scripts);
});

test('checkout and the payment result fetch no MUI and no emotion, nor carry its styles', async ({
  page,
}) => {
  // Checkout is signed in and rendered by the server with the shopper's cart and addresses (decision
  // 046); it, its dialogs and the wallet's way back are drawn by the shop's stylesheet (decision 056).
  // The cart with a product in it, and the product's page (decision 054), come first.
  const watch = watchScripts(page);
  const { results } = (await (await page.request.get('/api/v1/products/?page_size=50')).json()) as {
    results: { id: number; slug: string; total_available_quantity: number }[];
  };
  const product = results.find((p) => p.total_available_quantity >= 5)!;
  const { headers } = await tokenOf(page.request, CUSTOMER.phone, CUSTOMER.password);
  // The server cart holds the product before the login, which merges it into the storefront's.
  const put = await page.request.put('/api/v1/cart/', {
    headers,
    data: { items: [{ product_id: product.id, quantity: 1 }] },
  });
  expect(put.ok()).toBe(true);
  await shopLogIn(page);

  const visit = async (route: string, ready: () => Promise<void>) => {
    watch.collecting = true;
    const answer = await page.goto(route);
    expect(await answer!.text()).not.toMatch(/<style data-emotion="css[^"]*">[^<]+<\/style>/);
    await ready();
    await page.waitForLoadState('networkidle');
    watch.collecting = false;
  };
  await visit(`/product/${product.slug}`, async () => {
    await expect(page.getByRole('tab', { name: 'Description' })).toBeVisible();
  });
  await visit('/cart', async () => {
    await expect(page.getByRole('button', { name: /increase/i }).first()).toBeVisible();
  });
  await visit('/checkout', async () => {
    await expect(page.getByRole('button', { name: /Place Order/ })).toBeVisible();
    // The address form's dialog is part of the page's code, opened here all the same.
    await page.getByRole('button', { name: 'Add New Address' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New Address' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
  await visit('/payment/result?order=0', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  });
  expectNoMui(watch.scripts);
  // Left as found, for the journeys that count the cart.
  await page.request.put('/api/v1/cart/', { headers, data: { items: [] } });
});
