import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { closeHeaderMenu, headerControl } from './header';

// A valid 16×16 PNG (a leaf-green square) that the server can decode and re-encode.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGElEQVQokWPQyzYhCTGMasgeDSW94Zo0APdnzQHymCe8AAAAAElFTkSuQmCC',
  'base64',
);

interface OutboxMessage {
  channel: string;
  recipient: string;
  body: string;
}

/** The newest six-digit code sent to `recipient`, read from the dev outbox (development mode only). */
async function codeSentTo(request: APIRequestContext, recipient: string, after = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await request.get('/dev/outbox?format=json');
        const { results } = (await res.json()) as { results: (OutboxMessage & { id: number })[] };
        const message = results.find((m) => m.recipient === recipient && m.id > after);
        code = message?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
        return code;
      },
      { message: `a code sent to ${recipient}` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

async function lastOutboxId(request: APIRequestContext): Promise<number> {
  const res = await request.get('/dev/outbox?format=json');
  const { results } = (await res.json()) as { results: { id: number }[] };
  return results.reduce((max, m) => Math.max(max, m.id), 0);
}

function newCustomer() {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 100)}`.slice(-8);
  return {
    first_name: 'Sita',
    last_name: 'Sharma',
    email: `sita.${stamp}@example.com`,
    // 983, 987 and 989 are no Nepali mobile's prefix: the third digit is one that is.
    phone: `98${'012456'[Number(stamp[0]) % 6]}${stamp.slice(1)}`,
    password: 'Mero@pass1',
  };
}

const toast = (page: Page, text: string) =>
  page.locator('.Toastify').getByText(text, { exact: true }).first();

test('a new customer signs up, verifies the phone, logs in, edits the profile, changes the picture and logs out', async ({
  page,
  request,
}) => {
  const c = newCustomer();
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill(c.first_name);
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill(c.last_name);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(c.email);
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill(c.phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(c.password);
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(c.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(toast(page, 'Registration successful')).toBeVisible();
  await expect(page).toHaveURL(/\/otpverify$/);
  await expect(page.getByRole('heading', { name: 'Verify your phone' })).toBeVisible();
  await expect(page.getByText('Resend code in', { exact: false })).toBeVisible();

  const code = await codeSentTo(request, c.phone);
  // Typed digit by digit: each box moves on to the next.
  await page.getByLabel('Digit 1 of 6').pressSequentially(code);
  await expect(page.getByLabel('Digit 6 of 6')).toHaveValue(code[5]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'OTP verified successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('textbox', { name: 'Username or email address', exact: true }).fill(c.phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(c.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(toast(page, 'Login Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await (await headerControl(page, 'link', 'Profile')).click();
  await expect(page).toHaveURL(/\/profile\/orders$/);
  await expect(page.getByText('Sita Sharma', { exact: true })).toBeVisible();
  await expect(page.getByText('@sita', { exact: true })).toBeVisible();
  await expect(page.getByText('Not Provided')).toHaveCount(2);

  await page.getByRole('link', { name: 'Edit Personal Information' }).click();
  await expect(page).toHaveURL(/\/edit-profile$/);
  await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue(c.phone);
  await page.getByRole('textbox', { name: 'Middle Name', exact: true }).fill('Kumari');
  await page.getByLabel('Date of Birth').fill('1995-03-05');
  await page.getByRole('combobox', { name: 'Gender' }).selectOption('Female');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Profile updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/profile(\/orders)?$/);
  await expect(page.getByText('Sita Kumari Sharma', { exact: true })).toBeVisible();
  await expect(page.getByText('Female', { exact: true })).toBeVisible();
  await expect(page.getByText('Mar 5, 1995')).toBeVisible();

  const avatar = page.getByRole('img', { name: 'Profile picture of Sita Kumari Sharma' });
  await expect(avatar).toHaveAttribute('src', '/logo.svg');
  await page.getByLabel('Choose a profile picture').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(toast(page, 'Profile picture updated successfully')).toBeVisible();
  // The profile is fetched again 500 ms later and shows the stored picture.
  await expect(avatar).toHaveAttribute('src', /^\/media\//);
  const src = await avatar.getAttribute('src');
  expect((await request.get(src!)).ok()).toBe(true);

  await page.getByRole('link', { name: 'Ratings' }).click();
  await expect(page.getByText("You haven't rated any products yet")).toBeVisible();

  // Logging out from a login-only page goes home (SPEC §2), not to the page's login redirect.
  await (await headerControl(page, 'button', 'Logout')).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(await headerControl(page, 'link', 'Sign In')).toBeVisible();
  await closeHeaderMenu(page);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('a customer who forgot the password gets an e-mailed code, sets a new password and logs in with it', async ({
  page,
  request,
}) => {
  const c = newCustomer();
  const signup = await request.post('/api/v1/signup/', { data: { ...c, confirm_password: c.password } });
  expect(signup.status()).toBe(201);
  const phoneCode = await codeSentTo(request, c.phone);
  expect(
    (await request.post('/api/v1/otp/public/verify/', { data: { phone: c.phone, otp: phoneCode } })).ok(),
  ).toBe(true);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgetpassword$/);
  const before = await lastOutboxId(request);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(c.email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Password reset link sent!')).toBeVisible();
  await expect(page).toHaveURL(/\/otpverifys$/);
  await expect(page.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible();

  const code = await codeSentTo(request, c.email, before);
  // Pasting the whole code fills the six boxes.
  await page.getByLabel('Digit 1 of 6').focus();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text', text);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true }),
    );
  }, code);
  await expect(page.getByLabel('Digit 6 of 6')).toHaveValue(code[5]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/changepassword$/);

  const newPassword = 'Naya#pass2';
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toast(page, 'Password successfully changed!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('textbox', { name: 'Username or email address', exact: true }).fill(c.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(c.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(toast(page, 'Invalid Credentials')).toBeVisible();

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(toast(page, 'Login Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
