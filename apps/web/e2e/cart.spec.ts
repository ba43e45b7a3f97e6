import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { shopLogIn } from './demo-accounts';

// The cart, voucher and wishlist journeys on the seeded demo shop (vouchers WELCOME10: 10 % from RS 500,
// at most RS 100; FLAT50: RS 50 off from RS 300; demo customer 9800000001 / Demo@1234).

const DEMO = { phone: '9800000001', password: 'Demo@1234' };

interface ApiProduct {
  id: number;
  slug: string;
  title: string;
  selling_price: number;
  total_available_quantity: number;
}

const rs = (n: number) =>
  `RS ${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** In-stock products priced so a few units stay below RS 500 but can pass RS 300. */
async function pickProducts(request: APIRequestContext, n: number): Promise<ApiProduct[]> {
  const res = await request.get('/api/v1/products/?page_size=100');
  const { results } = (await res.json()) as { results: ApiProduct[] };
  const picked = results.filter(
    (p) => p.selling_price >= 60 && p.selling_price <= 140 && p.total_available_quantity >= 10,
  );
  expect(picked.length).toBeGreaterThanOrEqual(n);
  return picked.slice(0, n);
}

async function addFromCard(page: Page, product: ApiProduct) {
  await page.goto(`/search?query=${encodeURIComponent(product.title)}`);
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('link', { name: product.title, exact: true }) });
  await card.first().getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByText(`${product.title} added to cart!`)).toBeVisible();
}

async function apiToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/v1/login/', {
    data: { phone_or_email: DEMO.phone, password: DEMO.password },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { access_token: string }).access_token;
}

const row = (page: Page, title: string) => page.getByRole('listitem', { name: title });

test('visitor cart: quantities, removal, vouchers, reload, then merge with the server cart on login', async ({
  page,
  request,
}) => {
  const [a, b, c] = await pickProducts(request, 3);
  await addFromCard(page, a!);
  await addFromCard(page, b!);
  await expect(page.getByTestId('cart-count')).toContainText('2');

  await page.goto('/cart');
  await expect(row(page, a!.title)).toBeVisible();
  await expect(row(page, b!.title)).toBeVisible();
  await row(page, b!.title).getByRole('button', { name: 'Increase quantity' }).click();
  await expect(row(page, b!.title).getByRole('status', { name: 'Quantity' })).toHaveText('2');
  await row(page, b!.title)
    .getByRole('button', { name: `Remove ${b!.title}` })
    .click();
  await expect(row(page, b!.title)).toHaveCount(0);

  // One unit of A is below both minimums: WELCOME10 says how much more is needed, for 3 s.
  const promo = page.getByRole('textbox', { name: 'Promo code' });
  await promo.fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'more to use this code' })).toContainText(
    `Add ${rs(500 - a!.selling_price)} more`,
  );
  await expect(page.getByRole('alert').filter({ hasText: 'more to use this code' })).toHaveCount(0, {
    timeout: 5000,
  });

  // Enough units of A to pass RS 300: FLAT50 applies.
  const units = Math.ceil(300 / a!.selling_price);
  for (let q = 1; q < units; q += 1) {
    await row(page, a!.title).getByRole('button', { name: 'Increase quantity' }).click();
  }
  const subtotal = units * a!.selling_price;
  await expect(page.getByTestId('summary-subtotal')).toHaveText(rs(subtotal));
  await promo.fill('FLAT50');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Promo code FLAT50 applied')).toBeVisible();
  await expect(page.getByTestId('summary-discount')).toHaveText(`− ${rs(50)}`);
  await expect(page.getByTestId('summary-total')).toHaveText(rs(subtotal - 50));

  // A reload keeps the cart and its promo.
  await page.reload();
  await expect(row(page, a!.title).getByRole('status', { name: 'Quantity' })).toHaveText(String(units));
  await expect(page.getByTestId('summary-total')).toHaveText(rs(subtotal - 50));

  // On another device the customer had C in the server cart.
  const token = await apiToken(request);
  const auth = { authorization: `Bearer ${token}` };
  expect(
    (
      await request.put('/api/v1/cart/', {
        headers: auth,
        data: { items: [{ product_id: c!.id, quantity: 2 }] },
      })
    ).ok(),
  ).toBe(true);

  await shopLogIn(page);
  await expect(page.getByTestId('cart-count')).toContainText(String(units + 2));
  await page.goto('/cart');
  await expect(row(page, a!.title)).toBeVisible();
  await expect(row(page, c!.title).getByRole('status', { name: 'Quantity' })).toHaveText('2');
  // The merged cart was written back to the server.
  await expect
    .poll(async () => {
      const body = (await (await request.get('/api/v1/cart/', { headers: auth })).json()) as {
        items: { product_id: number; quantity: number }[];
      };
      return body.items.map((l) => [l.product_id, l.quantity]).sort((x, y) => x[0]! - y[0]!);
    })
    .toEqual(
      [
        [a!.id, units],
        [c!.id, 2],
      ].sort((x, y) => x[0]! - y[0]!),
    );
});

test('wishlist: add from a card and the detail page, remove on the wishlist page and from a card', async ({
  page,
  request,
}) => {
  const [a, b] = await pickProducts(request, 2);
  // The demo account's wishlist starts empty, whatever an earlier attempt left on it.
  const auth = { authorization: `Bearer ${await apiToken(request)}` };
  const listed = (await (await request.get('/api/v1/list/wishlist/', { headers: auth })).json()) as {
    results: { id: number }[];
  };
  for (const entry of listed.results) {
    expect((await request.delete(`/api/v1/update/wishlist/${entry.id}/`, { headers: auth })).ok()).toBe(true);
  }
  await shopLogIn(page);
  const wishlistLink = page.getByRole('link', { name: /^Wishlist, \d+ items$/ });

  await page.goto(`/search?query=${encodeURIComponent(a!.title)}`);
  const cardA = page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('link', { name: a!.title, exact: true }) })
    .first();
  await cardA.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(cardA.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();
  await expect(wishlistLink).toHaveAccessibleName('Wishlist, 1 items');

  await page.goto(`/product/${b!.slug}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to wishlist' }).first().click();
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Remove from wishlist' }).first(),
  ).toBeVisible();
  await expect(wishlistLink).toHaveAccessibleName('Wishlist, 2 items');

  await page.goto('/wishlist');
  const cardB = page.getByRole('article', { name: b!.title });
  await expect(page.getByRole('article', { name: a!.title })).toBeVisible();
  await cardB.getByRole('button', { name: 'Remove from wishlist' }).click();
  await expect(cardB).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('article', { name: a!.title })).toBeVisible();
  await expect(page.getByRole('article', { name: b!.title })).toHaveCount(0);

  await page.goto(`/search?query=${encodeURIComponent(a!.title)}`);
  await cardA.getByRole('button', { name: 'Remove from wishlist' }).click();
  await expect(cardA.getByRole('button', { name: 'Add to wishlist' })).toBeVisible();
  await page.goto('/wishlist');
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
});
