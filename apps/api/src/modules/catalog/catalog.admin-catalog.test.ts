import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStockCount, STOCK_CSV_MAX_BYTES, STOCK_IMPORT_NOTE } from '@kandamul/domain';
import { queryRows } from '../../db/client';
import { products, stockMovements, voucherRedemptions } from '../../db/schema';
import { createCustomer, DB_KINDS, type TestApp } from '../../../test/helpers';
import {
  createAddress,
  type Customer,
  createPlacesApp,
  insertShopProducts,
  insertStations,
} from '../../../test/fixtures/orders.fixtures';

// The console's catalogue side: the stock count CSV (preview, apply, export), product images,
// categories with Nepali titles, and vouchers with their redemptions.
describe.each(DB_KINDS)('the console: catalogue, stock CSV, vouchers (%s)', (kind) => {
  let t: TestApp;
  let staff: Customer;
  let admin: Customer;
  let customer: Customer;
  let items: Awaited<ReturnType<typeof insertShopProducts>>;
  beforeAll(async () => {
    t = await createPlacesApp(kind);
    staff = await createCustomer(t, { role: 'staff' });
    admin = await createCustomer(t, { role: 'admin' });
    customer = await createCustomer(t);
    items = await insertShopProducts(t.database.db, [
      { title: 'Jumli Marsi Rice 5 kg', pricePaisa: 90_000, stock: 20 },
      { title: 'Ilam Tea 250 g', pricePaisa: 40_000, stock: 5 },
      { title: 'Mustang Apple 1 kg', pricePaisa: 30_000, stock: 0 },
    ]);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  const call = (who: Customer | null, method: Method, url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: who ? who.auth : {},
      ...(payload ? { payload } : {}),
    });
  const csv = (who: Customer | null, url: string, body: string | Buffer, type = 'text/csv') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { ...(who ? who.auth : {}), 'content-type': type },
      payload: body,
    });
  const stockOf = async (id: number) =>
    (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
  const unbalanced = () =>
    queryRows<{ id: number }>(
      db(),
      sql`select p.id from products p left join stock_movements m on m.product_id = p.id
          group by p.id, p.stock having p.stock <> coalesce(sum(m.change), 0)`,
    );

  describe('stock count CSV', () => {
    it('previews the differences and changes nothing', async () => {
      const [rice, tea, apple] = items;
      const file = `slug,counted\r\n${rice!.slug},18\r\n${tea!.slug},5\r\n${apple!.slug},12\r\n`;
      const res = await csv(staff, '/admin/stock/import/preview/', file);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.errors).toEqual([]);
      expect(body.changed).toBe(2);
      expect(body.unchanged).toBe(1);
      expect(body.rows).toEqual([
        expect.objectContaining({ row: 2, product_id: rice!.id, current: 20, counted: 18, change: -2 }),
        expect.objectContaining({ row: 3, product_id: tea!.id, current: 5, counted: 5, change: 0 }),
        expect.objectContaining({ row: 4, product_id: apple!.id, current: 0, counted: 12, change: 12 }),
      ]);
      expect(await stockOf(rice!.id)).toBe(20);
      expect(await stockOf(apple!.id)).toBe(0);
    });

    it('shows what is wrong on which row: unknown slug, negative, not a number, counted twice', async () => {
      const [rice, tea] = items;
      const file = [
        'slug,title,counted',
        `${rice!.slug},"Rice, 5 kg",7`,
        'no-such-product,x,3',
        `${tea!.slug},Tea,-4`,
        ',x,1',
        `${rice!.slug},again,9`,
        'other,x,abc',
      ].join('\n');
      const res = await csv(staff, '/admin/stock/import/preview/', file);
      expect(res.statusCode).toBe(200);
      const { errors, rows } = res.json();
      expect(errors).toEqual([
        { row: 3, message: 'No product has the slug "no-such-product".' },
        { row: 4, message: 'The count -4 is below zero.' },
        { row: 5, message: 'The product slug is missing.' },
        { row: 6, message: `The product "${rice!.slug}" is counted twice (first on row 2).` },
        { row: 7, message: 'The count "abc" is not a whole number.' },
      ]);
      expect(rows).toHaveLength(1);

      // Applying the same file is refused whole: nothing changes, not even the good row.
      const movementsBefore = (await db().select().from(stockMovements)).length;
      const apply = await csv(staff, '/admin/stock/import/', file);
      expect(apply.statusCode).toBe(422);
      expect(apply.json().code).toBe('STOCK_IMPORT_INVALID');
      expect(apply.json().errors['row 4']).toEqual(['The count -4 is below zero.']);
      expect(apply.json().rows_with_errors).toHaveLength(5);
      expect(await stockOf(rice!.id)).toBe(20);
      expect((await db().select().from(stockMovements)).length).toBe(movementsBefore);
    });

    it('applies a good file in one go, as adjustment movements that add up', async () => {
      const [rice, tea, apple] = items;
      const file = `\uFEFFSlug,Counted\n${rice!.slug},18\n${tea!.slug},5\n${apple!.slug},12\n`;
      const res = await csv(admin, '/admin/stock/import/', file);
      expect(res.statusCode).toBe(200);
      expect(res.json().changed).toBe(2);
      expect(await stockOf(rice!.id)).toBe(18);
      expect(await stockOf(tea!.id)).toBe(5);
      expect(await stockOf(apple!.id)).toBe(12);
      const moves = await db()
        .select()
        .from(stockMovements)
        .where(eq(stockMovements.note, STOCK_IMPORT_NOTE));
      expect(moves.map((m) => [m.productId, m.change, m.reason, m.staffId]).sort()).toEqual(
        [
          [rice!.id, -2, 'adjustment', admin.id],
          [apple!.id, 12, 'adjustment', admin.id],
        ].sort(),
      );
      expect(await unbalanced()).toEqual([]);
      // The history on the product page shows it.
      const history = await call(staff, 'GET', `/admin/products/${apple!.id}/stock/`);
      expect(history.json().results[0]).toMatchObject({
        change: 12,
        reason: 'adjustment',
        note: STOCK_IMPORT_NOTE,
      });
      // The shop sees it at once.
      const detail = await call(null, 'GET', `/product/detail/${apple!.slug}/`);
      expect(detail.json().data.product.total_available_quantity).toBe(12);
    });

    it('refuses a file that is not a count with a clear 400, and over 5 MB with 413', async () => {
      const cases: [string, string][] = [
        ['', 'The file is empty.'],
        ['name,counted\nx,1', 'The first line must name the columns, with one called "slug".'],
        [
          'slug,price\nx,1',
          'The first line must name a column for the counted quantity: counted, count, quantity or stock.',
        ],
        ['slug,counted\n', 'The file has no product rows.'],
        ['slug,counted\n"x,1', 'The file is not a readable CSV (a quoted field is never closed).'],
      ];
      for (const [file, message] of cases) {
        const res = await csv(staff, '/admin/stock/import/preview/', file);
        expect([res.statusCode, res.json().message]).toEqual([400, message]);
      }
      const huge = `slug,counted\n${'a,1\n'.repeat(STOCK_CSV_MAX_BYTES / 4 + 10)}`;
      const tooBig = await csv(staff, '/admin/stock/import/', huge);
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json()).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The file is larger than 5 MB.',
      });
      // JSON instead of a file, and a binary upload: 4xx, never a 500.
      expect((await call(staff, 'POST', '/admin/stock/import/', { csv: 'x' })).statusCode).toBe(400);
      const binary = await csv(
        staff,
        '/admin/stock/import/preview/',
        Buffer.from([0, 1, 2, 255]),
        'application/octet-stream',
      );
      expect(binary.statusCode).toBe(415);
    });

    it('exports the catalogue as CSV that imports back unchanged', async () => {
      const res = await call(staff, 'GET', '/admin/stock/export/');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="kandamul-stock-/);
      const lines = res.body.trim().split('\r\n');
      expect(lines[0]).toBe(
        'slug,title,nepali_title,category,marked_price,selling_price,stock,low_stock_threshold',
      );
      const rice = lines.find((l) => l.startsWith(`${items[0]!.slug},`))!;
      expect(rice).toContain(',910,900,18,10');
      const parsed = readStockCount(res.body);
      expect(parsed.ok && parsed.errors).toEqual([]);
      const again = await csv(staff, '/admin/stock/import/preview/', res.body);
      expect(again.json()).toMatchObject({ changed: 0, errors: [] });
      expect((await call(customer, 'GET', '/admin/stock/export/')).statusCode).toBe(403);
      expect((await call(null, 'GET', '/admin/stock/export/')).statusCode).toBe(401);
    });

    it('is for staff and admins only', async () => {
      const file = `slug,counted\n${items[0]!.slug},1\n`;
      expect((await csv(customer, '/admin/stock/import/', file)).statusCode).toBe(403);
      expect((await csv(null, '/admin/stock/import/preview/', file)).statusCode).toBe(401);
      const rider = await createCustomer(t, { role: 'rider' });
      expect((await csv(rider, '/admin/stock/import/', file)).statusCode).toBe(403);
      expect(await stockOf(items[0]!.id)).toBe(18);
    });
  });

  describe('product images', () => {
    const picture = (colour: { r: number; g: number; b: number }, format: 'png' | 'jpeg' = 'png') => {
      const image = sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } });
      return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
    };
    const upload = (who: Customer, productId: number, bytes: Buffer, field = 'image') => {
      const boundary = '----kandamul-test';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/products/${productId}/images/`,
        headers: { ...who.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    };

    it('uploads, reorders and removes images; the shop shows them in that order', async () => {
      const tea = items[1]!;
      const first = await upload(admin, tea.id, await picture({ r: 30, g: 120, b: 40 }));
      expect(first.statusCode).toBe(201);
      const second = await upload(admin, tea.id, await picture({ r: 220, g: 160, b: 30 }, 'jpeg'));
      expect(second.statusCode).toBe(201);
      const added = second.json();
      expect(added.image).toMatch(/^\/media\/catalog\/uploads\/\d+\/[0-9a-f]+\.webp$/);
      expect(added.thumbnail).toMatch(/-thumb\.webp$/);
      // Stored as WebP at the catalogue's sizes, served like every product image.
      const served = await t.app.inject({ method: 'GET', url: added.image });
      expect(served.statusCode).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', 800]);
      const thumb = await sharp(
        (await t.app.inject({ method: 'GET', url: added.thumbnail })).rawPayload,
      ).metadata();
      expect([thumb.width, thumb.height]).toEqual([320, 320]);

      const list = (await call(staff, 'GET', `/admin/products/${tea.id}/images/`)).json() as { id: number }[];
      expect(list).toHaveLength(3); // the fixture's own, then the two uploads
      const reversed = list.map((i) => i.id).reverse();
      const ordered = await call(admin, 'PUT', `/admin/products/${tea.id}/images/order/`, { ids: reversed });
      expect(ordered.statusCode).toBe(200);
      expect(ordered.json().map((i: { id: number }) => i.id)).toEqual(reversed);
      const shop = (await call(null, 'GET', `/product/detail/${tea.slug}/`)).json().data.product;
      expect(shop.primary_image.image).toBe(added.image);

      // A partial order is refused; so is another product's image.
      expect(
        (await call(admin, 'PUT', `/admin/products/${tea.id}/images/order/`, { ids: [reversed[0]] }))
          .statusCode,
      ).toBe(400);
      expect(
        (await call(admin, 'DELETE', `/admin/products/${items[0]!.id}/images/${added.id}/`)).statusCode,
      ).toBe(404);

      const removed = await call(admin, 'DELETE', `/admin/products/${tea.id}/images/${added.id}/`);
      expect(removed.statusCode).toBe(204);
      expect((await t.app.inject({ method: 'GET', url: added.image })).statusCode).toBe(404);
      expect((await call(staff, 'GET', `/admin/products/${tea.id}/images/`)).json()).toHaveLength(2);
    });

    it('refuses a file that is not an image, a wrong field, and staff who are not admins', async () => {
      const tea = items[1]!;
      const notImage = await upload(admin, tea.id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
      expect([notImage.statusCode, notImage.json().message]).toEqual([400, 'Please select an image file']);
      const fakePng = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(64),
      ]);
      expect((await upload(admin, tea.id, fakePng)).statusCode).toBe(400);
      expect((await upload(admin, tea.id, await picture({ r: 1, g: 2, b: 3 }), 'file')).statusCode).toBe(400);
      expect((await upload(staff, tea.id, await picture({ r: 1, g: 2, b: 3 }))).statusCode).toBe(403);
      expect((await upload(admin, 2_000_000_000, await picture({ r: 1, g: 2, b: 3 }))).statusCode).toBe(404);
      const big = Buffer.concat([await picture({ r: 1, g: 2, b: 3 }), Buffer.alloc(5 * 1024 * 1024)]);
      expect((await upload(admin, tea.id, big)).statusCode).toBe(413);
      expect((await call(staff, 'GET', `/admin/products/${tea.id}/images/`)).json()).toHaveLength(2);
    });
  });

  describe('categories', () => {
    it('creates, renames in Nepali, nests and reorders categories; the shop follows', async () => {
      const top = await call(admin, 'POST', '/admin/categories/', {
        title: 'Dairy & Eggs',
        nepali_title: 'दुग्ध र अण्डा',
      });
      expect(top.statusCode).toBe(201);
      expect(top.json()).toMatchObject({
        slug: 'dairy-eggs',
        nepali_title: 'दुग्ध र अण्डा',
        parent_id: null,
        product_count: 0,
      });
      const sub = await call(admin, 'POST', '/admin/categories/', {
        title: 'Dairy & Eggs',
        nepali_title: 'दूध',
        parent_id: top.json().id,
      });
      expect(sub.json()).toMatchObject({ slug: 'dairy-eggs-2', parent_id: top.json().id, position: 0 });

      const edited = await call(admin, 'PATCH', `/admin/categories/${sub.json().id}/`, {
        title: 'Milk',
        position: 3,
      });
      expect(edited.json()).toMatchObject({ title: 'Milk', position: 3, slug: 'dairy-eggs-2' });
      const all = (await call(admin, 'GET', '/admin/categories/?page_size=100')).json().results as {
        id: number;
      }[];
      expect(all.map((c) => c.id)).toContain(sub.json().id);
      // Two levels only: a subcategory cannot hold one, nor can a category hold itself.
      const third = await call(admin, 'POST', '/admin/categories/', {
        title: 'Ghee',
        nepali_title: 'घ्यू',
        parent_id: sub.json().id,
      });
      expect([third.statusCode, third.json().errors.parent_id]).toEqual([
        400,
        ['A subcategory cannot have subcategories of its own.'],
      ]);
      expect(
        (await call(admin, 'PATCH', `/admin/categories/${top.json().id}/`, { parent_id: top.json().id }))
          .statusCode,
      ).toBe(400);
      expect(
        (await call(admin, 'PATCH', `/admin/categories/${top.json().id}/`, { parent_id: sub.json().id }))
          .statusCode,
      ).toBe(400);
      // Both titles are required.
      const noNepali = await call(admin, 'POST', '/admin/categories/', { title: 'Oil', nepali_title: ' ' });
      expect(noNepali.statusCode).toBe(400);
      expect(
        (await call(staff, 'POST', '/admin/categories/', { title: 'Oil', nepali_title: 'तेल' })).statusCode,
      ).toBe(403);
      expect((await call(admin, 'PATCH', '/admin/categories/2000000000/', { title: 'x' })).statusCode).toBe(
        404,
      );

      const shop = (await call(null, 'GET', '/category/all/')).body;
      expect(shop).toContain('Dairy &');
    });

    it("renaming or moving a category changes what its products (and its subcategories') are found by", async () => {
      const top = (
        await call(admin, 'POST', '/admin/categories/', { title: 'Kitchenware', nepali_title: 'भाँडा' })
      ).json();
      const sub = (
        await call(admin, 'POST', '/admin/categories/', {
          title: 'Karahi',
          nepali_title: 'कराही',
          parent_id: top.id,
        })
      ).json();
      const other = (
        await call(admin, 'POST', '/admin/categories/', { title: 'Utensils', nepali_title: 'सामान' })
      ).json();
      const pan = (
        await call(admin, 'POST', '/admin/products/', {
          title: 'Iron Wok 30 cm',
          nepali_title: 'फलामको ताप्के',
          category_id: sub.id,
          marked_price: 1500,
          measure_unit: 'pcs',
          unit_quantity: 1,
        })
      ).json();
      const found = async (q: string) =>
        (
          (await call(null, 'GET', `/products/?q=${encodeURIComponent(q)}`)).json().results as {
            id: number;
          }[]
        )
          .map((p) => p.id)
          .includes(pan.id);
      expect([await found('kitchenware'), await found('karahi')]).toEqual([true, true]);

      // The parent renamed (English and Nepali): its subcategory's products follow.
      await call(admin, 'PATCH', `/admin/categories/${top.id}/`, {
        title: 'Cookware',
        nepali_title: 'भान्सा',
      });
      expect([await found('cookware'), await found('भान्सा'), await found('kitchenware')]).toEqual([
        true,
        true,
        false,
      ]);
      // The subcategory renamed.
      await call(admin, 'PATCH', `/admin/categories/${sub.id}/`, { title: 'Wok Pans' });
      expect([await found('wok pans'), await found('karahi'), await found('cookware')]).toEqual([
        true,
        false,
        true,
      ]);
      // The subcategory moved under another parent.
      await call(admin, 'PATCH', `/admin/categories/${sub.id}/`, { parent_id: other.id });
      expect([await found('utensils'), await found('cookware')]).toEqual([true, false]);
      // The rest of the search text is untouched: the title and the pack still match.
      expect([await found('iron wok'), await found('ताप्के')]).toEqual([true, true]);
    });

    it('replaces a category picture with a 160 px WebP tile', async () => {
      const created = (
        await call(admin, 'POST', '/admin/categories/', { title: 'Spices', nepali_title: 'मसला' })
      ).json();
      const png = await sharp({
        create: { width: 600, height: 400, channels: 3, background: { r: 200, g: 80, b: 20 } },
      })
        .png()
        .toBuffer();
      const boundary = '----kandamul-cat';
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/categories/${created.id}/image/`,
        headers: { ...admin.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="c.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      expect(res.statusCode).toBe(200);
      const tile = await sharp(
        (await t.app.inject({ method: 'GET', url: res.json().image })).rawPayload,
      ).metadata();
      expect([tile.format, tile.width, tile.height]).toEqual(['webp', 160, 160]);
    });
  });

  describe('banners', () => {
    it('creates a hidden banner, refuses to show it without a picture, then shows it on the home page', async () => {
      const created = await call(admin, 'POST', '/admin/banners/', {
        title: 'Dashain offers',
        nepali_title: 'दशैंका छुट',
        link: '/viewallca/1',
      });
      expect(created.statusCode).toBe(201);
      const b = created.json();
      expect(b).toMatchObject({ active: false, image: '', nepali_title: 'दशैंका छुट' });
      const early = await call(admin, 'PATCH', `/admin/banners/${b.id}/`, { active: true });
      expect([early.statusCode, early.json().message]).toEqual([
        400,
        'Add the picture before showing the banner.',
      ]);
      // A link to another site is refused: a banner opens a page of the shop.
      const offsite = await call(admin, 'PATCH', `/admin/banners/${b.id}/`, { link: '//evil.example/' });
      expect(offsite.statusCode).toBe(400);

      const jpeg = await sharp({
        create: { width: 2400, height: 1200, channels: 3, background: { r: 240, g: 170, b: 20 } },
      })
        .jpeg()
        .toBuffer();
      const boundary = '----kandamul-banner';
      const pic = await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/banners/${b.id}/image/`,
        headers: { ...admin.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="b.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
          ),
          jpeg,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      expect(pic.statusCode).toBe(200);
      const stored = await sharp(
        (await t.app.inject({ method: 'GET', url: pic.json().image })).rawPayload,
      ).metadata();
      expect([stored.format, stored.width, stored.height]).toEqual(['webp', 1600, 600]);
      expect((await call(null, 'GET', '/banner/')).body).not.toContain('दशैंका छुट');

      const shown = await call(admin, 'PATCH', `/admin/banners/${b.id}/`, { active: true, position: 0 });
      expect(shown.json().active).toBe(true);
      const listed = await call(null, 'GET', '/banner/');
      expect(listed.body).toContain(pic.json().image);
      // Phones get the same picture at half the width (the storefront's srcset).
      const body = listed.json();
      const results: { id: number; image_small?: string }[] = (body.data?.results ??
        body.data?.data?.results)!;
      const small = results.find((x) => x.id === b.id)?.image_small;
      expect(small).toMatch(/-small\.webp$/);
      const smallMeta = await sharp(
        (await t.app.inject({ method: 'GET', url: small! })).rawPayload,
      ).metadata();
      expect([smallMeta.format, smallMeta.width, smallMeta.height]).toEqual(['webp', 800, 300]);
      const hidden = await call(admin, 'PATCH', `/admin/banners/${b.id}/`, { active: false });
      expect(hidden.json().active).toBe(false);
      expect((await call(null, 'GET', '/banner/')).body).not.toContain(pic.json().image);

      expect(
        (await call(staff, 'GET', '/admin/banners/')).json().results.map((x: { id: number }) => x.id),
      ).toContain(b.id);
      expect((await call(staff, 'PATCH', `/admin/banners/${b.id}/`, { active: true })).statusCode).toBe(403);
      expect((await call(admin, 'GET', '/admin/banners/2000000000/')).statusCode).toBe(404);
    });
  });

  describe('vouchers', () => {
    it('creates, edits and disables a voucher; the shop honours it; redemptions are listed', async () => {
      const created = await call(admin, 'POST', '/admin/vouchers/', {
        code: 'dashain15',
        voucher_type: 'Percentage',
        discount_percentage: 15,
        maximum_discount: 200,
        minimum_order_value: 500,
        usage_limit: 100,
        per_customer_limit: 1,
      });
      expect(created.statusCode).toBe(201);
      const v = created.json();
      expect(v).toMatchObject({
        code: 'DASHAIN15',
        maximum_discount: 200,
        minimum_order_value: 500,
        used_count: 0,
        is_active: true,
      });
      expect(
        (
          await call(admin, 'POST', '/admin/vouchers/', {
            code: 'Dashain15',
            voucher_type: 'Amount',
            discount_amount: 50,
          })
        ).statusCode,
      ).toBe(409);

      const applied = await call(null, 'POST', '/voucher/apply/', { code: 'dashain15', order_total: 1000 });
      expect(applied.json().discount_amount).toBe(150);

      // Used once through a real checkout, then shown with its customer and order.
      const stations = await insertStations(db());
      const buyer = await createCustomer(t, { firstName: 'Gita', lastName: 'Rai' });
      const address = await createAddress(t, buyer, { nearest_branch: stations.kathmandu });
      const order = await call(buyer, 'POST', '/checkout/', {
        product_id: [items[0]!.id],
        qtys: [1],
        location: address.id,
        voucher_code: 'DASHAIN15',
      });
      expect(order.statusCode).toBe(201);
      await t.app.backgroundSettled();
      const used = await call(staff, 'GET', `/admin/vouchers/${v.id}/`);
      expect(used.json().used_count).toBe(1);
      const redemptions = (await call(staff, 'GET', `/admin/vouchers/${v.id}/redemptions/`)).json();
      expect(redemptions.count).toBe(1);
      expect(redemptions.results[0]).toMatchObject({
        order_id: order.json().order_id,
        customer_name: 'Gita Rai',
        customer_id: buyer.id,
      });
      expect(
        (await db().select().from(voucherRedemptions).where(eq(voucherRedemptions.voucherId, v.id))).length,
      ).toBe(1);

      // A limit below the uses so far, or a percentage voucher without its percentage, is refused.
      const below = await call(admin, 'PATCH', `/admin/vouchers/${v.id}/`, {
        usage_limit: 1,
        discount_percentage: null,
      });
      expect(below.statusCode).toBe(400);
      expect(below.json().errors.discount_percentage).toEqual(['A percentage voucher needs its percentage.']);
      const dates = await call(admin, 'PATCH', `/admin/vouchers/${v.id}/`, {
        valid_from: '2026-10-10T00:00:00.000Z',
        valid_to: '2026-10-01T00:00:00.000Z',
      });
      expect(dates.json().errors.valid_to).toEqual(['The end of validity must come after its start.']);

      const disabled = await call(admin, 'PATCH', `/admin/vouchers/${v.id}/`, { is_active: false });
      expect(disabled.json().is_active).toBe(false);
      const refused = await call(null, 'POST', '/voucher/apply/', { code: 'DASHAIN15', order_total: 1000 });
      expect(refused.json().is_valid).toBe(false);

      expect((await call(staff, 'PATCH', `/admin/vouchers/${v.id}/`, { is_active: true })).statusCode).toBe(
        403,
      );
      expect(
        (
          await call(staff, 'POST', '/admin/vouchers/', {
            code: 'STAFF1',
            voucher_type: 'Amount',
            discount_amount: 5,
          })
        ).statusCode,
      ).toBe(403);
      expect((await call(customer, 'GET', '/admin/vouchers/')).statusCode).toBe(403);
      const list = (await call(staff, 'GET', '/admin/vouchers/?q=dash')).json();
      expect(list.results.map((x: { code: string }) => x.code)).toEqual(['DASHAIN15']);
      expect((await call(staff, 'GET', '/admin/vouchers/2000000000/redemptions/')).statusCode).toBe(404);
    });
  });
});
