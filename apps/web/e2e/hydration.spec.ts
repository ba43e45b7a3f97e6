import { expect, type Page, test } from '@playwright/test';
import { shopLogIn } from './demo-accounts';
import { headerControl } from './header';
import { PAGE_ROUTES, SERVER_RENDERED_PAGES } from '@kandamul/domain';

// Every page the server renders (SERVER_RENDERED_PAGES, issue 23 item 17 and issue 24) is loaded in
// Chromium and taken over by the storefront; React must not report a hydration error or warning (a
// mismatch throws the server's page away and draws it again: #418 on a sorted search did). Run as a
// visitor and signed in, in English and in Nepali dark mode.
test.use({ serviceWorkers: 'block' });

type RenderedPage = (typeof SERVER_RENDERED_PAGES)[number];

interface Catalogue {
  slug: string;
  categoryId: number;
}

/** The addresses to load for each rendered page: a page added to the table without one fails the type check. */
function addresses({ slug, categoryId }: Catalogue): Record<RenderedPage, string[]> {
  return {
    home: [PAGE_ROUTES.home],
    product: [`/product/${slug}`, '/product/no-such-product'],
    detail: [`/detail/${slug}`],
    // The sorted search and list are the ones that mismatched (#418): the server rendered the default order.
    search: ['/search?query=rice', '/search?query=rice&sort=price_desc', '/search', '/search?query=zzzqqq'],
    cart: [PAGE_ROUTES.cart],
    category: [`/viewallca/${categoryId}`, `/viewallca/${categoryId}?sort=price_asc`],
    todaySpecial: [PAGE_ROUTES.todaySpecial, `${PAGE_ROUTES.todaySpecial}?sort=price_desc`],
    newArrivals: [PAGE_ROUTES.newArrivals],
    login: [PAGE_ROUTES.login],
    signup: [PAGE_ROUTES.signup],
    forgotPassword: [PAGE_ROUTES.forgotPassword],
    otp: [PAGE_ROUTES.otp],
    otpEmail: [PAGE_ROUTES.otpEmail],
    changePassword: [PAGE_ROUTES.changePassword],
    checkout: [PAGE_ROUTES.checkout],
    paymentResult: [PAGE_ROUTES.paymentResult],
    profile: [PAGE_ROUTES.profile],
    wishlist: [PAGE_ROUTES.wishlist],
    editProfile: [PAGE_ROUTES.editProfile],
    orders: [PAGE_ROUTES.orders],
  };
}

async function catalogue(page: Page): Promise<Catalogue> {
  const products = (await (await page.request.get('/api/v1/products/?page_size=1')).json()) as {
    results: { slug: string }[];
  };
  const categories = (await (await page.request.get('/api/v1/category/all/')).json()) as {
    data: { results: { id: number }[] };
  };
  return { slug: products.results[0]!.slug, categoryId: categories.data.results[0]!.id };
}

/** Every console message that speaks of hydration, and every error (React's minified #418/#423/#425). */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // A page's own 404 (the unknown product) is logged by the browser as a failed resource: not ours.
    const error = message.type() === 'error' && !/Failed to load resource/.test(text);
    const warning = message.type() === 'warning' && /hydrat|did not match|#41[89]|#42[35]/i.test(text);
    if (error || warning || /hydrat/i.test(text)) problems.push(`${page.url()}: ${text.slice(0, 300)}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

/** The page came from the server (not the single-page shell), and the storefront has taken it over. */
async function loadRendered(page: Page, path: string) {
  const response = await page.goto(path);
  const html = (await response?.text()) ?? '';
  expect(html, `${path} is rendered by the server`).toContain('id="kd-server-state"');
  await page.waitForFunction(() => Boolean(document.querySelector('#root')?.firstElementChild));
  await page.waitForLoadState('networkidle');
  // The render with the shopper's own state has happened (the skeletons of session pages are gone).
  await expect(page.locator('#main [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
}

test('no server-rendered page logs a hydration error, as a visitor, in English and in Nepali dark mode', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const problems = watchHydration(page);
  const table = addresses(await catalogue(page));
  expect(Object.keys(table).sort()).toEqual([...SERVER_RENDERED_PAGES].sort());
  const all = Object.values(table).flat();
  for (const path of all) await loadRendered(page, path);

  await page.goto('/');
  await page.getByTitle('Language').click();
  await (await headerControl(page, 'button', /dark mode|अँध्यारो/i)).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  for (const path of all) await loadRendered(page, path);
  expect(problems).toEqual([]);
});

test('no server-rendered page logs a hydration error for a signed-in shopper with a cart', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const problems = watchHydration(page);
  const found = await catalogue(page);
  await shopLogIn(page);
  await page.goto(`/product/${found.slug}`);
  await page.getByRole('button', { name: 'Add To Cart' }).first().click();
  await expect(page.getByTestId('cart-count')).not.toHaveText('0');
  const pages = addresses(found);
  // The cart with items is the browser's to render (the server does not have it).
  for (const path of Object.entries(pages).flatMap(([name, paths]) => (name === 'cart' ? [] : paths))) {
    await loadRendered(page, path);
  }
  // The pages behind the login show the shopper's own content once taken over, not a skeleton.
  await loadRendered(page, PAGE_ROUTES.orders);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});
