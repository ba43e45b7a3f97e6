import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { shopLogIn } from './demo-accounts';

// Issue 23 (a phone shopper's ergonomics, the Devanagari face) and issue 21 (a business customer's
// PAN), on the seeded demo shop as the demo customer.

const DEMO = { phone: '9800000001', password: 'Demo@1234' };

interface ApiProduct {
  slug: string;
  title: string;
  total_available_quantity: number;
}

async function inStock(request: APIRequestContext, n: number): Promise<ApiProduct[]> {
  const res = await request.get('/api/v1/products/?page_size=60');
  const { results } = (await res.json()) as { results: ApiProduct[] };
  const picked = results.filter((p) => p.total_available_quantity >= 5).slice(0, n);
  expect(picked).toHaveLength(n);
  return picked;
}

async function auth(request: APIRequestContext) {
  const res = await request.post('/api/v1/login/', {
    data: { phone_or_email: DEMO.phone, password: DEMO.password },
  });
  expect(res.ok()).toBe(true);
  return { authorization: `Bearer ${((await res.json()) as { access_token: string }).access_token}` };
}

async function addFromCard(page: Page, product: ApiProduct) {
  await page.goto(`/search?query=${encodeURIComponent(product.title)}`);
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('link', { name: product.title, exact: true }) });
  await card.first().getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByText(`${product.title} added to cart!`)).toBeVisible();
}

const row = (page: Page, title: string) => page.getByRole('listitem', { name: title });

test('Buy now sets the basket aside and the cart offers it back, in English and Nepali', async ({
  page,
  request,
}) => {
  const headers = await auth(request);
  expect((await request.put('/api/v1/cart/', { headers, data: { items: [] } })).ok()).toBe(true);
  const [a, b, c] = await inStock(request, 3);
  await shopLogIn(page);
  await addFromCard(page, a!);
  await addFromCard(page, b!);

  await page.goto(`/product/${c!.slug}`);
  await page.getByRole('button', { name: 'Buy now', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  await page.goto('/cart');
  await expect(row(page, c!.title)).toBeVisible();
  await expect(row(page, a!.title)).toHaveCount(0);
  const offer = page.getByRole('region', { name: 'Your earlier basket was set aside for Buy now' });
  await expect(offer).toContainText('2 items are waiting: put them back in your cart?');

  await page.getByRole('button', { name: 'नेपाली' }).first().click();
  const offerNe = page.getByRole('region', { name: /पहिलेको टोकरी छुट्याएर राखिएको छ/ });
  await expect(offerNe).toBeVisible();
  await offerNe.getByRole('button', { name: 'कार्टमा फिर्ता राख्नुहोस्' }).click();
  await expect(page.getByText('तपाईंको पहिलेको टोकरी कार्टमा फिर्ता आयो।')).toBeVisible();
  await expect(offerNe).toHaveCount(0);
  await page.getByRole('button', { name: 'English' }).first().click();
  for (const p of [a!, b!, c!]) await expect(row(page, p.title)).toBeVisible();
  // Offered once: a reload does not bring the offer back, and the basket stays whole.
  await page.reload();
  for (const p of [a!, b!, c!]) await expect(row(page, p.title)).toBeVisible();
  await expect(page.getByTestId('set-aside-offer')).toHaveCount(0);
  // The server cart followed: the basket is there on another device too.
  await expect
    .poll(async () => {
      const res = await request.get('/api/v1/cart/', { headers });
      const body = (await res.json()) as { items?: unknown[]; cart?: { items?: unknown[] } };
      return (body.items ?? body.cart?.items ?? []).length;
    })
    .toBe(3);
  await request.put('/api/v1/cart/', { headers, data: { items: [] } });
});

test('on a phone the product page keeps price, quantity and Add to Cart in a bar at the bottom', async ({
  page,
  request,
  isMobile,
}) => {
  const [product] = await inStock(request, 1);
  await page.goto(`/product/${product!.slug}`);
  const bar = page.getByRole('region', { name: `Buy ${product!.title}` });
  if (!isMobile) {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('sticky-buy-bar')).toHaveCount(0);
    return;
  }
  // The page's own buttons are out of view at first on a phone: the bar is on screen, at the bottom.
  await expect(bar).toBeVisible();
  const box = (await bar.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y + box.height).toBeGreaterThanOrEqual(viewport.height - 1);
  await expect(bar.getByRole('status', { name: 'Quantity' })).toHaveText('1');
  await bar.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(bar.getByRole('status', { name: 'Quantity' })).toHaveText('2');
  await bar.getByRole('button', { name: `Add to Cart: ${product!.title}` }).click();
  await expect(page.getByText(`${product!.title} added to cart!`)).toBeVisible();
  await expect(page.getByTestId('cart-count')).toContainText('2');

  // With the page's own Buy now on screen the bar steps aside.
  await page.getByRole('button', { name: 'Buy now', exact: true }).scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
});

test('an English page sets Devanagari in the shop’s face, which a Latin-only text never fetches', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The Devanagari face is declared once the page has loaded (decision 059).
  await expect
    .poll(() =>
      page.evaluate(() => [...document.fonts].some((face) => /^U\+900-97F/i.test(face.unicodeRange))),
    )
    .toBe(true);
  const faces = await page.evaluate(async () => {
    const latin = await document.fonts.load('16px Mukta', 'Kandamul');
    const devanagari = await document.fonts.load('16px Mukta', 'कन्दमूल');
    return {
      latin: latin.map((f) => f.unicodeRange),
      devanagari: devanagari.map((f) => ({ range: f.unicodeRange, status: f.status })),
    };
  });
  // Devanagari text asks for the Devanagari face alone, and gets it (this machine has no Devanagari font).
  expect(faces.devanagari).toEqual([{ range: expect.stringMatching(/^U\+900-97F,/i), status: 'loaded' }]);
  // Latin text asks for the Latin face alone: neither Latin Extended nor Devanagari.
  expect(faces.latin).toEqual([expect.stringMatching(/^U\+0-FF,/i)]);
});

test('a business customer adds, corrects and removes the PAN printed on their invoices', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'one width is enough for a form');
  const headers = await auth(request);
  await request.put('/api/v1/profile/pan/', { headers, data: { pan: null } });
  await shopLogIn(page);
  await page.goto('/profile');
  // /profile is in the server's HTML (decision 045). Typing before its code has taken it over is
  // server-render.spec's journey; this one tests the form itself.
  await page.waitForLoadState('networkidle');
  const section = page.getByRole('region', { name: 'Business invoices' });
  const field = section.getByRole('textbox', { name: 'PAN/VAT number' });
  await field.fill('60123456');
  await section.getByRole('button', { name: 'Save PAN' }).click();
  await expect(section.getByText('A PAN is 9 digits.')).toBeVisible();
  // Nothing was sent: the server still has none.
  expect(await (await request.get('/api/v1/profile/pan/', { headers })).json()).toEqual({ pan: null });

  // As printed on a certificate, in Devanagari digits with spaces.
  await field.fill('६०१ २३४ ५६७');
  await section.getByRole('button', { name: 'Save PAN' }).click();
  await expect(page.getByText('PAN saved.')).toBeVisible();
  await expect(section).toContainText('PAN 601234567 is printed on your VAT invoices from now on.');
  expect(await (await request.get('/api/v1/profile/pan/', { headers })).json()).toEqual({ pan: '601234567' });

  await page.reload();
  await expect(field).toHaveValue('601234567');
  await page.getByRole('button', { name: 'नेपाली' }).first().click();
  const sectionNe = page.getByRole('region', { name: 'व्यवसायको बिजक' });
  await sectionNe.getByRole('textbox', { name: 'प्यान/भ्याट नम्बर' }).fill('12ab');
  await sectionNe.getByRole('button', { name: 'प्यान सुरक्षित गर्नुहोस्' }).click();
  await expect(sectionNe.getByText('प्यान ९ अङ्कको हुन्छ।')).toBeVisible();
  await sectionNe.getByRole('button', { name: 'प्यान हटाउनुहोस्' }).click();
  await expect(page.getByText('प्यान हटाइयो।')).toBeVisible();
  expect(await (await request.get('/api/v1/profile/pan/', { headers })).json()).toEqual({ pan: null });
  await page.getByRole('button', { name: 'English' }).first().click();
});
