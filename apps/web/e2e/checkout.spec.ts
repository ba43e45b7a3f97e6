import { expect, type APIRequestContext, test } from '@playwright/test';
import { shopLogIn } from './demo-accounts';

// The checkout journey on the seeded demo shop: the demo customer (9800000001 / Demo@1234) buys with
// FLAT50 (RS 50 off from RS 300), adds an address through the cascade, pays cash on delivery, finds the
// order, cancels it, and the stock comes back.

interface ApiProduct {
  id: number;
  slug: string;
  title: string;
  selling_price: number;
  total_available_quantity: number;
}

/** An in-stock product between RS 300 and RS 1,500, so FLAT50 applies (delivery is free over RS 200). */
async function pickProduct(request: APIRequestContext): Promise<ApiProduct> {
  const res = await request.get('/api/v1/products/?page_size=100');
  const { results } = (await res.json()) as { results: ApiProduct[] };
  const product = results.find(
    (p) => p.selling_price >= 300 && p.selling_price <= 1500 && p.total_available_quantity >= 5,
  );
  expect(product).toBeDefined();
  return product!;
}

async function stockOf(request: APIRequestContext, slug: string): Promise<number> {
  const res = await request.get(`/api/v1/product/detail/${slug}/`);
  const body = (await res.json()) as { data: { product: ApiProduct } };
  return body.data.product.total_available_quantity;
}

test('place a Cash on Delivery order with FLAT50 to a new address, then cancel it', async ({
  page,
  request,
}) => {
  const product = await pickProduct(request);
  const stockBefore = await stockOf(request, product.slug);

  await shopLogIn(page);
  await page.goto(`/search?query=${encodeURIComponent(product.title)}`);
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('link', { name: product.title, exact: true }) });
  await card.first().getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByText(`${product.title} added to cart!`)).toBeVisible();

  await page.goto('/cart');
  await page.getByRole('textbox', { name: 'Promo code' }).fill('FLAT50');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Promo code FLAT50 applied')).toBeVisible();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();

  // A new address through the cascade: Bagmati → Lalitpur → Lalitpur Metropolitan City → a station.
  await page.getByRole('button', { name: 'Add New Address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Address' });
  // Both projects (desktop, phone) run against one shop, so each adds an address of its own.
  // Letters only: a name follows the letters rule (issue 23), so the run's time is spelled in letters.
  const stamp = Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  const runTag = `${test.info().project.name} ${stamp}`;
  const fullName = `Gita Rai ${runTag}`;
  await dialog.getByRole('textbox', { name: 'Full name' }).fill(fullName);
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('9812345678');
  await dialog.getByRole('combobox', { name: 'Province' }).selectOption({ label: 'Bagmati' });
  await expect(
    dialog.getByRole('combobox', { name: 'District' }).getByRole('option', { name: 'Lalitpur' }),
  ).toBeAttached();
  await dialog.getByRole('combobox', { name: 'District' }).selectOption({ label: 'Lalitpur' });
  const municipality = dialog.getByRole('combobox', { name: 'Municipality' });
  await expect(municipality.getByRole('option', { name: 'Lalitpur Metropolitan City' })).toBeAttached();
  await municipality.selectOption({ label: 'Lalitpur Metropolitan City' });
  const station = dialog.getByRole('combobox', { name: 'Nearest delivery station' });
  await expect(station.getByRole('option')).not.toHaveCount(1);
  await station.selectOption({ index: 1 });
  await dialog.getByRole('textbox', { name: 'Street address' }).fill('Pulchowk Road 5');
  await dialog.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Address added successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('radio', { name: new RegExp(fullName) })).toBeChecked();

  await expect(page.getByTestId('checkout-discount')).toContainText('RS 50.00');
  // FLAT50 needs RS 300, so this order is over RS 200: it ships free, as the cart promised.
  await expect(page.getByTestId('checkout-delivery')).toContainText('Free');
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  const place = page.getByRole('button', { name: /Place Order/ });
  await expect(place).toBeDisabled();
  await page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
  const total = (await page.getByTestId('checkout-total').textContent())!;
  await expect(place).toContainText(total);
  await place.click();

  const success = page.getByRole('dialog', { name: 'Order Placed Successfully!' });
  await expect(success).toBeVisible();
  await expect(success).toContainText(`Total: ${total}`);
  const tracking = ((await success.getByText(/^Tracking ID:/).textContent()) ?? '').replace(
    'Tracking ID: ',
    '',
  );
  expect(tracking).toMatch(/^KDM-\d{6}-[A-Z2-9]{6}$/);
  await expect.poll(() => stockOf(request, product.slug)).toBe(stockBefore - 1);

  await success.getByRole('link', { name: 'View Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const order = page.getByRole('article', { name: `Tracking ID: ${tracking}` });
  await expect(order).toBeVisible();
  await expect(order).toContainText('Order Processing');
  await expect(order).toContainText('Unpaid');
  await expect(order).toContainText('Cash on Delivery');
  await expect(order).toContainText(product.title);

  await order.getByRole('button', { name: 'Cancel Order' }).click();
  const cancel = page.getByRole('dialog');
  await cancel.getByRole('textbox', { name: 'Reason for cancelling' }).fill(`Ordered by mistake (${runTag})`);
  await cancel.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByText('Your order was cancelled.')).toBeVisible();
  await expect(order).toContainText('Cancelled');

  await page.getByRole('tab', { name: 'Cancelled Orders' }).click();
  await expect(page.getByText(`Reason: Ordered by mistake (${runTag})`)).toBeVisible();
  // The catalogue's cache shows a stock change within a second (catalog-cache.ts), not at once.
  await expect.poll(() => stockOf(request, product.slug)).toBe(stockBefore);
});
