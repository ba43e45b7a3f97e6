import { expect, type Page, test } from '@playwright/test';
import { PAGE_ROUTES } from '@kandamul/domain';
import { CUSTOMER, shopLogIn, tokenOf } from './demo-accounts';
import { expectSignedIn, headerControl } from './header';

// These journeys hold the storefront's code back with page.route, which a service worker answering
// from its cache would go around: they run without one, as a first visit does.
test.use({ serviceWorkers: 'block' });

// The pages a shopper lands on come rendered from the server (docs/decisions/007): readable before
// any script runs, then taken over by the storefront without a visible change.

interface ApiProduct {
  slug: string;
  title: string;
}

async function firstProduct(page: Page): Promise<ApiProduct> {
  const res = await page.request.get('/api/v1/products/?page_size=1');
  return ((await res.json()) as { results: ApiProduct[] }).results[0]!;
}

/** Collects what React says when the server's HTML and the first browser render differ. */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // A page's own 404 (the unknown product) is logged by the browser as a failed resource: not ours.
    const error = message.type() === 'error' && !/Failed to load resource/.test(text);
    if (/hydrat/i.test(text) || error) problems.push(text.slice(0, 300));
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Holds the storefront's code back (a phone on a slow line) until the returned function is called. */
async function holdCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/boot-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The storefront has taken the page over once the skip link's target exists and a tap works. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => Boolean(document.querySelector('#root')?.firstElementChild));
  await page.waitForLoadState('networkidle');
}

test('the landing pages are readable with scripts turned off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const product = await firstProduct(page);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Kandamul Special' })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await expect(page.getByText(/RS \d/).first()).toBeVisible();

  await page.goto('/search?query=rice');
  await expect(page.getByRole('heading', { name: 'Search results for "rice"' })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await context.close();
});

test('hydration takes the rendered pages over without a mismatch, in English and in Nepali dark mode', async ({
  page,
}) => {
  const problems = watchHydration(page);
  const product = await firstProduct(page);
  const pages = [
    '/',
    `/product/${product.slug}`,
    '/product/no-such-product',
    '/search?query=rice',
    '/cart',
    '/viewallfy',
  ];
  for (const path of pages) {
    await page.goto(path);
    await hydrated(page);
  }

  // The shopper switches to Nepali and dark mode; from the next page on the server renders them so.
  await page.getByTitle('Language').click();
  await (await headerControl(page, 'button', /dark mode|अँध्यारो/i)).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  const html = await (await page.request.get('/')).text();
  // Dark mode is a class the server puts on <html>; the stylesheet's dark colours follow it (decision 047).
  expect(html).toContain('<html lang="ne" class="kd-dark"');
  for (const path of pages) {
    await page.goto(path);
    await hydrated(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('ne');
  }
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(18, 22, 17)');
  expect(problems).toEqual([]);
});

test('a returning shopper, signed in, gets the rendered page taken over, not drawn again', async ({
  page,
}) => {
  const product = await firstProduct(page);
  await shopLogIn(page);

  // The page's content as the server sent it is marked before any script has touched it. Remembered
  // state (here the session) differs from what the server rendered with; were the page's code still
  // loading when that state arrived, React would drop the server's content for a skeleton and redraw
  // it, and a tap on it in that moment would be lost.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const child of document.getElementById('main')?.children ?? []) {
        (child as Element & { fromServer?: boolean }).fromServer = true;
      }
    });
  });
  for (const path of ['/', `/product/${product.slug}`, '/search?query=rice', '/viewallfy']) {
    await page.goto(path);
    await expectSignedIn(page);
    await hydrated(page);
    const kept = await page.evaluate(() =>
      [...(document.getElementById('main')?.children ?? [])].map(
        (child) => (child as Element & { fromServer?: boolean }).fromServer === true,
      ),
    );
    expect(kept, path).not.toContain(false);
    expect(kept.length, path).toBeGreaterThan(0);
  }
});

test('a tap on Add To Cart before the code has arrived still adds the product', async ({ page }) => {
  // The storefront's code is held back until the tap has happened.
  const releaseCode = await holdCode(page);
  await page.goto('/viewallfy', { waitUntil: 'domcontentloaded' });
  const card = page.getByTestId('product-card').first();
  const title = (await card.getByRole('link').first().textContent())!.trim();
  await card.getByRole('button', { name: 'Add To Cart' }).click();

  releaseCode();
  await expect(page.getByText(`${title} added to cart!`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});

test('a login typed and tapped before the code has arrived logs in, with what was typed', async ({
  page,
}) => {
  // A phone on a slow line shows the server's form seconds before its code: the shopper types into it.
  const releaseCode = await holdCode(page);
  await page.goto(PAGE_ROUTES.login, { waitUntil: 'domcontentloaded' });
  const username = page.getByRole('textbox', { name: 'Username or email address' });
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await username.fill(CUSTOMER.phone);
  await password.fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Log in' }).click();

  releaseCode();
  await expect(page).not.toHaveURL(/\/login(?:[?#]|$)/, { timeout: 30_000 });
  await expectSignedIn(page);
});

test('text typed before the code has arrived is still in the form once the page has hydrated', async ({
  page,
}) => {
  const releaseCode = await holdCode(page);
  await page.goto(PAGE_ROUTES.signup, { waitUntil: 'domcontentloaded' });
  const firstName = page.getByRole('textbox', { name: 'First name' });
  await firstName.fill('Sita');
  // The label has risen out of the text's way with no script (decision 052): its foot is above the line
  // the text is written on (16.5 px into the box).
  const label = page.locator(`label[for="${await firstName.getAttribute('id')}"]`);
  const inputTop = (await firstName.boundingBox())!.y;
  await expect
    .poll(async () => ((box) => box!.y + box!.height - inputTop)(await label.boundingBox()))
    .toBeLessThanOrEqual(16);
  releaseCode();
  await hydrated(page);
  await expect(firstName).toHaveValue('Sita');
  // The form's own state has it too: its check no longer asks for the first name.
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Last name is required')).toBeVisible();
  await expect(page.getByText('First name is required')).toHaveCount(0);
});

test('a signed-in shopper’s edits typed before the code has arrived stay in the forms once hydrated', async ({
  page,
}) => {
  await shopLogIn(page);
  for (const [route, name, typed] of [
    [PAGE_ROUTES.editProfile, 'Middle Name', 'Kumari'],
    [PAGE_ROUTES.profile, 'PAN/VAT number', '601234567'],
  ] as const) {
    const releaseCode = await holdCode(page);
    await page.goto(route, { waitUntil: 'domcontentloaded' });
    const field = page.getByRole('textbox', { name });
    await field.fill(typed);
    releaseCode();
    await hydrated(page);
    await expect(field, route).toHaveValue(typed);
    await page.unroute('**/assets/boot-*.js');
  }
});

test('a signed-in shopper’s tap on the wishlist heart before the code has arrived is made as signed in', async ({
  page,
}) => {
  const product = await firstProduct(page);
  await shopLogIn(page);

  const releaseCode = await holdCode(page);
  await page.goto(`/product/${product.slug}`, { waitUntil: 'domcontentloaded' });
  // The server rendered the page for a visitor; the tap is held until the page is the shopper's.
  const heart = page
    .getByRole('main')
    .getByRole('button', { name: /wishlist/ })
    .first();
  await page.getByRole('main').getByRole('button', { name: 'Add to wishlist' }).first().click();
  releaseCode();

  await expect(heart).toHaveAccessibleName('Remove from wishlist');
  await expect(page).toHaveURL(new RegExp(`/product/${product.slug}$`));
  await expect(page.getByRole('link', { name: 'Wishlist, 1 items' })).toBeVisible();
  // Left as found, for the journeys that count the wishlist.
  await heart.click();
  await expect(page.getByRole('link', { name: 'Wishlist, 0 items' })).toBeVisible();
});

test('a search made before the code has arrived is answered by a rendered results page', async ({ page }) => {
  await page.route('**/assets/boot-*.js', () => {
    // never answered: the storefront's code does not arrive at all
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('combobox', { name: 'Search products' }).fill('rice');
  await page.getByRole('combobox', { name: 'Search products' }).press('Enter');
  await expect(page).toHaveURL(/\/search\?query=rice$/);
  await expect(page.getByRole('heading', { name: 'Search results for "rice"' })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

// Decision 045: the pages behind a login come with the shopper's own data in the server's HTML (the
// page-session cookie set at login), and the storefront takes them over without drawing them again.
test('a signed-in shopper’s orders and profile are in the server’s HTML, and taken over without a change', async ({
  page,
}) => {
  const problems = watchHydration(page);
  const product = (await (await page.request.get('/api/v1/products/?page_size=1')).json()) as {
    results: { id: number }[];
  };
  await shopLogIn(page);
  // An order of this shopper's own, placed through the API with the session the login page stored
  // (written to storage a moment after the header changes: a CI run read it too early).
  const stored = await page.waitForFunction(() => {
    const auth = localStorage.getItem('persist:auth');
    return auth ? (JSON.parse(JSON.parse(auth).access as string) as string | null) : null;
  });
  const access = (await stored.jsonValue())!;
  const headers = { authorization: `Bearer ${access}` };
  const addresses = (await (await page.request.get('/api/v1/order/address/list/', { headers })).json()) as {
    id: number;
  }[];
  const placed = await page.request.post('/api/v1/checkout/', {
    headers,
    data: { product_id: [product.results[0]!.id], qtys: [1], location: addresses[0]!.id },
  });
  expect(placed.status()).toBe(201);
  const orders = (await (await page.request.get('/api/v1/order/list/', { headers })).json()) as {
    results: { tracking_id: string }[];
  };
  const tracking = orders.results[0]!.tracking_id;

  // The HTML alone, as the browser gets it (its cookies, no script run): the order is in it, and it
  // is kept by no cache.
  const html = await page.request.get('/orders');
  expect(html.headers()['cache-control']).toBe('private, no-store');
  expect(await html.text()).toContain(tracking);
  const profile = await page.request.get('/profile');
  expect(await profile.text()).toContain('demo@kandamul.com.np');

  // Reloaded in the browser: the content the server sent is the content on screen once hydrated.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const child of document.getElementById('main')?.children ?? []) {
        (child as Element & { fromServer?: boolean }).fromServer = true;
      }
    });
  });
  await page.goto('/orders');
  await expect(page.getByText(tracking).first()).toBeVisible();
  await hydrated(page);
  await expectSignedIn(page);
  const kept = await page.evaluate(() =>
    [...(document.getElementById('main')?.children ?? [])].map(
      (child) => (child as Element & { fromServer?: boolean }).fromServer === true,
    ),
  );
  expect(kept.length).toBeGreaterThan(0);
  expect(kept).not.toContain(false);
  await expect(page.getByText(tracking).first()).toBeVisible();
  expect(problems).toEqual([]);
});

// Decision 046: checkout and the wishlist too come with the shopper's own cart, addresses and wishlist
// in the server's HTML, kept by no cache, and a request without the shopper's session gets none of it.
test('a signed-in shopper’s checkout and wishlist are in the server’s HTML, never a stranger’s', async ({
  page,
  request,
}) => {
  const problems = watchHydration(page);
  const { results } = (await (await page.request.get('/api/v1/products/?page_size=50')).json()) as {
    results: (ApiProduct & { id: number; total_available_quantity: number })[];
  };
  // A plain title, found in the HTML as it is written (no character React would escape).
  const product = results.find((p) => p.total_available_quantity >= 5 && /^[\w ]+$/.test(p.title))!;
  const { headers } = await tokenOf(page.request, CUSTOMER.phone, CUSTOMER.password);
  // The server cart and the wishlist hold the product before the login, so the storefront's own
  // cart (merged with the server's at login) is the one the server renders.
  expect(
    (
      await page.request.put('/api/v1/cart/', {
        headers,
        data: { items: [{ product_id: product.id, quantity: 2 }] },
      })
    ).ok(),
  ).toBe(true);
  const added = await page.request.post('/api/v1/create/wishlist/', { headers, data: { item: product.id } });
  expect(added.ok()).toBe(true);
  const addresses = (await (await page.request.get('/api/v1/order/address/list/', { headers })).json()) as {
    full_name: string;
  }[];
  expect(addresses.length).toBeGreaterThan(0);
  const addressName = addresses[0]!.full_name;

  await shopLogIn(page);
  await expect(page.getByTestId('cart-count')).toContainText('2');

  // The HTML alone, as this browser gets it: the cart's line, the address and the wishlist's card.
  const checkout = await page.request.get('/checkout');
  expect(checkout.headers()['cache-control']).toBe('private, no-store');
  const checkoutHtml = await checkout.text();
  expect(checkoutHtml).toContain(product.title);
  expect(checkoutHtml).toContain(addressName);
  expect(checkoutHtml).toContain('Place Order');
  const wishlist = await page.request.get('/wishlist');
  expect(wishlist.headers()['cache-control']).toBe('private, no-store');
  expect(await wishlist.text()).toContain(product.title);

  // A request without this browser's cookies is everyone's page: the skeleton, nothing of hers.
  for (const path of ['/checkout', '/wishlist']) {
    const stranger = await request.get(path, { headers: { cookie: '' } });
    expect(stranger.headers()['cache-control'], path).toBe('no-cache');
    const html = await stranger.text();
    expect(html, path).not.toContain(product.title);
    expect(html, path).not.toContain(addressName);
  }

  // Reloaded in the browser: the checkout the server sent is the one on screen once hydrated.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const child of document.getElementById('main')?.children ?? []) {
        (child as Element & { fromServer?: boolean }).fromServer = true;
      }
    });
  });
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await hydrated(page);
  await expectSignedIn(page);
  const kept = await page.evaluate(() =>
    [...(document.getElementById('main')?.children ?? [])].map(
      (child) => (child as Element & { fromServer?: boolean }).fromServer === true,
    ),
  );
  expect(kept.length).toBeGreaterThan(0);
  expect(kept).not.toContain(false);
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(product.title);
  expect(problems).toEqual([]);

  // Left as found, for the journeys that count the wishlist and the cart.
  const { results: entries } = (await (
    await page.request.get('/api/v1/list/wishlist/', { headers })
  ).json()) as {
    results: { id: number; item: { id: number } }[];
  };
  for (const entry of entries.filter((e) => e.item.id === product.id)) {
    await page.request.delete(`/api/v1/update/wishlist/${entry.id}/`, { headers });
  }
  await page.request.put('/api/v1/cart/', { headers, data: { items: [] } });
});

test('a wallet chosen before the code has arrived is kept once the checkout has hydrated', async ({
  page,
}) => {
  const { results } = (await (await page.request.get('/api/v1/products/?page_size=20')).json()) as {
    results: (ApiProduct & { id: number; total_available_quantity: number })[];
  };
  const product = results.find((p) => p.total_available_quantity >= 2)!;
  const { headers } = await tokenOf(page.request, CUSTOMER.phone, CUSTOMER.password);
  await page.request.put('/api/v1/cart/', {
    headers,
    data: { items: [{ product_id: product.id, quantity: 1 }] },
  });
  await shopLogIn(page);

  // A slow phone shows the server's checkout, with cash on delivery ticked, before its code: she picks eSewa.
  const releaseCode = await holdCode(page);
  await page.goto(PAGE_ROUTES.checkout, { waitUntil: 'domcontentloaded' });
  const esewa = page.getByRole('radio', { name: 'eSewa' });
  await esewa.check();
  releaseCode();
  await hydrated(page);
  await expect(esewa).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).not.toBeChecked();
  // The page's own state has it too, not only the box: the wallet's note is shown.
  await expect(page.getByText('You pay in eSewa next.', { exact: false })).toBeVisible();

  await page.request.put('/api/v1/cart/', { headers, data: { items: [] } });
});
