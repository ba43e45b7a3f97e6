import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { shopLogIn } from './demo-accounts';

// Paying with the wallets through the demo shop's simulators (/dev/esewa, /dev/khalti): success with
// each, a tab closed after paying that reconciliation still marks paid, and a failed payment switched
// to cash on delivery. The demo customer pays to their seeded default address.

async function pickProduct(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/v1/products/?page_size=100');
  const { results } = (await res.json()) as {
    results: Array<{ title: string; selling_price: number; total_available_quantity: number }>;
  };
  const product = results.find((p) => p.selling_price >= 100 && p.total_available_quantity >= 10);
  expect(product).toBeDefined();
  return product!.title;
}

/** Logs in, puts one product in the cart and places the order with `wallet`: the wallet's page opens. */
async function orderWith(page: Page, request: APIRequestContext, wallet: 'eSewa' | 'Khalti') {
  const title = await pickProduct(request);
  await shopLogIn(page);
  await page.goto(`/search?query=${encodeURIComponent(title)}`);
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await card.first().getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByText(`${title} added to cart!`)).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByText('Online Payment')).toBeVisible();
  await page.getByRole('radio', { name: wallet }).check();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: /Place Order/ }).click();
  await expect(page.getByRole('heading', { name: `${wallet} (simulator)` })).toBeVisible();
}

for (const wallet of ['eSewa', 'Khalti'] as const) {
  test(`pays with ${wallet} through the simulator and comes back paid`, async ({ page, request }) => {
    await orderWith(page, request, wallet);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/payment\/result\?order=\d+$/);
    await expect(page.getByRole('dialog', { name: 'Order Placed Successfully!' })).toBeVisible();
    await page.getByRole('link', { name: 'View Orders' }).first().click();
    await expect(page.getByRole('article').first().getByText('Paid', { exact: true })).toBeVisible();
  });
}

test('a customer who closes the tab after paying is marked paid by the reconciliation', async ({
  page,
  request,
}) => {
  await orderWith(page, request, 'Khalti');
  // The wallet takes the money, but the browser never comes back to the shop.
  await page.route('**/api/v1/payments/khalti/return/**', (route) => route.abort());
  await page
    .getByRole('button', { name: 'Pay' })
    .click()
    .catch(() => undefined);
  await page.unroute('**/api/v1/payments/khalti/return/**');
  await page.goto('/orders');
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('article').first().getByText('Paid', { exact: true })).toBeVisible({
      timeout: 2000,
    });
  }).toPass({ timeout: 30_000 });
});

test('a failed eSewa payment switches to cash on delivery', async ({ page, request }) => {
  await orderWith(page, request, 'eSewa');
  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page.getByRole('heading', { name: 'Not paid' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay on delivery instead' }).click();
  await expect(page.getByText(/will be paid on delivery/)).toBeVisible();
  await page.goto('/orders');
  const newest = page.getByRole('article').first();
  await expect(newest.getByText('Unpaid', { exact: true })).toBeVisible();
  await expect(newest.getByText('Cash on Delivery', { exact: true })).toBeVisible();
});
