import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, DB_KINDS, type TestApp } from '../../../test/helpers';
import { insertCategory } from '../../../test/fixtures/catalog.fixtures';
import {
  createAddress,
  type Customer,
  createPlacesApp,
  insertStations,
} from '../../../test/fixtures/orders.fixtures';

// Products created and hidden from the console (issue 18): a new product is in the storefront at once;
// a hidden one is in no list, search, suggestion, shelf or page, and checkout refuses it.
describe.each(DB_KINDS)('the console: products created and hidden (%s)', (kind) => {
  let t: TestApp;
  let staff: Customer;
  let admin: Customer;
  let stations: Awaited<ReturnType<typeof insertStations>>;
  let top: { id: number };
  let sub: { id: number };
  beforeAll(async () => {
    t = await createPlacesApp(kind, { RATE_LIMIT_FACTOR: '1000' });
    stations = await insertStations(t.database.db);
    staff = await createCustomer(t, { role: 'staff' });
    admin = await createCustomer(t, { role: 'admin' });
    top = await insertCategory(t.database.db, { title: 'Pantry', featured: true });
    sub = await insertCategory(t.database.db, { title: 'Pickles', parentId: top.id });
  });
  afterAll(() => t.close());

  type Method = 'GET' | 'POST' | 'PATCH';
  const call = (who: Customer | null, method: Method, url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: who ? who.auth : {},
      ...(payload ? { payload } : {}),
    });
  const ids = (list: Array<{ id: number }>) => list.map((p) => p.id);
  const body = {
    title: 'Timur Lapsi Achar 250 g',
    nepali_title: 'टिमुर लप्सी अचार',
    short_description: 'Hog plum pickle with Sichuan pepper.',
    description: 'Made in Bhaktapur from ripe lapsi.',
    category_id: 0,
    marked_price: 320,
    selling_price: 295,
    measure_unit: 'g',
    unit_quantity: 250,
    is_organic: true,
    low_stock_threshold: 4,
  };

  /** Where a shopper could meet product `id` (slug `slug`) in the storefront. */
  async function seen(id: number, slug: string) {
    const detail = await call(null, 'GET', `/product/detail/${slug}/`);
    const search = (await call(null, 'GET', '/products/?q=lapsi%20achar')).json();
    const nepali = (await call(null, 'GET', `/products/?q=${encodeURIComponent('अचार')}`)).json();
    const suggest = (await call(null, 'GET', '/products/suggest/?q=lapsi')).json();
    const category = (await call(null, 'GET', `/category/product/${top.id}/`)).json();
    const arrivals = (await call(null, 'GET', '/new/arrival/?page_size=100')).json();
    const home = (await call(null, 'GET', '/home/data/')).json();
    const shelf = home.categories.find((c: { id: number }) => c.id === top.id);
    return {
      detail: detail.statusCode,
      search: ids(search.results).includes(id),
      nepali: ids(nepali.results).includes(id),
      suggest: ids(suggest.products).includes(id),
      category: ids(category.results).includes(id),
      arrivals: ids(arrivals.results).includes(id),
      home: ids(shelf?.products ?? []).includes(id) || ids(home.new_arrival).includes(id),
    };
  }

  it('creates a product with stock 0 that the storefront finds at once', async () => {
    const res = await call(admin, 'POST', '/admin/products/', { ...body, category_id: sub.id });
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect(p).toMatchObject({
      title: body.title,
      nepali_title: body.nepali_title,
      category_id: sub.id,
      marked_price: 320,
      selling_price: 295,
      stock: 0,
      is_organic: true,
      low_stock_threshold: 4,
      active: true,
      slug: 'timur-lapsi-achar-250-g',
    });
    expect(await seen(p.id, p.slug)).toEqual({
      detail: 200,
      search: true,
      nepali: true,
      suggest: true,
      category: true,
      arrivals: true,
      home: true,
    });
    const detail = (await call(null, 'GET', `/product/detail/${p.slug}/`)).json().data.product;
    expect(detail).toMatchObject({ total_available_quantity: 0, isOrganic: true });

    // The same title again gets a slug of its own.
    const again = await call(admin, 'POST', '/admin/products/', { ...body, category_id: top.id });
    expect(again.json().slug).toBe('timur-lapsi-achar-250-g-2');
  });

  it('refuses a bad product with a message per field, and staff may not create', async () => {
    const cases: Array<[object, string, string]> = [
      [{ title: '' }, 'title', 'Title is required'],
      [{ nepali_title: '  ' }, 'nepali_title', 'Nepali title is required'],
      [{ selling_price: 400 }, 'selling_price', 'The selling price cannot be above the marked price.'],
      [{ marked_price: 0, selling_price: null }, 'marked_price', 'The marked price must be above 0.'],
      [{ unit_quantity: 0 }, 'unit_quantity', 'The unit quantity must be above 0.'],
      [{ category_id: 999_999 }, 'category_id', 'Category not found.'],
    ];
    for (const [change, field, message] of cases) {
      const res = await call(admin, 'POST', '/admin/products/', { ...body, category_id: sub.id, ...change });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors?.[field]).toEqual([message]);
    }
    expect((await call(staff, 'POST', '/admin/products/', { ...body, category_id: sub.id })).statusCode).toBe(
      403,
    );
  });

  it('hides a product everywhere a shopper looks, refuses it at checkout, and shows it again', async () => {
    const p = (await call(admin, 'POST', '/admin/products/', { ...body, category_id: sub.id })).json();
    expect(
      (await call(staff, 'POST', `/admin/products/${p.id}/stock/`, { change: 10, reason: 'restock' }))
        .statusCode,
    ).toBe(201);
    const c = await createCustomer(t);
    const address = await createAddress(t, c, { nearest_branch: stations.kathmandu });
    const first = await call(c, 'POST', '/checkout/', {
      product_id: [p.id],
      qtys: [1],
      location: address.id,
    });
    expect(first.statusCode).toBe(201);
    expect((await call(c, 'POST', '/create/wishlist/', { item: p.id })).statusCode).toBeLessThan(300);

    const hidden = await call(admin, 'PATCH', `/admin/products/${p.id}/`, { active: false });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().active).toBe(false);
    expect(await seen(p.id, p.slug)).toEqual({
      detail: 404,
      search: false,
      nepali: false,
      suggest: false,
      category: false,
      arrivals: false,
      home: false,
    });

    const checkout = await call(c, 'POST', '/checkout/', {
      product_id: [p.id],
      qtys: [1],
      location: address.id,
    });
    expect(checkout.statusCode).toBe(404);
    expect(checkout.json().code).toBe('PRODUCT_NOT_FOUND');
    const again = await call(c, 'POST', `/order/${first.json().order_id}/buy-again/`);
    expect(again.json().left_out).toEqual([{ product_id: p.id, reason: 'no_longer_sold' }]);
    const wishlist = (await call(c, 'GET', '/list/wishlist/')).json();
    expect(JSON.stringify(wishlist)).not.toContain(p.slug);

    // The console still lists it (to show it again), with its stock.
    const listed = (await call(staff, 'GET', `/admin/products/?q=${p.slug}`)).json();
    expect(listed.results).toEqual([expect.objectContaining({ id: p.id, active: false, stock: 9 })]);

    expect((await call(admin, 'PATCH', `/admin/products/${p.id}/`, { active: true })).statusCode).toBe(200);
    expect((await seen(p.id, p.slug)).detail).toBe(200);
    expect((await seen(p.id, p.slug)).search).toBe(true);
  });
});
