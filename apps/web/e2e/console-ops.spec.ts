import { expect, type APIRequestContext, test } from '@playwright/test';
import { ADMIN, CUSTOMER, RIDER, STAFF, consoleLogIn, tokenOf } from './demo-accounts';

// The console's money side at /admin on the seeded demo shop: the admin settles the cash a rider
// collected for a delivered cash-on-delivery order (handing over 10 rupees less: the difference is
// shown, never hidden), and records the refund of a paid order that was cancelled.

test.skip(({ isMobile }) => isMobile, 'the console journeys run once, on the desktop project');

/** The demo customer places a cash-on-delivery order of one unit of an in-stock product. */
async function placeOrder(request: APIRequestContext) {
  const customer = await tokenOf(request, CUSTOMER.phone, CUSTOMER.password);
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
  expect(placed.status()).toBe(201);
  return (await placed.json()) as { order_id: number; tracking_id: string };
}

async function move(request: APIRequestContext, headers: Record<string, string>, id: number, body: object) {
  const res = await request.post(`/api/v1/admin/orders/${id}/status/`, { headers, data: body });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { total: number; payment_status: string };
}

test('the admin settles a rider’s cash, short by 10 rupees, and records a refund', async ({
  page,
  request,
}) => {
  const staff = await tokenOf(request, STAFF.email, STAFF.password);
  const rider = await tokenOf(request, RIDER.email, RIDER.password);

  // A cash order delivered by the demo rider.
  const cashOrder = await placeOrder(request);
  await move(request, staff.headers, cashOrder.order_id, { status: 'Packed' });
  await move(request, staff.headers, cashOrder.order_id, { status: 'Out for Delivery', rider_id: rider.id });
  const delivered = await move(request, rider.headers, cashOrder.order_id, { status: 'Delivered' });
  expect(delivered.payment_status).toBe('unpaid');

  // A paid order cancelled by staff: its money is due back to the customer.
  const paidOrder = await placeOrder(request);
  const paid = await request.post(`/api/v1/admin/orders/${paidOrder.order_id}/payment/`, {
    headers: staff.headers,
    data: { to: 'paid', note: 'paid at the counter' },
  });
  expect(paid.status()).toBe(200);
  await move(request, staff.headers, paidOrder.order_id, { status: 'Cancelled', note: 'customer asked' });

  // An order still to pack is on the printable pick list.
  const toPack = await placeOrder(request);
  await consoleLogIn(page, ADMIN);
  await page.getByRole('menuitem', { name: 'Pick list' }).click();
  await expect(page.getByRole('heading', { name: 'Pick list', level: 1 })).toBeVisible();
  await expect(page.getByText(toPack.tracking_id, { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();
  if (process.env.E2E_SHOTS) await page.screenshot({ path: '/tmp/console-ops-pick.png', fullPage: true });

  // Cash settlement: the rider's card lists the order; 10 rupees short is shown before and after.
  await page.getByRole('menuitem', { name: 'Cash settlement' }).click();
  await expect(page.getByRole('heading', { name: 'Cash settlement', level: 1 })).toBeVisible();
  const orderBox = page.getByRole('checkbox', { name: `Order ${cashOrder.tracking_id}` });
  await expect(orderBox).toBeChecked();
  const card = page.getByRole('region').filter({ has: orderBox });
  // Only this order: the demo rider may hold cash for earlier deliveries too.
  const boxes = card.getByRole('checkbox');
  for (let i = 0; i < (await boxes.count()); i += 1) {
    const box = boxes.nth(i);
    if ((await box.getAttribute('aria-label')) !== `Order ${cashOrder.tracking_id}`) await box.uncheck();
  }
  const total = delivered.total;
  await card.getByLabel('Received (RS)').fill(String(total - 10));
  await expect(card.getByText('Short by RS 10.00')).toBeVisible();
  if (process.env.E2E_SHOTS) await page.screenshot({ path: '/tmp/console-ops-cash.png', fullPage: true });
  await card.getByRole('button', { name: 'Settle cash' }).click();
  await expect(page.getByText('Cash settled: 1 order marked paid.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Order ${cashOrder.tracking_id}` })).toHaveCount(0);
  const history = page.getByRole('table', { name: 'Settlements' });
  await expect(history.getByRole('row').nth(1)).toContainText('Short by RS 10.00');

  const order = await request.get(`/api/v1/admin/orders/${cashOrder.order_id}/`, { headers: staff.headers });
  expect(((await order.json()) as { payment_status: string }).payment_status).toBe('paid');

  // Refunds: the cancelled paid order is due; recorded with the merchant portal's reference.
  await page.getByRole('menuitem', { name: 'Refunds' }).click();
  const row = page.getByRole('row').filter({ hasText: paidOrder.tracking_id });
  await expect(row).toBeVisible();
  if (process.env.E2E_SHOTS) await page.screenshot({ path: '/tmp/console-ops-refunds.png', fullPage: true });
  await row.getByRole('button', { name: 'Record refund' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Refund reference').fill('ESEWA-RF-778812');
  await dialog.getByRole('button', { name: 'Record refund' }).click();
  await expect(page.getByText('Refund recorded.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: paidOrder.tracking_id })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Refunded' }).click();
  await expect(page.getByRole('row').filter({ hasText: paidOrder.tracking_id })).toBeVisible();

  const payments = await request.get(`/api/v1/admin/orders/${paidOrder.order_id}/payments/`, {
    headers: staff.headers,
  });
  expect(((await payments.json()) as { payment_status: string }).payment_status).toBe('refunded');
});
