import { expect, type Locator, type Page } from '@playwright/test';

// The header's controls as the journeys reach them. Below MUI's md breakpoint (900 px) the header is
// one compact row: Profile, Sign In or Logout, the theme and the dates are under its Menu button.

/** The phone header's Menu button, in English or in Nepali. */
const MENU = /^(Menu|मेनु)$/;

/** Whether the page shows the phone header (its width is below MUI's md breakpoint). */
export function isPhoneHeader(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 900;
}

/**
 * A control of the header by role and name; on a phone the Menu is opened first (tapped again until
 * it opens: a tap before the page is hydrated does nothing). After a tap the Menu is given time to
 * open before the next: on a busy phone a tap can take over a second to be drawn, and a second tap
 * in that moment closes the Menu the first one opened.
 */
export async function headerControl(
  page: Page,
  role: 'button' | 'link',
  name: string | RegExp,
  timeout = 10_000,
): Promise<Locator> {
  const banner = page.getByRole('banner');
  const control = banner.getByRole(role, { name, exact: true });
  if (!isPhoneHeader(page)) return control;
  const menu = banner.getByRole('button', { name: MENU });
  await expect(async () => {
    if ((await menu.getAttribute('aria-expanded')) !== 'true') {
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 4_000 });
    }
    await expect(control).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout });
  return control;
}

/** Closes the phone header's Menu if it is open. */
export async function closeHeaderMenu(page: Page): Promise<void> {
  const menu = page.getByRole('banner').getByRole('button', { name: MENU });
  if (isPhoneHeader(page) && (await menu.getAttribute('aria-expanded')) === 'true') {
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  }
}

/**
 * The page shows the shopper signed in: Logout is in the header (on a phone, in its Menu). Checked as
 * a whole and again until it holds: right after a login the header shows Logout a moment before the
 * app leaves /login, and leaving a page closes the phone Menu, so a Logout seen in the open Menu can be
 * gone the next instant (two phone journeys failed that way).
 */
export async function expectSignedIn(page: Page, timeout = 20_000): Promise<void> {
  await expect(async () => {
    await expect(await headerControl(page, 'button', 'Logout', 10_000)).toBeVisible({ timeout: 500 });
  }).toPass({ timeout });
  await closeHeaderMenu(page);
}
