import { expect, test } from '@playwright/test';
import { expectSignedIn } from './header';
import { ADMIN, CUSTOMER, RIDER, STAFF, consoleLogIn, tokenOf } from './demo-accounts';

// Staff run the delivery slots from the console (change a window's capacity and cut-off, add a
// Saturday window, remove it again), and the customer follows an order's steps on the storefront's
// orders page: packed, then out for delivery with the demo rider's name.
// Shared demo data: Kalanki's first window ends with capacity 41 and a 3 h cut-off (the seed has 40
// and 2 h); the Saturday window added here is removed again.

test.skip(({ isMobile }) => isMobile, 'the console journeys run once, on the desktop project');

test('staff change, add and remove delivery slots in the console', async ({ page }) => {
  await consoleLogIn(page, ADMIN);
  await page.getByRole('menuitem', { name: 'Delivery slots' }).click();
  await expect(page.getByRole('heading', { name: 'Delivery slots', level: 1 })).toBeVisible();
  const kalanki = page.getByRole('table', { name: 'Kalanki' });
  await expect(kalanki).toBeVisible();

  // The first window: capacity and cut-off changed and saved.
  const first = kalanki.getByRole('row').nth(1);
  const capacity = first.getByRole('spinbutton', { name: /^Capacity \(orders\)/ });
  await capacity.fill('-1');
  await expect(first.getByText('Capacity must be a whole number from 0 to 100000.')).toBeVisible();
  await expect(first.getByRole('button', { name: /^Save/ })).toBeDisabled();
  await capacity.fill('41');
  await first.getByRole('spinbutton', { name: /^Cut-off/ }).fill('3');
  await first.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByText(/saved\.$/)).toBeVisible();
  if (process.env.E2E_SHOTS) await page.screenshot({ path: '/tmp/console-slots.png', fullPage: true });

  // A Saturday window at Kalanki; an end before the start is refused on the spot.
  const add = page.getByRole('region', { name: 'Add a slot' });
  await add.getByRole('combobox', { name: 'Station' }).click();
  await page.getByRole('option', { name: 'Kalanki' }).click();
  await add.getByRole('combobox', { name: 'Day' }).click();
  await page.getByRole('option', { name: 'Saturday' }).click();
  await add.getByLabel('Starts').fill('21:00');
  await add.getByLabel('Ends').fill('20:00');
  await add.getByRole('button', { name: 'Add slot' }).click();
  await expect(add.getByText('A slot must end after it starts.')).toBeVisible();
  await add.getByLabel('Ends').fill('22:00');
  await add.getByRole('button', { name: 'Add slot' }).click();
  await expect(page.getByText('Slot added.')).toBeVisible();
  const saturday = kalanki
    .getByRole('row')
    .filter({ hasText: 'Saturday' })
    .filter({ hasText: '21:00–22:00' });
  await expect(saturday).toBeVisible();

  await saturday.getByRole('button', { name: /^Remove/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Saturday 21:00–22:00 removed.')).toBeVisible();
  await expect(saturday).toHaveCount(0);
});

test('the customer follows an order: packed, then out for delivery with the rider', async ({
  page,
  request,
}) => {
  const customer = await tokenOf(request, CUSTOMER.phone, CUSTOMER.password);
  const staff = await tokenOf(request, STAFF.email, STAFF.password);
  const rider = await tokenOf(request, RIDER.email, RIDER.password);
  const addresses = (await (
    await request.get('/api/v1/order/address/list/', { headers: customer.headers })
  ).json()) as { id: number }[];
  const { results } = (await (await request.get('/api/v1/products/?page_size=100')).json()) as {
    results: { id: number; total_available_quantity: number }[];
  };
  const product = results.find((p) => p.total_available_quantity >= 3)!;
  const placed = await request.post('/api/v1/checkout/', {
    headers: customer.headers,
    data: { product_id: [product.id], qtys: [1], location: addresses[0]!.id },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { order_id: number; tracking_id: string };
  for (const body of [{ status: 'Packed' }, { status: 'Out for Delivery', rider_id: rider.id }]) {
    const res = await request.post(`/api/v1/admin/orders/${order.order_id}/status/`, {
      headers: staff.headers,
      data: body,
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username or email address' }).fill(CUSTOMER.phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectSignedIn(page);
  await page.goto('/orders');
  const card = page.getByRole('article', { name: `Tracking ID: ${order.tracking_id}` });
  await expect(card.getByText('Out for Delivery').first()).toBeVisible();
  await card.getByRole('button', { name: 'Track order' }).click();
  const timeline = card.getByRole('list', { name: `Timeline of order ${order.tracking_id}` });
  await expect(timeline.getByRole('listitem')).toHaveCount(3);
  await expect(timeline.getByRole('listitem').nth(0)).toContainText('Order placed');
  await expect(timeline.getByRole('listitem').nth(1)).toContainText('Packed');
  await expect(timeline.getByRole('listitem').nth(2)).toContainText('Out for Delivery · with Hari Gurung');
});
