import { expect, type APIRequestContext, test } from '@playwright/test';
import { formatMoney, rupeesToPaisa } from '@kandamul/domain';
import { consoleLogIn } from './demo-accounts';

// The console's catalogue side on the seeded demo shop: an admin exports nothing by hand but uploads a
// stock count CSV, sees a bad row refused with its line, fixes the file, sees the differences, applies
// them, and the storefront shows the counted stock. Then the admin edits a product's price and Nepali
// title, and the storefront shows both. The console speaks Nepali when asked.

interface ApiProduct {
  id: number;
  slug: string;
  title: string;
  nepali_title: string;
  selling_price: number;
  marked_price: number;
  total_available_quantity: number;
}

test.skip(({ isMobile }) => isMobile, 'the console journeys run once, on the desktop project');

async function products(request: APIRequestContext): Promise<ApiProduct[]> {
  const res = await request.get('/api/v1/products/?page_size=100');
  return ((await res.json()) as { results: ApiProduct[] }).results;
}

async function product(request: APIRequestContext, slug: string): Promise<ApiProduct> {
  const res = await request.get(`/api/v1/product/detail/${slug}/`);
  return ((await res.json()) as { data: { product: ApiProduct } }).data.product;
}

const csvFile = (text: string) => ({ name: 'count.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

test('an admin imports a stock count CSV after a preview, and edits a product; the shop shows both', async ({
  page,
  request,
}) => {
  const list = await products(request);
  const [first, second] = list.filter(
    (p) => p.total_available_quantity !== 37 && p.total_available_quantity !== 0,
  );
  expect(first && second).toBeTruthy();
  const untouched = second!.total_available_quantity;

  await consoleLogIn(page);
  await page.getByRole('menuitem', { name: 'Stock count' }).click();
  await expect(page.getByRole('heading', { name: 'Stock count', level: 1 })).toBeVisible();

  // A file with a bad row: the row and what is wrong are shown, and nothing can be applied.
  const input = page.getByLabel('Stock count file (CSV)');
  await input.setInputFiles(
    csvFile(`slug,counted\n${first!.slug},37\nno-such-thing,4\n${second!.slug},-2\n`),
  );
  await expect(page.getByText('Row 3: No product has the slug "no-such-thing".')).toBeVisible();
  await expect(page.getByText('Row 4: The count -2 is below zero.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Apply 1 changes/ })).toBeDisabled();
  expect((await product(request, first!.slug)).total_available_quantity).not.toBe(37);

  // The fixed file: the difference is previewed, then applied in one go.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await input.setInputFiles(csvFile(`slug,counted\n${first!.slug},37\n${second!.slug},${untouched}\n`));
  const changes = page.getByRole('table', { name: 'Stock changes' });
  await expect(changes.getByRole('row', { name: new RegExp(first!.slug) })).toContainText('37');
  await expect(page.getByText(/1 products change, 1 stay the same/)).toBeVisible();
  await page.getByRole('button', { name: 'Apply 1 changes' }).click();
  await expect(page.getByText('Stock updated for 1 products.')).toBeVisible();
  await expect
    .poll(async () => (await product(request, first!.slug)).total_available_quantity, { timeout: 10_000 })
    .toBe(37);
  expect((await product(request, second!.slug)).total_available_quantity).toBe(untouched);

  // Edit the product: a new selling price and Nepali title; its stock history shows the count.
  await page.getByRole('menuitem', { name: 'Products' }).click();
  await page.getByPlaceholder('Title or slug').fill(first!.slug);
  // The search applies after a pause; a row clicked before it would be left when it lands.
  await expect(page).toHaveURL(/filter=/);
  await page.getByRole('cell', { name: first!.title, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Stock: 37' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Stock movements' })).toContainText('Stock count import');
  const price = Math.max(1, Math.floor(first!.marked_price) - 3);
  await page.getByLabel('Selling price (RS)').fill(String(price));
  await page.getByLabel('Nepali title').fill(`${first!.nepali_title} (ताजा)`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  await expect
    .poll(async () => (await product(request, first!.slug)).selling_price, { timeout: 10_000 })
    .toBe(price);
  expect((await product(request, first!.slug)).nepali_title).toBe(`${first!.nepali_title} (ताजा)`);
  await page.goto(`/product/${first!.slug}`);
  await expect(page.getByText(`${first!.nepali_title} (ताजा)`).first()).toBeVisible();
  // The shopper sees the new price on the product's page.
  await expect(page.getByText(formatMoney(rupeesToPaisa(price))).first()).toBeVisible();

  // The console in Nepali: the menu and the stock count page follow.
  await page.goto('/admin/stock-count');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'नेपाली' }).click();
  await expect(page.getByRole('heading', { name: 'स्टक गणना', level: 1 })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'सामानहरू' })).toBeVisible();
});

test('an admin adds a product, the shop shows it; hidden, the shop no longer does', async ({
  page,
  request,
}) => {
  // Two pages of the console and two of the shop: about a minute on a busy machine.
  test.setTimeout(120_000);
  // A title of its own, so a run after another on the same shop finds only this product.
  const title = `Timur Lapsi Achar ${Date.now().toString(36)}`;
  await consoleLogIn(page);
  await page.getByRole('menuitem', { name: 'Products' }).click();
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page.getByText('Stock starts at 0: restock it on its page once it is saved.')).toBeVisible();
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel('Nepali title').fill('टिमुर लप्सी अचार');
  await page.getByLabel('Short description').fill('Hog plum pickle with timur.');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option').first().click();
  await page.getByLabel('Marked price (RS)').fill('320');
  // A selling price above the marked one: the API's message shows under the field, nothing is made.
  await page.getByLabel('Selling price (RS)').fill('400');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The selling price cannot be above the marked price.').first()).toBeVisible();
  await page.getByLabel('Selling price (RS)').fill('295');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Element created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  const id = Number(/\/products\/(\d+)$/.exec(page.url())![1]);

  // The storefront finds it (search) and shows its page.
  const search = async () =>
    (
      (await (await request.get(`/api/v1/products/?q=${encodeURIComponent(title)}`)).json()) as {
        results: ApiProduct[];
      }
    ).results;
  await expect.poll(async () => (await search()).map((p) => p.id), { timeout: 2_000 }).toEqual([id]);
  const slug = (await search())[0]!.slug;
  await page.goto(`/product/${slug}`);
  await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();

  // Hidden from the console: gone from search, and its page says it cannot be found.
  await page.goto(`/admin/products/${id}`);
  await page.getByLabel('Sold in the shop').uncheck();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  await expect.poll(async () => (await search()).length, { timeout: 2_000 }).toBe(0);
  expect((await request.get(`/api/v1/product/detail/${slug}/`)).status()).toBe(404);
  await page.goto(`/product/${slug}`);
  await expect(page.getByText("We couldn't find the product you're looking for.")).toBeVisible();

  // The audit trail names both changes, the admin who made them and the product.
  await page.goto('/admin/audit');
  await page.getByLabel('Id').fill(String(id));
  // The filter applies after a pause: earlier runs' rows are on the page until it lands.
  await expect(page).toHaveURL(/filter=/);
  const ofThis = page.getByRole('row').filter({ hasText: `Product ${id}` });
  await expect(ofThis).toHaveCount(2);
  const edited = ofThis.filter({ hasText: 'Product edited' });
  await expect(edited).toContainText(`Product ${id}`);
  await expect(edited).toContainText('active: false');
  await expect(edited).toContainText('admin');
  await expect(ofThis.filter({ hasText: 'Product added' })).toContainText(title);
});
