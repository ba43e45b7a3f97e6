import { expect, type Page, test } from '@playwright/test';

// Instant search in the header on the seeded demo shop: a misspelt word, a suggestion chosen with the
// keyboard, the product it opens. Runs in both projects (desktop and phone widths), in English and
// in Nepali.

/** Typing before the page is hydrated is server-render.spec's concern; this journey starts after. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => Boolean(document.querySelector('#root')?.firstElementChild));
  await page.waitForLoadState('networkidle');
}

async function pickTomatoWithKeyboard(page: Page, optionName: RegExp) {
  await hydrated(page);
  const box = page.getByRole('search').getByRole('combobox');
  await box.click();
  await box.pressSequentially('tomatto', { delay: 40 });
  const list = page.getByRole('listbox');
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const options = list.getByRole('option');
  await expect(options.first()).toHaveAccessibleName(optionName);
  // The list fits the screen: on a phone it is as wide as the search field, inside the viewport.
  const box1 = (await list.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box1.x).toBeGreaterThanOrEqual(0);
  expect(box1.x + box1.width).toBeLessThanOrEqual(viewport.width + 1);

  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/detail\/tomato/);
  await expect(list).toBeHidden();
}

test('"tomatto" in the header → the tomato, chosen with the keyboard', async ({ page }) => {
  await page.goto('/');
  await pickTomatoWithKeyboard(page, /Tomato \(Golbheda\)/);
  await expect(page.getByRole('heading', { level: 1, name: /Tomato \(Golbheda\)/ })).toBeVisible();

  // Escape closes the list; Enter then searches as the spec says.
  const box = page.getByRole('search').getByRole('combobox');
  await box.fill('basmatti');
  await expect(page.getByRole('listbox').getByRole('option').first()).toHaveAccessibleName(/Basmati/);
  await box.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?query=basmatti$/);
  await expect(page.getByTestId('product-card').first()).toContainText('Basmati');
});

test('the same in Nepali: Nepali titles in the list, the tomato opens', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'नेपाली' }).click();
  await pickTomatoWithKeyboard(page, /गोलभेडा/);
  await expect(page.getByRole('heading', { level: 1, name: /गोलभेडा/ })).toBeVisible();

  // A Nepali word with a different vowel still finds the potatoes, through its romanised spelling.
  const box = page.getByRole('search').getByRole('combobox');
  await box.fill('आलू');
  await expect(page.getByRole('listbox').getByRole('option').first()).toHaveAccessibleName(/आलु/);
});
