import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatOrderDate } from '@kandamul/domain';
import { orders, products, vouchers } from '../../db/schema';
import { createCustomer, DB_KINDS, type TestApp } from '../../../test/helpers';
import { insertCategory, insertProducts } from '../../../test/fixtures/catalog.fixtures';
import {
  createAddress,
  type Customer,
  createPlacesApp,
  insertShopProducts,
  insertStations,
  insertVoucher,
} from '../../../test/fixtures/orders.fixtures';

describe.each(DB_KINDS)('orders, delivered products and cancellation (%s)', (kind) => {
  let t: TestApp;
  let stations: Awaited<ReturnType<typeof insertStations>>;
  beforeAll(async () => {
    t = await createPlacesApp(kind);
    stations = await insertStations(t.database.db);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const get = (c: Customer | null, url: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: c ? c.auth : {} });
  const cancel = (c: Customer, id: number, remarks?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/order/cancel/${id}/`,
      headers: c.auth,
      payload: remarks === undefined ? {} : { remarks },
    });

  async function stockOf(id: number) {
    const [row] = await db().select({ stock: products.stock }).from(products).where(eq(products.id, id));
    return row!.stock;
  }

  async function placeOrders(count: number) {
    const c = await createCustomer(t);
    const address = await createAddress(t, c, { nearest_branch: stations.kathmandu });
    const items = await insertShopProducts(db(), [
      { title: 'Red Lentils 1 kg', pricePaisa: 18_000, stock: 100 },
      { title: 'Turmeric 200 g', pricePaisa: 9_050, stock: 100 },
    ]);
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/checkout/',
        headers: c.auth,
        payload: { product_id: items.map((p) => p.id), qtys: [1 + i, 2], location: address.id },
      });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().order_id);
    }
    await t.app.backgroundSettled(); // confirmations are sent after the answers
    return { c, ids, items, address };
  }

  it('all need login', async () => {
    for (const url of ['/order/list/', '/list/ordered/products/', '/list/order/cancellation/']) {
      expect((await get(null, url)).statusCode).toBe(401);
    }
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/order/cancel/1/', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('lists the customer’s orders newest first, with lines and amounts, in a bounded number of queries', async () => {
    const { c, ids, items } = await placeOrders(3);
    await placeOrders(1); // someone else's order stays out of the list
    const before = t.database.queryCount();
    const res = await get(c, '/order/list/');
    const queries = t.database.queryCount() - before;
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(3);
    expect(body.results.map((o: { id: number }) => o.id)).toEqual([...ids].reverse());
    const newest = body.results[0];
    expect(newest).toMatchObject({
      subtotal: 3 * 180 + 2 * 90.5,
      discount: 0,
      delivery_charge: 0, // over RS 200
      total: 3 * 180 + 2 * 90.5,
      order_status: 'Order Processing',
      payment_completed: false,
      payment_method: 'cod',
    });
    expect(formatOrderDate(newest.created_at)).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(newest.lines).toEqual([
      expect.objectContaining({
        product_id: items[0]!.id,
        title: 'Red Lentils 1 kg',
        quantity: 3,
        price: 180,
      }),
      expect.objectContaining({
        product_id: items[1]!.id,
        title: 'Turmeric 200 g',
        quantity: 2,
        price: 90.5,
      }),
    ]);
    // Auth aside: count, page of orders, their lines.
    expect(queries).toBeLessThanOrEqual(4);

    const page = (await get(c, '/order/list/?page=2&page_size=2')).json();
    expect(page.results.map((o: { id: number }) => o.id)).toEqual([ids[0]]);
    expect(page.previous).toContain('page=1');
  });

  it("shows each line with its own product's first picture", async () => {
    // Image ids that do not line up with product ids (the first product has three pictures), so a
    // subquery binding to the image's own id instead of the product's shows up as a wrong picture.
    const category = await insertCategory(db(), { title: 'Picture check' });
    const list = await insertProducts(db(), [
      {
        title: 'Spinach',
        categoryId: category.id,
        images: ['/m/spinach-1.webp', '/m/spinach-2.webp', '/m/spinach-3.webp'],
      },
      { title: 'Carrots', categoryId: category.id, images: ['/m/carrots-1.webp', '/m/carrots-2.webp'] },
      { title: 'Honey', categoryId: category.id, images: ['/m/honey-1.webp'] },
    ]);
    const c = await createCustomer(t);
    const address = await createAddress(t, c, { nearest_branch: stations.kathmandu });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/checkout/',
      headers: c.auth,
      payload: { product_id: [list[2]!.id, list[1]!.id, list[0]!.id], qtys: [1, 1, 1], location: address.id },
    });
    expect(res.statusCode).toBe(201);
    const [order] = (await get(c, '/order/list/')).json().results;
    const pictureOf = new Map(
      order.lines.map((l: { product_id: number; image: string }) => [l.product_id, l.image]),
    );
    expect(pictureOf).toEqual(
      new Map([
        [list[0]!.id, '/m/spinach-1.webp'],
        [list[1]!.id, '/m/carrots-1.webp'],
        [list[2]!.id, '/m/honey-1.webp'],
      ]),
    );
  });

  it('cancels an order in processing: stock back, voucher released, record listed', async () => {
    const c = await createCustomer(t);
    const address = await createAddress(t, c);
    const [p] = await insertShopProducts(db(), [
      { title: 'Basmati Rice 5 kg', pricePaisa: 75_000, stock: 6 },
    ]);
    const voucher = await insertVoucher(db(), { usageLimit: 1 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/checkout/',
      headers: c.auth,
      payload: { product_id: [p!.id], qtys: [4], location: address.id, voucher_code: voucher.code },
    });
    expect(placed.statusCode).toBe(201);
    expect(await stockOf(p!.id)).toBe(2);
    const id = placed.json().order_id;

    const res = await cancel(c, id, 'Ordered by mistake');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      order: {
        id,
        tracking_id: placed.json().tracking_id,
        total: placed.json().total_amount,
        payment_method: 'cod',
      },
      remarks: 'Ordered by mistake',
    });
    expect(await stockOf(p!.id)).toBe(6);
    const [v] = await db().select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(v!.usedCount).toBe(0);

    const list = (await get(c, '/list/order/cancellation/')).json();
    expect(list.results).toEqual([res.json()]);
    const order = (await get(c, '/order/list/')).json().results[0];
    expect(order.order_status).toBe('Cancelled');

    const again = await cancel(c, id);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: 'ORDER_NOT_CANCELLABLE',
      message: 'Only orders in "Order Processing" status can be cancelled.',
    });
    expect(await stockOf(p!.id)).toBe(6);
  });

  it.each(['Packed', 'Out for Delivery', 'Delivered'])('refuses to cancel a %s order', async (status) => {
    const { c, ids, items } = await placeOrders(1);
    await db().update(orders).set({ status }).where(eq(orders.id, ids[0]!));
    const stock = await stockOf(items[0]!.id);
    const res = await cancel(c, ids[0]!, 'Too late');
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('ORDER_NOT_CANCELLABLE');
    expect(await stockOf(items[0]!.id)).toBe(stock);
  });

  it("answers 404 for another customer's order and an unknown one", async () => {
    const { ids, items } = await placeOrders(1);
    const other = await createCustomer(t);
    const stock = await stockOf(items[0]!.id);
    expect((await cancel(other, ids[0]!)).statusCode).toBe(404);
    expect((await cancel(other, 99_999_999)).statusCode).toBe(404);
    expect(await stockOf(items[0]!.id)).toBe(stock);
  });

  it('cancels only once when two cancels race', async () => {
    const { c, ids, items } = await placeOrders(1);
    const stock = await stockOf(items[0]!.id);
    const answers = await Promise.all([cancel(c, ids[0]!), cancel(c, ids[0]!), cancel(c, ids[0]!)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422, 422]);
    expect(await stockOf(items[0]!.id)).toBe(stock + 1);
  });

  it('lists the products of delivered orders only', async () => {
    const { c, ids, items } = await placeOrders(2);
    await db()
      .update(orders)
      .set({ status: 'Delivered', paymentCompleted: true })
      .where(eq(orders.id, ids[0]!));
    const res = await get(c, '/list/ordered/products/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(2);
    expect(body[0]).toMatchObject({
      order_id: ids[0],
      quantity: 1,
      price: 180,
      product: { id: items[0]!.id, title: 'Red Lentils 1 kg' },
    });
    const order = (await get(c, '/order/list/')).json().results.find((o: { id: number }) => o.id === ids[0]);
    expect(order.payment_completed).toBe(true);
  });
});
