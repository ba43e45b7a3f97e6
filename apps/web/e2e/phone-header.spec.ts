import { expect, type Page, test } from '@playwright/test';
import { expectSignedIn, headerControl } from './header';

// Issue 23: logged in on a 390 × 844 phone, the header that stays on screen was ~150 px, its icons on a
// row of their own. It is one compact row now, at most 64 px while the shopper scrolls down; the
// search row tucks away behind it and comes back on the first scroll up, without moving the page.

/** How far down the screen the header reaches: the bar, or the search row under it while it shows. */
async function headerBottom(page: Page): Promise<number> {
  return page.evaluate(() => {
    const header = document.querySelector('header')!;
    const bar = header.getBoundingClientRect();
    let bottom = bar.bottom;
    for (const el of header.querySelectorAll<HTMLElement>('*')) {
      const r = el.getBoundingClientRect();
      if (r.height > 0 && r.width > 0 && getComputedStyle(el).visibility !== 'hidden') {
        bottom = Math.max(bottom, r.bottom);
      }
    }
    return bottom;
  });
}

/** Whether the search field shows: on screen, and what a tap at its middle would reach (not the bar over it). */
async function searchShows(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const field = document.querySelector<HTMLInputElement>('header input[type="search"]')!;
    const r = field.getBoundingClientRect();
    if (r.top < 0 || r.bottom > window.innerHeight) return false;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === field || field.contains(hit));
  });
}

/** Scrolls like a finger: several small steps, a frame apart. */
async function scrollBy(page: Page, dy: number, steps = 6): Promise<void> {
  for (let i = 0; i < steps; i++) {
    await page.evaluate((step) => window.scrollBy(0, step), dy / steps);
    await page.waitForTimeout(50);
  }
}

test.describe('the phone header', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone widths only');

  test('logged in: one row of at most 64 px while scrolling down, search back on scroll up, no layout shift', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Username or email address' }).fill('9800000001');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo@1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/$/);
    // Signed in: no Sign In link shows (on a phone it would be under the Menu).
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeHidden();
    await page.waitForLoadState('networkidle');

    const banner = page.getByRole('banner');
    const search = banner.getByRole('combobox', { name: 'Search products' });
    // At the top of the page the whole header shows: the bar and the search under it.
    await expect.poll(() => searchShows(page)).toBe(true);
    // Logo, language, wishlist and cart sit in the bar itself, on one row.
    const barBox = (await banner.boundingBox())!;
    for (const control of [
      banner.getByRole('link', { name: 'Kandamul home' }),
      banner.getByRole('button', { name: 'नेपाली' }),
      banner.getByRole('link', { name: /^Wishlist/ }),
      banner.getByRole('link', { name: /^Cart/ }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(barBox.y - 0.5);
      expect(box.y + box.height).toBeLessThanOrEqual(barBox.y + barBox.height + 0.5);
    }

    // Layout shifts while scrolling (CLS counts what moves without the shopper's input).
    await page.evaluate(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{
          value: number;
          hadRecentInput: boolean;
        }>) {
          if (!entry.hadRecentInput) w.shifts += entry.value;
        }
      }).observe({ type: 'layout-shift' });
    });

    await scrollBy(page, 900);
    const bar = (await banner.boundingBox())!;
    expect(bar.height).toBeLessThanOrEqual(64);
    // The Menu (Profile, theme, dates, Logout) is in the bar too.
    const menu = (await banner.getByRole('button', { name: 'Menu' }).boundingBox())!;
    expect(menu.y + menu.height).toBeLessThanOrEqual(bar.y + bar.height + 0.5);
    await expect.poll(() => headerBottom(page)).toBeLessThanOrEqual(64);
    await expect.poll(() => searchShows(page)).toBe(false);
    // It stays tucked while the shopper reads on.
    await scrollBy(page, 600);
    await expect.poll(() => headerBottom(page)).toBeLessThanOrEqual(64);

    await scrollBy(page, -120, 3);
    await expect.poll(() => searchShows(page)).toBe(true);
    await search.fill('rice');
    await expect(search).toHaveValue('rice');

    // The keyboard brings it back too: focusing the tucked field shows it.
    await search.blur();
    await scrollBy(page, 600);
    await expect.poll(() => searchShows(page)).toBe(false);
    await search.focus();
    await expect.poll(() => searchShows(page)).toBe(true);

    const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
    expect(shifts).toBeLessThanOrEqual(0.05);
  });

  test('the Menu holds Profile, the theme, the dates and Logout, and Escape closes it', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Username or email address' }).fill('9800000001');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo@1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectSignedIn(page, 30_000);

    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await (await headerControl(page, 'button', 'Dark mode')).click();
    // A toggle leaves the Menu open, to switch back at once.
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('banner').getByRole('button', { name: 'Light mode' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    // Nothing in the bar or the open Menu is wider than a 320 px screen.
    await menu.click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    await (await headerControl(page, 'button', 'Logout')).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(await headerControl(page, 'link', 'Sign In')).toBeVisible();
  });
});
