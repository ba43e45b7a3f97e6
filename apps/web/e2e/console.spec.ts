import { expect, type APIRequestContext, type Browser, type Page, test } from '@playwright/test';
import { CUSTOMER, RIDER, STAFF, consoleLogIn, shopLogIn, tokenOf } from './demo-accounts';

// The staff console at /admin on the seeded demo shop: staff pack an order the demo customer placed
// through the API from the pick list and hand it to the rider; the rider, on a 390 px phone, marks it
// delivered; staff settle the cash the rider brings back; the customer's orders page says Delivered and
// Paid. And: staff restock a product the storefront showed as out of stock, and its page shows it in
// stock again.

interface ApiProduct {
  id: number;
  slug: string;
  title: string;
  total_available_quantity: number;
}

// One shop serves both Playwright projects: the journeys run once, on the desktop project (the rider
// gets a phone-sized page of their own).
test.skip(({ isMobile }) => isMobile, 'the console journeys open their own phone page');

async function inStockProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const res = await request.get('/api/v1/products/?page_size=100');
  const { results } = (await res.json()) as { results: ApiProduct[] };
  return results.filter((p) => p.total_available_quantity >= 3);
}

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  return context.newPage();
}

test('staff pack an order from the pick list and hand it over, the rider delivers it, staff settle the cash, the customer sees Delivered', async ({
  page,
  request,
  browser,
}) => {
  // A whole day of one order, through three people's screens: more than one journey's usual minute.
  test.slow();
  const customer = (await tokenOf(request, CUSTOMER.phone, CUSTOMER.password)).token;
  const auth = { Authorization: `Bearer ${customer}` };
  const addresses = (await (await request.get('/api/v1/order/address/list/', { headers: auth })).json()) as {
    id: number;
  }[];
  expect(addresses.length).toBeGreaterThan(0);
  const [product] = await inStockProducts(request);
  const placed = await request.post('/api/v1/checkout/', {
    headers: auth,
    data: { product_id: [product!.id], qtys: [1], location: addresses[0]!.id },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { order_id: number; tracking_id: string; total_amount: number };

  // Staff: the dashboard first, then the pick list, where the packer packs the order.
  await consoleLogIn(page, STAFF);
  await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Pick list' }).click();
  const toPack = page.getByRole('group', { name: new RegExp(order.tracking_id) });
  await expect(toPack).toContainText(`1 × ${product!.title}`);
  await toPack.getByRole('button', { name: `Pack order ${order.tracking_id}` }).click();
  await expect(page.getByText(`Order ${order.tracking_id}: Packed`)).toBeVisible();
  await expect(toPack).toHaveCount(0);

  // Then the order's page: its map link, its timeline and the next move.
  await page.getByRole('menuitem', { name: 'Orders' }).click();
  await page.getByPlaceholder('Tracking id, phone or name').fill(order.tracking_id);
  // The search applies after a pause; a row clicked before it would be left when it lands.
  await expect(page).toHaveURL(/filter=/);
  await page.getByRole('cell', { name: order.tracking_id }).click();
  await expect(page.getByRole('heading', { name: `Order ${order.tracking_id}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
  );
  await expect(page.getByText('Order Processing → Packed')).toBeVisible();

  await page.getByRole('button', { name: 'Hand to rider' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hand to rider' });
  await dialog.getByRole('combobox', { name: 'Rider' }).click();
  // The demo rider (README): Hari Gurung, 9800000009.
  await page.getByRole('option', { name: /9800000009/ }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Packed → Out for Delivery')).toBeVisible();

  // The rider, on a phone: only their deliveries, with the address, a call link and the cash to collect.
  const phone = await phonePage(browser);
  await consoleLogIn(phone, RIDER);
  const card = phone.getByRole('article', { name: `Delivery ${order.tracking_id}` });
  await expect(card).toBeVisible();
  await expect(phone.getByRole('menuitem', { name: 'Orders' })).toHaveCount(0);
  await expect(card.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
  await expect(card.getByText(/^Collect RS [\d,]+\.\d\d in cash$/)).toBeVisible();
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await card.getByRole('button', { name: 'Delivered' }).click();
  await expect(card).toHaveCount(0);
  await phone.context().close();

  // Back at the store, staff take the rider's cash for this order (the rider may hold earlier ones too).
  await page.getByRole('menuitem', { name: 'Cash settlement' }).click();
  const orderBox = page.getByRole('checkbox', { name: `Order ${order.tracking_id}` });
  const riderCard = page.getByRole('region').filter({ has: orderBox });
  const boxes = riderCard.getByRole('checkbox');
  for (let i = 0; i < (await boxes.count()); i += 1) {
    const box = boxes.nth(i);
    if ((await box.getAttribute('aria-label')) !== `Order ${order.tracking_id}`) await box.uncheck();
  }
  await riderCard.getByLabel('Received (RS)').fill(String(order.total_amount));
  await riderCard.getByRole('button', { name: 'Settle cash' }).click();
  await expect(page.getByText('Cash settled: 1 order marked paid.')).toBeVisible();

  // The customer, on the storefront's orders page: Delivered and Paid, in their words.
  await shopLogIn(page);
  await page.goto('/orders');
  const mine = page.getByRole('article', { name: `Tracking ID: ${order.tracking_id}` });
  await expect(mine.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(mine.getByText('Paid', { exact: true })).toBeVisible();
});

test('staff restock a product that ran out, and the storefront shows it in stock', async ({
  page,
  request,
}) => {
  const staff = (await tokenOf(request, STAFF.email, STAFF.password)).token;
  const headers = { Authorization: `Bearer ${staff}` };
  const product = (await inStockProducts(request)).at(-1)!;
  // Empty the shelf first (damaged stock), so the restock is what the page shows.
  const emptied = await request.post(`/api/v1/admin/products/${product.id}/stock/`, {
    headers,
    data: { change: -product.total_available_quantity, reason: 'damage', note: 'e2e: shelf emptied' },
  });
  expect(emptied.status()).toBe(201);
  await expect(async () => {
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByText('Out of Stock').first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  await consoleLogIn(page, STAFF);
  await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Products' }).click();
  await page.getByPlaceholder('Title or slug').fill(product.slug);
  // The search applies after a pause; a row clicked before it would be left when it lands.
  await expect(page).toHaveURL(/filter=/);
  await page.getByRole('cell', { name: product.title, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Stock: 0' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Change stock' });
  await form.getByRole('spinbutton', { name: 'Change' }).fill('7');
  await form.getByRole('button', { name: 'Save stock change' }).click();
  await expect(page.getByRole('heading', { name: 'Stock: 7' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Stock movements' }).getByRole('cell', { name: '+7' }),
  ).toBeVisible();

  await expect(async () => {
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByText('7 available')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('In Stock').first()).toBeVisible();
});
