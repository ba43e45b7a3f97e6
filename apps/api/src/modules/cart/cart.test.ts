import {
  mergeCarts,
  paginated,
  ProductSummarySchema,
  ServerCartSchema,
  serverCartToItems,
} from '@kandamul/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createTestApp, DB_KINDS, type TestApp } from '../../../test/helpers';
import { insertCategory, insertProducts } from '../../../test/fixtures/catalog.fixtures';

const API = '/api/v1';

describe.each(DB_KINDS)('server cart (%s)', (kind) => {
  let t: TestApp;
  let potato: number; // stock 5
  let rice: number; // stock 50
  let gone: number; // stock 0
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'empty' });
    const cat = await insertCategory(t.database.db, { title: 'Vegetables' });
    [potato, rice, gone] = (
      await insertProducts(t.database.db, [
        { title: 'Potato', categoryId: cat.id, stock: 5, sellingPricePaisa: 8_000 },
        { title: 'Rice', categoryId: cat.id, stock: 50, sellingPricePaisa: 150_000 },
        { title: 'Sold Out Ghee', categoryId: cat.id, stock: 0 },
      ])
    ).map((p) => p.id) as [number, number, number];
  });
  afterAll(() => t.close());

  const add = (auth: Record<string, string>, product_id: number, quantity: number) =>
    t.app.inject({ method: 'POST', url: `${API}/cart/`, headers: auth, payload: { product_id, quantity } });
  const get = async (auth: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/cart/`, headers: auth });
    expect(res.statusCode).toBe(200);
    return ServerCartSchema.parse(res.json());
  };
  const lines = (cart: { items: { product_id: number; quantity: number }[] }) =>
    cart.items.map((l) => [l.product_id, l.quantity]);

  it('needs a logged-in customer', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${API}/cart/` })).statusCode).toBe(401);
    expect((await add({}, potato, 1)).statusCode).toBe(401);
  });

  it('starts empty, adds quantities and clamps them to stock', async () => {
    const c = await createCustomer(t);
    expect(await get(c.auth)).toEqual({ items: [], version: 0 });
    expect((await add(c.auth, potato, 2)).statusCode).toBe(200);
    const res = await add(c.auth, potato, 2);
    expect(lines(res.json())).toEqual([[potato, 4]]);
    await add(c.auth, rice, 1);
    await add(c.auth, potato, 9);
    const cart = await get(c.auth);
    expect(lines(cart)).toEqual([
      [potato, 5],
      [rice, 1],
    ]);
    expect(cart.items[0]!.product).toMatchObject({
      title: 'Potato',
      selling_price: 80,
      total_available_quantity: 5,
    });
  });

  it('answers 404 for an unknown product and 409 for one out of stock', async () => {
    const c = await createCustomer(t);
    const unknown = await add(c.auth, 999_999, 1);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PRODUCT_NOT_FOUND');
    const soldOut = await add(c.auth, gone, 1);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Sorry, this item is out of stock.',
    });
    expect(await get(c.auth)).toEqual({ items: [], version: 0 });
    expect((await add(c.auth, potato, 0)).statusCode).toBe(400);
  });

  it('replaces the cart, dropping unknown and sold-out products, and removes one line', async () => {
    const c = await createCustomer(t);
    await add(c.auth, rice, 3);
    const put = await t.app.inject({
      method: 'PUT',
      url: `${API}/cart/`,
      headers: c.auth,
      payload: {
        items: [
          { product_id: potato, quantity: 8 },
          { product_id: gone, quantity: 1 },
          { product_id: 999_999, quantity: 1 },
          { product_id: rice, quantity: 2 },
        ],
      },
    });
    expect(put.statusCode).toBe(200);
    expect(lines(put.json())).toEqual([
      [potato, 5],
      [rice, 2],
    ]);
    const del = await t.app.inject({ method: 'DELETE', url: `${API}/cart/${potato}/`, headers: c.auth });
    expect(del.statusCode).toBe(204);
    expect(lines(await get(c.auth))).toEqual([[rice, 2]]);
    const other = await createCustomer(t);
    expect(await get(other.auth)).toEqual({ items: [], version: 0 });
  });

  it('merges a local cart with the server cart on login (quantities added, clamped) and stores it', async () => {
    const c = await createCustomer(t);
    await add(c.auth, potato, 3);
    const server = serverCartToItems(await get(c.auth));
    const local = [
      { ...server[0]!, quantity: 4 }, // same product: 3 + 4 → clamped to stock 5
      {
        id: rice,
        slug: 'rice',
        title: 'Rice',
        nepaliTitle: '',
        category: 'Vegetables',
        image: '',
        sellingPricePaisa: 1,
        markedPricePaisa: 1,
        quantity: 2,
        stock: 50,
      },
    ];
    const merged = mergeCarts(local, server);
    const put = await t.app.inject({
      method: 'PUT',
      url: `${API}/cart/`,
      headers: c.auth,
      payload: { items: merged.map((m) => ({ product_id: m.id, quantity: m.quantity })) },
    });
    expect(lines(put.json())).toEqual([
      [potato, 5],
      [rice, 2],
    ]);
    // The server's price wins over whatever the local cart held.
    expect(serverCartToItems(put.json())[1]!.sellingPricePaisa).toBe(150_000);
  });

  it('lists products by id for the price refresh, in the order asked', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/products/?ids=${rice},999999,${potato}` });
    expect(res.statusCode).toBe(200);
    const body = paginated(ProductSummarySchema).parse(res.json());
    expect(body.results.map((p) => p.id)).toEqual([rice, potato]);
    expect(body.count).toBe(2);
    expect((await t.app.inject({ method: 'GET', url: `${API}/products/?ids=1,abc` })).statusCode).toBe(400);
    const none = await t.app.inject({ method: 'GET', url: `${API}/products/?ids=` });
    expect(none.json().results).toEqual([]);
  });
});
