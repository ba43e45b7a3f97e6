import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema';
import { createCustomer, DB_KINDS, type TestApp } from '../../../test/helpers';
import { insertCategory, insertProduct } from '../../../test/fixtures/catalog.fixtures';
import {
  createAddress,
  createPlacesApp,
  type Customer,
  insertShopProducts,
  insertStations,
} from '../../../test/fixtures/orders.fixtures';

describe.each(DB_KINDS)('buy again (%s)', (kind) => {
  let t: TestApp;
  let stations: Awaited<ReturnType<typeof insertStations>>;
  beforeAll(async () => {
    t = await createPlacesApp(kind, { RATE_LIMIT_FACTOR: '1000' });
    stations = await insertStations(t.database.db);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  async function order(c: Customer, items: Array<[number, number]>) {
    const address = await createAddress(t, c, { nearest_branch: stations.lalitpur });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/checkout/',
      headers: c.auth,
      payload: { product_id: items.map((i) => i[0]), qtys: items.map((i) => i[1]), location: address.id },
    });
    expect(res.statusCode).toBe(201);
    return res.json().order_id as number;
  }

  const buyAgain = (c: Customer, id: number) =>
    t.app.inject({ method: 'POST', url: `/api/v1/order/${id}/buy-again/`, headers: c.auth });

  it("puts the order's products in the server cart at today's prices, clamped to stock, saying what was left out", async () => {
    const [rice, honey, salt] = await insertShopProducts(db(), [
      { title: 'Basmati Rice 5 kg', pricePaisa: 75_000, stock: 20 },
      { title: 'Chiuri Honey', pricePaisa: 45_000, stock: 20 },
      { title: 'Iodised Salt 1 kg', pricePaisa: 5_000, stock: 20 },
    ]);
    const c = await createCustomer(t);
    const id = await order(c, [
      [rice!.id, 3],
      [honey!.id, 1],
      [salt!.id, 2],
    ]);
    // Since then: rice is down to 2, honey sold out, salt dearer.
    await db().update(products).set({ stock: 2 }).where(eq(products.id, rice!.id));
    await db().update(products).set({ stock: 0 }).where(eq(products.id, honey!.id));
    await db().update(products).set({ sellingPricePaisa: 6_000 }).where(eq(products.id, salt!.id));

    const res = await buyAgain(c, id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.added).toEqual([
      { product_id: rice!.id, quantity: 2 },
      { product_id: salt!.id, quantity: 2 },
    ]);
    expect(body.left_out).toEqual([{ product_id: honey!.id, reason: 'sold_out' }]);

    const cart = await t.app.inject({ method: 'GET', url: '/api/v1/cart/', headers: c.auth });
    const lines = cart.json().items as Array<{
      product_id: number;
      quantity: number;
      product: { selling_price: number };
    }>;
    expect(lines.map((l) => [l.product_id, l.quantity, l.product.selling_price])).toEqual(
      expect.arrayContaining([
        [rice!.id, 2, 750],
        [salt!.id, 2, 60],
      ]),
    );
    expect(lines).toHaveLength(2);

    // Again: added to what the cart holds, still never above the stock.
    const twice = (await buyAgain(c, id)).json();
    expect(twice.cart.items.find((l: { product_id: number }) => l.product_id === rice!.id).quantity).toBe(2);
    expect(twice.cart.items.find((l: { product_id: number }) => l.product_id === salt!.id).quantity).toBe(4);
  });

  it("is 404 for someone else's order and 401 without login", async () => {
    const [p] = await insertShopProducts(db(), [{ title: 'Gundruk 200 g', pricePaisa: 18_000, stock: 9 }]);
    const owner = await createCustomer(t);
    const id = await order(owner, [[p!.id, 1]]);
    const other = await createCustomer(t);
    const res = await buyAgain(other, id);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ORDER_NOT_FOUND');
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/order/${id}/buy-again/` })).statusCode).toBe(
      401,
    );
  });

  it('the shelf lists delivered products, most bought first, those in stock first', async () => {
    const category = await insertCategory(db(), { title: 'Shelf' });
    const mk = (title: string, stock: number) =>
      insertProduct(db(), { title, categoryId: category.id, stock });
    const [a, b, d] = [
      await mk('Apple 1 kg', 50),
      await mk('Banana 12 pieces', 50),
      await mk('Date 500 g', 50),
    ];
    const c = await createCustomer(t);
    const first = await order(c, [
      [a.id, 1],
      [b.id, 5],
    ]);
    const second = await order(c, [
      [a.id, 2],
      [d.id, 9],
    ]);
    const notDelivered = await order(c, [[a.id, 20]]);
    await db().update(orders).set({ status: 'Delivered' }).where(eq(orders.id, first));
    await db().update(orders).set({ status: 'Delivered' }).where(eq(orders.id, second));
    expect(notDelivered).toBeGreaterThan(0);
    // The most bought (dates) is now sold out: it goes after those in stock.
    await db().update(products).set({ stock: 0 }).where(eq(products.id, d.id));
    const shelf = await t.app.inject({
      method: 'GET',
      url: '/api/v1/order/buy-again/products/',
      headers: c.auth,
    });
    expect(shelf.statusCode).toBe(200);
    expect(shelf.json().results.map((p: { id: number }) => p.id)).toEqual([b.id, a.id, d.id]);

    const none = await createCustomer(t);
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/order/buy-again/products/', headers: none.auth })
      ).json(),
    ).toEqual({ results: [] });
  });
});
