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

/**
 * How far the page is wider than the screen, and which elements make it so: a failure must say what to
 * fix (a 1 px overflow seen only in a full CI run could not be found from the number alone).
 */
async function sidewaysOverflow(page: Page): Promise<{ extra: number; culprits: string[] }> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // Against the layout viewport (clientWidth), not window.innerWidth: on a phone Chrome zooms a too-wide
    // page out until it fits, and innerWidth grows with it, so the old difference was 0 or a rounding
    // pixel depending on when the zoom had settled.
    const extra = document.documentElement.scrollWidth - width;
    if (extra <= 0) return { extra, culprits: [] };
    const describe = (el: Element): string => {
      const parts: string[] = [];
      for (let e: Element | null = el; e && e !== document.body && parts.length < 6; e = e.parentElement) {
        let part = e.tagName.toLowerCase();
        if (e.id) part += `#${e.id}`;
        const testId = e.getAttribute('data-testid');
        if (testId) part += `[data-testid="${testId}"]`;
        const role = e.getAttribute('role');
        if (role) part += `[role="${role}"]`;
        const label = e.getAttribute('aria-label');
        if (label) part += `[aria-label="${label.slice(0, 30)}"]`;
        // Emotion's class names are hashes; MUI's own (MuiButton-root) and the label part say what it is.
        const cls = [...e.classList].filter((c) => /^Mui|^css-[a-z0-9]+-/.test(c)).slice(0, 2);
        if (cls.length) part += `.${cls.join('.')}`;
        parts.unshift(part);
      }
      return parts.join(' > ');
    };
    // An element sticking out past the right edge, not clipped by an ancestor: the deepest
    // such elements are the ones to fix, their ancestors only carry them.
    const clipped = (el: Element): boolean => {
      // A fixed box (a toast sliding in) never widens the page; a box inside a scroller is clipped.
      if (getComputedStyle(el).position === 'fixed') return true;
      for (let e = el.parentElement; e && e !== document.documentElement; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.position === 'fixed') return true;
        if (style.overflowX !== 'visible' && e !== document.body) return true;
      }
      return false;
    };
    const out = [...document.body.querySelectorAll('*')].filter((el) => {
      const r = el.getBoundingClientRect();
      // Only the right edge: what sticks out to the left (a skip link parked off screen) never scrolls.
      return r.right > width + 0.5 && r.width > 0 && !clipped(el);
    });
    const deepest = out.filter((el) => !out.some((o) => o !== el && el.contains(o)));
    const culprits = deepest.slice(0, 5).map((el) => {
      const r = el.getBoundingClientRect();
      const text = (el.textContent ?? '').trim().slice(0, 40);
      return `${describe(el)} (left ${r.left.toFixed(1)}, right ${r.right.toFixed(1)}, width ${r.width.toFixed(1)} px${text ? `, text "${text}"` : ''})`;
    });
    return { extra, culprits };
  });
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
          const { extra, culprits } = await sidewaysOverflow(page);
          if (extra > 0)
            overflowing.push(
              `${path} at ${width} px: ${extra} px too wide: ${culprits.join('; ') || 'no element found'}`,
            );
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
