import { expect, type APIRequestContext, test } from '@playwright/test';
import { shopLogIn } from './demo-accounts';

// Delivery slots and Buy again on the seeded demo shop (issue 20): the demo customer orders to a new
// address served by Kalanki (a station with slots), must choose a slot, sees it on the order, puts
// the order back in the cart with "Buy again", and cancels the order (its slot place is freed).

interface ApiProduct {
  id: number;
  slug: string;
  title: string;
  selling_price: number;
  total_available_quantity: number;
}

async function pickProduct(request: APIRequestContext): Promise<ApiProduct> {
  const res = await request.get('/api/v1/products/?page_size=100');
  const { results } = (await res.json()) as { results: ApiProduct[] };
  // Past the first few: the checkout journey may run beside this one on the same shop.
  const product = results.filter((p) => p.selling_price >= 100 && p.total_available_quantity >= 20).at(-1);
  expect(product).toBeDefined();
  return product!;
}

test('choose a delivery slot and order, then buy the order again', async ({ page, request }) => {
  test.setTimeout(120_000);
  const product = await pickProduct(request);

  await shopLogIn(page);
  await page.goto(`/search?query=${encodeURIComponent(product.title)}`);
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('link', { name: product.title, exact: true }) });
  await card.first().getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByText(`${product.title} added to cart!`)).toBeVisible();

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add New Address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Address' });
  const stamp = Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  const fullName = `Hari Thapa ${test.info().project.name} ${stamp}`;
  await dialog.getByRole('textbox', { name: 'Full name' }).fill(fullName);
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('9812345678');
  await dialog.getByRole('combobox', { name: 'Province' }).selectOption({ label: 'Bagmati' });
  const district = dialog.getByRole('combobox', { name: 'District' });
  await expect(district.getByRole('option', { name: 'Kathmandu', exact: true })).toBeAttached();
  await district.selectOption({ label: 'Kathmandu' });
  const municipality = dialog.getByRole('combobox', { name: 'Municipality' });
  await expect(municipality.getByRole('option', { name: 'Kathmandu Metropolitan City' })).toBeAttached();
  await municipality.selectOption({ label: 'Kathmandu Metropolitan City' });
  const station = dialog.getByRole('combobox', { name: 'Nearest delivery station' });
  const kalanki = station.locator('option', { hasText: 'Kalanki' });
  await expect(kalanki).toBeAttached();
  await station.selectOption((await kalanki.getAttribute('value'))!);
  await dialog.getByRole('textbox', { name: 'Street address' }).fill('Kalanki Chowk 3');
  await dialog.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Address added successfully!')).toBeVisible();
  await expect(page.getByRole('radio', { name: new RegExp(fullName) })).toBeChecked();

  // Kalanki delivers in slots: one must be chosen; the earliest open one is marked Fastest.
  const slots = page.getByRole('radiogroup', { name: 'Delivery slot' });
  await expect(slots).toBeVisible();
  await expect(slots.getByText('Fastest')).toHaveCount(1);
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
  const place = page.getByRole('button', { name: /Place Order/ });
  await expect(place).toBeDisabled();
  await expect(page.getByText('Please choose a delivery slot')).toBeVisible();
  const open = slots.getByRole('radio', { disabled: false });
  const chosen = open.last();
  await chosen.check();
  const slotLabel = (await chosen.locator('xpath=ancestor::label').innerText()).split('\n')[0]!.trim();
  await expect(place).toBeEnabled();
  await place.click();

  const success = page.getByRole('dialog', { name: 'Order Placed Successfully!' });
  await expect(success).toBeVisible();
  const tracking = ((await success.getByText(/^Tracking ID:/).textContent()) ?? '').replace(
    'Tracking ID: ',
    '',
  );
  await success.getByRole('link', { name: 'View Orders' }).click();
  const order = page.getByRole('article', { name: `Tracking ID: ${tracking}` });
  await expect(order).toBeVisible();
  // The order shows its slot (e.g. 'Delivery: Nov 27, 2026, 18:00–20:00').
  await expect(order.getByTestId('order-slot')).toContainText(slotLabel.replace(/\s*\(.*$/, ''));

  // Buy again: the product is back in the cart at today's price.
  await order.getByRole('button', { name: 'Buy again' }).click();
  await expect(order.getByRole('status')).toContainText('1 product was added to your cart');
  await order.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('link', { name: product.title, exact: true }).first()).toBeVisible();

  // Clean up: cancelling frees the slot's place and the stock.
  await page.goto('/orders');
  await order.getByRole('button', { name: 'Cancel Order' }).click();
  const cancel = page.getByRole('dialog');
  await cancel.getByRole('textbox', { name: 'Reason for cancelling' }).fill('Slot journey');
  await cancel.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByText('Your order was cancelled.')).toBeVisible();
});
