import { expect, type Page, test } from '@playwright/test';
import { consoleLogIn } from './demo-accounts';

// The console's one-picture cards (a banner's, a category's): a file that is not an image is refused with
// the spec's message before any upload, a real picture replaces the shown one.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGElEQVQokWPQyzYhCTGMasgeDSW94Zo0APdnzQHymCe8AAAAAElFTkSuQmCC',
  'base64',
);

test.skip(({ isMobile }) => isMobile, 'the console journeys run once, on the desktop project');

async function replacePicture(page: Page, alt: string) {
  const file = page.getByLabel('Picture file');
  const picture = page.getByRole('img', { name: alt, exact: true });
  const before = (await picture.count()) ? await picture.getAttribute('src') : null;
  await file.setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Picture changed.')).toBeVisible();
  await expect(picture).toHaveAttribute('src', /^\/media\//);
  // The toast can come a moment before the card shows the new picture: the old one's address is
  // under /media/ too (a CI run read it and failed after the reload).
  if (before) await expect(picture).not.toHaveAttribute('src', before);
  const src = await picture.getAttribute('src');
  expect((await page.request.get(src!)).ok()).toBe(true);

  // A file that is not a picture never reaches the API: the spec's message, the picture unchanged. (The
  // page is loaded again first: a headless window has no focus, so the first toast never times out and
  // would hold the second back.)
  await page.reload();
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Please select an image file')).toBeVisible();
  await expect(picture).toHaveAttribute('src', src!);
}

test('an admin replaces a category picture and gives a new hidden banner one', async ({ page }) => {
  await consoleLogIn(page);

  await page.goto('/admin/categories');
  await page.locator('.RaDatagrid-row').last().click();
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).not.toHaveValue('');
  const categoryTitle = await title.inputValue();
  await expect(page.getByRole('heading', { name: 'Picture' })).toBeVisible();
  await replacePicture(page, categoryTitle);

  const headline = `Test banner ${Date.now()}`;
  await page.goto('/admin/banners/create');
  await page.getByRole('textbox', { name: 'Headline', exact: true }).fill(headline);
  await page.getByRole('textbox', { name: 'Nepali headline', exact: true }).fill('परीक्षण');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('No picture yet.')).toBeVisible();
  await replacePicture(page, headline);
});
