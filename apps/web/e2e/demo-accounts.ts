import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectSignedIn } from './header';

// The demo shop's accounts as the seed makes them (README), and the ways the journeys log in: through
// the API for set-up, through the storefront's login page, and through the console's login form.

export const CUSTOMER = { phone: '9800000001', password: 'Demo@1234' };
export const ADMIN = { email: 'admin@kandamul.com.np', password: 'Admin@1234' };
export const STAFF = { email: 'staff@kandamul.com.np', password: 'Staff@1234' };
export const RIDER = { email: 'rider@kandamul.com.np', password: 'Rider@1234' };

/** Logs in through the API: the bearer token, its headers, and the account's id. */
export async function tokenOf(request: APIRequestContext, login: string, password: string) {
  const res = await request.post('/api/v1/login/', { data: { phone_or_email: login, password } });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { access_token: string; user_id: number };
  return {
    token: body.access_token,
    headers: { Authorization: `Bearer ${body.access_token}` },
    id: Number(body.user_id),
  };
}

/**
 * Logs in at /admin and waits until the console has left its login page (the token is stored before
 * it navigates; the button alone is no sign: its label turns into a spinner at the click).
 */
export async function consoleLogIn(page: Page, who: { email: string; password: string } = ADMIN) {
  await page.goto('/admin');
  await page.getByRole('textbox', { name: 'Username' }).fill(who.email);
  await page
    .getByLabel('Password', { exact: false })
    .and(page.locator('input[name=password]'))
    .fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login\b/);
}

/**
 * Logs in on the storefront's login page, waits until the app has left it (a login hashes the
 * password: on a busy machine that takes a while) and the header shows the shopper signed in.
 */
export async function shopLogIn(page: Page, who: { phone: string; password: string } = CUSTOMER) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username or email address' }).fill(who.phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login(?:[?#]|$)/, { timeout: 30_000 });
  await expectSignedIn(page);
}
