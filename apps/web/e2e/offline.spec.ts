import { expect, type APIRequestContext, test } from '@playwright/test';
import { shopLogIn } from './demo-accounts';
import { headerControl } from './header';

// The installable shop on a weak connection: the service worker keeps pages and products already seen,
// the cart takes additions offline and reaches the server cart when the network is back, and steps that
// need the server say so. Demo customer 9800000001 / Demo@1234.

const DEMO = { phone: '9800000001', password: 'Demo@1234' };

interface ApiProduct {
  id: number;
  slug: string;
  title: string;
  total_available_quantity: number;
}

async function apiToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/v1/login/', {
    data: { phone_or_email: DEMO.phone, password: DEMO.password },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { access_token: string }).access_token;
}

test('is installable: a manifest with the shop’s names and icons, and a service worker in control', async ({
  page,
}) => {
  await page.goto('/');
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ short_name: 'Kandamul', display: 'standalone', start_url: '/' });
  expect(manifest.name).toContain('कन्दमूल');
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // Chrome's own installability check (what the install prompt and Lighthouse use).
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's contexts are incognito, where Chrome never offers to install; nothing else may stand in the way.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

test('catalogue reads made online are kept by the service worker and answered offline', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const read = (path: string) =>
    page.evaluate(async (p) => {
      const answer = await fetch(p);
      return { status: answer.status, body: await answer.text() };
    }, path);
  const online = await read('/api/v1/banner/');
  expect(online.status).toBe(200);
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await caches.open('catalogue')).keys()).map((r) => new URL(r.url).pathname),
      ),
    )
    .toContain('/api/v1/banner/');

  await context.setOffline(true);
  expect(await read('/api/v1/banner/')).toEqual(online);
  await context.setOffline(false);
});

test('offline: a seen product page and the cart open, the cart takes an addition and syncs when back', async ({
  page,
  context,
  request,
}) => {
  const token = await apiToken(request);
  const auth = { authorization: `Bearer ${token}` };
  // Start from an empty server cart, so what arrives there is what was added offline.
  expect((await request.put('/api/v1/cart/', { headers: auth, data: { items: [] } })).ok()).toBe(true);
  const { results } = (await (await request.get('/api/v1/products/?page_size=50')).json()) as {
    results: ApiProduct[];
  };
  const product = results.find((p) => p.total_available_quantity >= 5)!;

  await shopLogIn(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // Seen once online, through the service worker.
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await page.goto('/cart');
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByTestId('cart-count')).toContainText('1');

  await page.goto('/cart');
  await expect(page.getByRole('listitem', { name: product.title })).toBeVisible();
  await page.goto('/checkout');
  await expect(
    page.getByText('You are offline: placing an order and paying need a connection.'),
  ).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeHidden();
  await expect
    .poll(async () => {
      const body = (await (await request.get('/api/v1/cart/', { headers: auth })).json()) as {
        items: { product_id: number; quantity: number }[];
      };
      return body.items.map((l) => [l.product_id, l.quantity]);
    })
    .toEqual([[product.id, 1]]);
});

// Decision 045: a page rendered with the shopper's own data (sent `private, no-store`) is never kept
// by the service worker, and the pages it did keep are forgotten at logout (a shared phone).
test('the service worker keeps no page with the shopper’s data, and forgets its pages at logout', async ({
  page,
}) => {
  await shopLogIn(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const kept = () =>
    page.evaluate(async () => {
      const cache = await caches.open('pages');
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
  // Through the service worker: a page for everyone, then the shopper's own.
  await page.goto('/cart');
  await expect.poll(kept).toContain('/cart');
  const orders = await page.goto('/orders');
  expect(orders?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await page.goto('/edit-profile');
  await expect(page.getByRole('textbox').first()).toBeVisible();
  await page.goto('/cart');
  expect(await kept()).not.toContain('/orders');
  expect(await kept()).not.toContain('/edit-profile');

  await (await headerControl(page, 'button', 'Logout')).click();
  await expect(page).toHaveURL(/\/$/);
  // Emptied at logout: what it holds now is only what was fetched since (the home page).
  await expect.poll(kept).not.toContain('/cart');
});
