import { expect, type Page, test } from '@playwright/test';

// The browsing journey on the seeded demo shop: home → category strip → listing → product → search,
// in English and in Nepali. Runs in both projects (desktop and phone widths).

async function search(page: Page, text: string, button = 'Search') {
  const box = page.getByRole('search').getByRole('combobox');
  await box.fill(text);
  await page.getByRole('search').getByRole('button', { name: button }).click();
}

test('home → category → product detail → search, in English and Nepali', async ({ page, isMobile }) => {
  await page.goto('/');

  // Home: banners, highlights and carousels of real products.
  const banners = page.getByRole('region', { name: 'Offers' });
  await expect(banners).toBeVisible();
  await expect(banners.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
  await expect(page.getByText('Delivery across Nepal')).toBeVisible();
  const special = page.getByRole('region', { name: 'Kandamul Special' });
  await expect(special.getByTestId('product-card').first()).toBeVisible();
  expect(await special.getByTestId('product-card').count()).toBe(isMobile ? 2 : 6);

  // Category strip → listing with the category's title.
  await page
    .getByRole('navigation', { name: 'Shop by category' })
    .getByRole('button', { name: 'Rice, Grains & Pulses', exact: true })
    .click();
  await expect(page).toHaveURL(/\/viewallca\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rice, Grains & Pulses' })).toBeVisible();
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(3);

  // Product detail from the first card.
  const firstTitle = (await cards.first().getByRole('link').first().textContent())!.trim();
  await cards.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/detail\//);
  await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(firstTitle);
  await expect(page.getByText(/^(In Stock|Out of Stock)$/)).toBeVisible();

  // Thumbnails switch the main image.
  const main = page.getByTestId('main-image').getByRole('img');
  const before = await main.getAttribute('src');
  await page.getByRole('button', { name: 'Show image 2' }).click();
  await expect(main).not.toHaveAttribute('src', before!);
  await expect(page.getByRole('button', { name: 'Show image 2' })).toHaveAttribute('aria-pressed', 'true');

  // Tabs: Description by default, then Reviews(n).
  await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
  const reviewsTab = page.getByRole('tab', { name: /^Reviews\(\d+\)$/ });
  await reviewsTab.click();
  await expect(reviewsTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toBeVisible();

  // The zoom lens: on hover at desktop width, never on a phone (≤ 1085 px).
  await page.getByTestId('main-image').hover();
  if (isMobile) await expect(page.getByTestId('zoom-lens')).toHaveCount(0);
  else await expect(page.getByTestId('zoom-lens')).toBeVisible();

  // Search with results.
  await search(page, 'rice');
  await expect(page).toHaveURL(/\/search\?query=rice$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for "rice"' })).toBeVisible();
  await expect(page.getByText(/^\d+ products? found$/)).toBeVisible();
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Similar Products' })).toBeVisible();

  // Search without results.
  await search(page, 'zzqxv');
  await expect(page.getByText('No products found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You might also like' })).toBeVisible();

  // Nepali: the interface switches and a Nepali word finds Nepali-titled products, Nepali title first.
  await page.getByRole('button', { name: 'नेपाली' }).click();
  await search(page, 'चामल', 'खोज्नुहोस्');
  await expect(page.getByRole('heading', { level: 1, name: '"चामल" को खोज नतिजा' })).toBeVisible();
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByRole('link').first()).toContainText('चामल');
  await expect(cards.first().getByRole('button', { name: 'कार्टमा राख्नुहोस्' })).toBeVisible();
});

test('an unknown product shows the error page with a way back', async ({ page }) => {
  await page.goto('/product/no-such-product');
  await expect(page.getByText('Oops! Product not found.')).toBeVisible();
  await expect(page.getByText("We couldn't find the product you're looking for.")).toBeVisible();
  await page.getByRole('link', { name: 'Return to Shop' }).click();
  await expect(page).toHaveURL(/\/$/);
});
