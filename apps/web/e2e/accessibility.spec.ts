import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { shopLogIn } from './demo-accounts';

// axe-core on the shop's pages (issue 23, item 15): no serious or critical WCAG 2.1 A/AA violation on
// any main page, logged out and logged in, light and dark, on a laptop and on a phone.

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function publicPages(page: Page): Promise<string[]> {
  const res = await page.request.get('/api/v1/products/?page_size=1');
  const { results } = (await res.json()) as { results: Array<{ slug: string }> };
  return [
    '/',
    '/viewallfy',
    '/Viewallna',
    '/viewallca/1',
    '/search?query=rice',
    '/search?query=zzzqqq',
    `/product/${results[0]!.slug}`,
    '/cart',
    '/wishlist',
    '/login',
    '/signup',
    '/forgetpassword',
    '/no-such-page',
  ];
}

async function bearer(request: APIRequestContext, login: string, password: string) {
  const res = await request.post('/api/v1/login/', { data: { phone_or_email: login, password } });
  expect(res.ok()).toBe(true);
  return { Authorization: `Bearer ${((await res.json()) as { access_token: string }).access_token}` };
}

/**
 * Gives the demo customer a packed, unpaid cash order, so the orders pages show their status and
 * payment chips (their colours are what axe checks there), whatever ran before on this shop.
 */
async function packedOrder(request: APIRequestContext) {
  const customer = await bearer(request, '9800000001', 'Demo@1234');
  const addresses = (await (
    await request.get('/api/v1/order/address/list/', { headers: customer })
  ).json()) as { id: number }[];
  const { results } = (await (await request.get('/api/v1/products/?page_size=100')).json()) as {
    results: { id: number; total_available_quantity: number }[];
  };
  const product = results.find((p) => p.total_available_quantity >= 30)!;
  const placed = await request.post('/api/v1/checkout/', {
    headers: customer,
    data: { product_id: [product.id], qtys: [1], location: addresses[0]!.id },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order_id } = (await placed.json()) as { order_id: number };
  const staff = await bearer(request, 'staff@kandamul.com.np', 'Staff@1234');
  const packed = await request.post(`/api/v1/admin/orders/${order_id}/status/`, {
    headers: staff,
    data: { status: 'Packed' },
  });
  expect(packed.status(), await packed.text()).toBe(200);
}

const SIGNED_IN = [
  '/',
  '/profile',
  '/profile/orders',
  '/profile/wishlist',
  '/edit-profile',
  '/checkout',
  '/cart',
];

/** The serious and critical violations on the page as it settles, one line each. */
async function violations(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Skeletons and the hydration swap settle before the scan: a page is judged as a shopper reads it.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  const { violations: found } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${path}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

async function scan(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) found.push(...(await violations(page, path)));
  return found;
}

async function darkMode(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Dark mode' }).first().click();
  await expect(page.getByRole('button', { name: 'Light mode' }).first()).toBeAttached();
}

test.describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  test('the check finds a violation when there is one', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      const unnamed = document.createElement('button');
      unnamed.id = 'axe-probe';
      unnamed.innerHTML = '<svg width="20" height="20" aria-hidden="true"></svg>';
      document.body.append(unnamed);
    });
    const { violations: found } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    expect(found.filter((v) => v.impact === 'critical').map((v) => v.id)).toContain('button-name');
  });

  test('no serious or critical violation, logged out and logged in, light', async ({ page, request }) => {
    test.setTimeout(300_000);
    const found = await scan(page, await publicPages(page));
    await packedOrder(request);
    await shopLogIn(page);
    found.push(...(await scan(page, SIGNED_IN)));
    expect(found).toEqual([]);
  });

  test('no serious or critical violation in the dark theme and in Nepali', async ({ page, isMobile }) => {
    // The phone's layout is scanned in the light test; colours and texts are the same on both.
    test.skip(isMobile, 'laptop width only');
    test.setTimeout(300_000);
    const pages = await publicPages(page);
    await darkMode(page);
    const found = await scan(page, pages);
    await shopLogIn(page);
    found.push(...(await scan(page, SIGNED_IN)));
    await page.getByRole('button', { name: 'नेपाली' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    found.push(...(await scan(page, [...pages, ...SIGNED_IN])));
    expect(found).toEqual([]);
  });
});
