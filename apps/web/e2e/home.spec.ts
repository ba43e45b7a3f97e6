import { expect, test } from '@playwright/test';

test('the home page shows seeded products from the shop', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Kandamul home' })).toBeVisible();
  // Product cards come from the seeded catalogue through the API.
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  // The carousels below the first screen are built as they come near it.
  await expect(cards.nth(5)).toBeAttached();
  await expect(page.getByRole('contentinfo')).toContainText('support@kandamul.com.np');
});

test('a client route loads the storefront directly', async ({ page }) => {
  const res = await page.goto('/Viewallna');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
