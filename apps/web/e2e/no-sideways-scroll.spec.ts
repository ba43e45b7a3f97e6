import { expect, type Page, test } from '@playwright/test';

// No page may scroll sideways on a phone (issue 23): every route, logged out and in, at 320 and 390 px.

const WIDTHS = [320, 390];

async function routes(page: Page): Promise<string[]> {
  const products = (await (await page.request.get('/api/v1/products/?page_size=1')).json()) as {
    results: Array<{ slug: string }>;
  };
  return [
    '/',
    '/viewallfy',
    '/Viewallna',
    '/viewallca/1',
    '/search?query=rice',
    `/product/${products.results[0]!.slug}`,
    '/cart',
    '/wishlist',
    '/login',
    '/signup',
    '/forgetpassword',
    '/no-such-page',
  ];
}

const SIGNED_IN = [
  '/profile/orders',
  '/profile/wishlist',
  '/orders',
  '/wishlist',
  '/edit-profile',
  '/checkout',
];

async function sidewaysOverflow(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test.describe('no sideways scroll on phones', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone widths only');

  test('every page fits the screen, logged out and logged in', async ({ page }) => {
    test.setTimeout(240_000);
    const list = await routes(page);
    const overflowing: string[] = [];
    const check = async (paths: string[]) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        for (const path of paths) {
          await page.goto(path);
          const extra = await sidewaysOverflow(page);
          if (extra > 0) overflowing.push(`${path} at ${width} px: ${extra} px too wide`);
        }
      }
    };
    await check(list);

    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Username or email address' }).fill('9800000001');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo@1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await check([...SIGNED_IN, '/']);
    expect(overflowing).toEqual([]);
  });
});
