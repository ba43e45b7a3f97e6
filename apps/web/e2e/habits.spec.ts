import { expect, type APIRequestContext, test } from '@playwright/test';
import { CUSTOMER, STAFF, tokenOf, shopLogIn } from './demo-accounts';

// Habits of regular customers on the seeded demo shop: the demo customer rates a product delivered to
// them and sees the review on its page; asks to be told when a sold-out product is back, staff restock
// it, and the message is in the dev outbox.

interface ApiProduct {
  id: number;
  slug: string;
  title: string;
  total_available_quantity: number;
}

// One shop serves both projects: the journeys change it, so they run once, on the desktop project.
test.skip(({ isMobile }) => isMobile, 'the journeys change the shared demo shop');

async function inStockProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const res = await request.get('/api/v1/products/?page_size=100');
  const { results } = (await res.json()) as { results: ApiProduct[] };
  return results.filter((p) => p.total_available_quantity >= 3);
}

test('rate a delivered product and see the review on its page', async ({ page, request }) => {
  const auth = (await tokenOf(request, CUSTOMER.phone, CUSTOMER.password)).headers;
  const staff = (await tokenOf(request, STAFF.email, STAFF.password)).headers;
  const addresses = (await (await request.get('/api/v1/order/address/list/', { headers: auth })).json()) as {
    id: number;
  }[];
  const product = (await inStockProducts(request))[5]!;
  const placed = await request.post('/api/v1/checkout/', {
    headers: auth,
    data: { product_id: [product.id], qtys: [1], location: addresses[0]!.id },
  });
  expect(placed.status()).toBe(201);
  const { order_id } = (await placed.json()) as { order_id: number };
  const riders = (await (await request.get('/api/v1/admin/riders/', { headers: staff })).json()) as {
    id: number;
  }[];
  for (const data of [
    { status: 'Packed' },
    { status: 'Out for Delivery', rider_id: riders[0]!.id },
    { status: 'Delivered' },
  ]) {
    const moved = await request.post(`/api/v1/admin/orders/${order_id}/status/`, { headers: staff, data });
    expect(moved.status()).toBe(200);
  }

  await shopLogIn(page);
  await page.goto(`/product/${product.slug}`);
  // A tap before the page has hydrated is lost: tap until the Reviews tab is the open one.
  const reviewsTab = page.getByRole('tab', { name: /^Reviews/ });
  await expect(async () => {
    await reviewsTab.click();
    await expect(reviewsTab).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  const box = page.getByRole('region', { name: 'Rate this product' });
  await expect(box).toBeVisible();
  const text = `Fresh and well packed ${Date.now()}`;
  // The stars are labels over visually hidden radios: a shopper taps the fourth star.
  await box
    .locator('label')
    .filter({ hasText: /^4 Stars$/ })
    .click();
  await expect(box.getByRole('radio', { name: '4 Stars' })).toBeChecked();
  await box.getByRole('textbox', { name: 'Your review (optional)' }).fill(text);
  await box.getByRole('button', { name: /Submit review|Update review/ }).click();
  await expect(page.getByText('Thank you! Your review is saved.')).toBeVisible();

  // The product's own review list shows it (the page's answer is fetched again).
  await expect(async () => {
    await page.reload();
    await page.getByRole('tab', { name: /^Reviews/ }).click();
    await expect(page.getByRole('tabpanel').getByText(text)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  // And the profile lists what they rated.
  await page.goto('/profile/ratings');
  await expect(page.getByRole('heading', { name: 'Your ratings' })).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();
});

test('ask to be notified, staff restock, and the message is in the dev outbox', async ({ page, request }) => {
  const staff = (await tokenOf(request, STAFF.email, STAFF.password)).headers;
  const product = (await inStockProducts(request))[6]!;
  const emptied = await request.post(`/api/v1/admin/products/${product.id}/stock/`, {
    headers: staff,
    data: { change: -product.total_available_quantity, reason: 'damage', note: 'e2e: sold out' },
  });
  expect(emptied.status()).toBe(201);

  await shopLogIn(page);
  await expect(async () => {
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByRole('button', { name: 'Notify me' })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByRole('button', { name: 'We will tell you when it is back' })).toBeVisible();
  // The profile lists the alert.
  await page.goto('/profile/ratings');
  await expect(
    page.getByRole('region', { name: 'Back-in-stock alerts' }).getByText(product.title),
  ).toBeVisible();

  const restocked = await request.post(`/api/v1/admin/products/${product.id}/stock/`, {
    headers: staff,
    data: { change: 5, reason: 'restock', note: 'e2e: back' },
  });
  expect(restocked.status()).toBe(201);
  await expect
    .poll(
      async () => {
        const res = await request.get('/dev/outbox?format=json');
        const { results } = (await res.json()) as { results: { recipient: string; body: string }[] };
        return results.some(
          (m) => m.recipient === CUSTOMER.phone && m.body.includes(`${product.title} is back in stock`),
        );
      },
      { message: 'the back-in-stock SMS in the dev outbox', timeout: 30_000 },
    )
    .toBe(true);
  // Told once: the alert is gone from the profile.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Back-in-stock alerts' }).getByText('You have no back-in-stock alerts.'),
  ).toBeVisible();
});
