import { and, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outboxMessages, products, stockAlerts, stockMovements } from '../../db/schema';
import { createCustomer, DB_KINDS, type TestApp } from '../../../test/helpers';
import {
  createAddress,
  type Customer,
  createPlacesApp,
  insertShopProducts,
  insertStations,
} from '../../../test/fixtures/orders.fixtures';

describe.each(DB_KINDS)('reviews, back-in-stock alerts, order updates and substitutions (%s)', (kind) => {
  let t: TestApp;
  let stations: Awaited<ReturnType<typeof insertStations>>;
  let staff: Customer;
  let rider: Customer;
  beforeAll(async () => {
    t = await createPlacesApp(kind);
    stations = await insertStations(t.database.db);
    staff = await createCustomer(t, { role: 'staff' });
    rider = await createCustomer(t, { role: 'rider', firstName: 'Ram', lastName: 'Thapa' });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const call = (
    who: Customer | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: who ? who.auth : {},
      ...(payload ? { payload } : {}),
    });

  async function phoneOf(c: Customer) {
    const res = await call(c, 'GET', '/profile/');
    return res.json().data.user.phone as string;
  }
  async function emailOf(c: Customer) {
    const res = await call(c, 'GET', '/profile/');
    return res.json().data.user.email as string;
  }
  async function messagesTo(recipient: string, since = 0) {
    await t.app.backgroundSettled();
    return db()
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, recipient), gt(outboxMessages.id, since)))
      .orderBy(desc(outboxMessages.id));
  }
  async function lastOutboxId() {
    const [row] = await db()
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    return row?.id ?? 0;
  }

  async function placeOrder(c: Customer, items: { id: number }[], qtys: number[]) {
    const address = await createAddress(t, c, { nearest_branch: stations.kathmandu });
    const res = await call(c, 'POST', '/checkout/', {
      product_id: items.map((i) => i.id),
      qtys,
      location: address.id,
    });
    expect(res.statusCode).toBe(201);
    await t.app.backgroundSettled();
    return res.json() as { order_id: number; tracking_id: string; total_amount: number };
  }
  const move = (id: number, body: object, who: Customer = staff) =>
    call(who, 'POST', `/admin/orders/${id}/status/`, body);
  async function deliver(id: number) {
    expect((await move(id, { status: 'Packed' })).statusCode).toBe(200);
    expect((await move(id, { status: 'Out for Delivery', rider_id: rider.id })).statusCode).toBe(200);
    expect((await move(id, { status: 'Delivered' }, rider)).statusCode).toBe(200);
  }

  describe('reviews by real buyers', () => {
    it('403 without a delivered order of it; 201 after; a second review replaces the first', async () => {
      const c = await createCustomer(t, { firstName: 'Gita', lastName: 'Rai' });
      const [rice, tea] = await insertShopProducts(db(), [
        { title: 'Marsi Rice 5 kg', pricePaisa: 90_000, stock: 20 },
        { title: 'Ilam Tea 250 g', pricePaisa: 40_000, stock: 20 },
      ]);
      expect(
        (await call(null, 'POST', `/product/${rice!.id}/reviews/`, { rating: 5, review: 'x' })).statusCode,
      ).toBe(401);
      const early = await call(c, 'POST', `/product/${rice!.id}/reviews/`, { rating: 5, review: 'Good' });
      expect(early.statusCode).toBe(403);
      expect(early.json().code).toBe('REVIEW_NOT_ALLOWED');

      const order = await placeOrder(c, [rice!], [1]);
      // Placed, packed, on its way: still not delivered.
      expect(
        (await call(c, 'POST', `/product/${rice!.id}/reviews/`, { rating: 5, review: 'x' })).statusCode,
      ).toBe(403);
      await deliver(order.order_id);
      // Only the delivered product, not another one.
      expect(
        (await call(c, 'POST', `/product/${tea!.id}/reviews/`, { rating: 5, review: 'x' })).statusCode,
      ).toBe(403);

      const before = await call(c, 'GET', '/profile/ratings/');
      expect(before.json()).toEqual({
        rated: [],
        to_rate: [expect.objectContaining({ product_id: rice!.id, title: 'Marsi Rice 5 kg' })],
      });

      const first = await call(c, 'POST', `/product/${rice!.id}/reviews/`, {
        rating: 2,
        review: '<b>meh</b>',
      });
      expect(first.statusCode).toBe(201);
      expect(first.json().data).toMatchObject({
        product_id: rice!.id,
        rating: 2,
        review: '<b>meh</b>',
        hidden: false,
      });
      const second = await call(c, 'POST', `/product/${rice!.id}/reviews/`, {
        rating: 4,
        review: '  Fresh and clean.  ',
      });
      expect(second.statusCode).toBe(201);

      const detail = (await call(null, 'GET', `/product/detail/${rice!.slug}/`)).json().data;
      expect(detail.product.rating_count).toBe(1);
      expect(detail.product.average_rating).toBe(4);
      expect(detail.reviews).toEqual([
        expect.objectContaining({
          rating: 4,
          review: 'Fresh and clean.',
          user: expect.objectContaining({ first_name: 'Gita' }),
        }),
      ]);
      const after = (await call(c, 'GET', '/profile/ratings/')).json();
      expect(after.to_rate).toEqual([]);
      expect(after.rated).toEqual([expect.objectContaining({ product_id: rice!.id, rating: 4 })]);

      // A second buyer: the average of both.
      const d = await createCustomer(t);
      await deliver((await placeOrder(d, [rice!], [1])).order_id);
      expect((await call(d, 'POST', `/product/${rice!.id}/reviews/`, { rating: 1 })).statusCode).toBe(201);
      const both = (await call(null, 'GET', `/product/detail/${rice!.slug}/`)).json().data;
      expect(both.product.rating_count).toBe(2);
      expect(both.product.average_rating).toBe(2.5);
    });

    it('refuses a bad rating or a text over 2,000 characters (400), and an unknown product (404)', async () => {
      const c = await createCustomer(t);
      const [p] = await insertShopProducts(db(), [{ title: 'Ghee 1 L', pricePaisa: 120_000, stock: 5 }]);
      for (const body of [
        { rating: 0, review: '' },
        { rating: 6 },
        { rating: 3.5 },
        { review: 'x' },
        { rating: 3, review: 'x'.repeat(2001) },
      ]) {
        const res = await call(c, 'POST', `/product/${p!.id}/reviews/`, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('VALIDATION');
      }
      expect((await call(c, 'POST', '/product/99999999/reviews/', { rating: 3 })).statusCode).toBe(404);
    });

    it('staff hide a review with a reason: it leaves the list, the average and the count', async () => {
      const c = await createCustomer(t);
      const [p] = await insertShopProducts(db(), [{ title: 'Honey 500 g', pricePaisa: 80_000, stock: 5 }]);
      await deliver((await placeOrder(c, [p!], [1])).order_id);
      expect(
        (await call(c, 'POST', `/product/${p!.id}/reviews/`, { rating: 1, review: 'spam spam' })).statusCode,
      ).toBe(201);
      const list = await call(staff, 'GET', '/admin/reviews/?hidden=false&page_size=100');
      expect(list.statusCode).toBe(200);
      const review = list.json().results.find((r: { product_id: number }) => r.product_id === p!.id);
      expect(review).toMatchObject({ rating: 1, review: 'spam spam', hidden: false });

      expect(
        (await call(c, 'PUT', `/admin/reviews/${review.id}/hidden/`, { hidden: true, reason: 'Spam' }))
          .statusCode,
      ).toBe(403);
      expect(
        (await call(staff, 'PUT', `/admin/reviews/${review.id}/hidden/`, { hidden: true, reason: '' }))
          .statusCode,
      ).toBe(400);
      expect(
        (await call(staff, 'PUT', '/admin/reviews/99999999/hidden/', { hidden: true, reason: 'x' }))
          .statusCode,
      ).toBe(404);
      expect(
        (await call(staff, 'PUT', `/admin/reviews/${review.id}/hidden/`, { hidden: true, reason: 'Spam' }))
          .statusCode,
      ).toBe(200);

      const detail = (await call(null, 'GET', `/product/detail/${p!.slug}/`)).json().data;
      expect(detail.reviews).toEqual([]);
      expect(detail.product.rating_count).toBe(0);
      expect(detail.product.average_rating).toBe(0);
      const hidden = (await call(staff, 'GET', '/admin/reviews/?hidden=true&page_size=100')).json().results;
      expect(hidden.find((r: { id: number }) => r.id === review.id)).toMatchObject({
        hidden: true,
        hidden_reason: 'Spam',
      });
      // The customer still sees their own, marked hidden.
      expect((await call(c, 'GET', '/profile/ratings/')).json().rated[0]).toMatchObject({ hidden: true });

      expect(
        (await call(staff, 'PUT', `/admin/reviews/${review.id}/hidden/`, { hidden: false })).statusCode,
      ).toBe(200);
      expect((await call(null, 'GET', `/product/detail/${p!.slug}/`)).json().data.product.rating_count).toBe(
        1,
      );
    });
  });

  describe('back-in-stock alerts', () => {
    it('asks, cancels, and is told once by SMS and e-mail when staff restock', async () => {
      const c = await createCustomer(t);
      const smsOnly = await createCustomer(t);
      const cancelled = await createCustomer(t);
      const [p, inStock] = await insertShopProducts(db(), [
        { title: 'Yak Cheese 200 g', pricePaisa: 60_000, stock: 0 },
        { title: 'Butter 500 g', pricePaisa: 60_000, stock: 3 },
      ]);
      expect((await call(null, 'POST', `/product/${p!.id}/notify/`)).statusCode).toBe(401);
      expect((await call(c, 'POST', '/product/99999999/notify/')).statusCode).toBe(404);
      const inStockRes = await call(c, 'POST', `/product/${inStock!.id}/notify/`);
      expect(inStockRes.statusCode).toBe(409);
      expect(inStockRes.json().code).toBe('PRODUCT_IN_STOCK');

      for (const who of [c, smsOnly, cancelled])
        expect((await call(who, 'POST', `/product/${p!.id}/notify/`)).statusCode).toBe(201);
      // Asking twice keeps one request.
      expect((await call(c, 'POST', `/product/${p!.id}/notify/`)).statusCode).toBe(201);
      expect((await call(smsOnly, 'PUT', '/profile/preferences/', { notify_email: false })).statusCode).toBe(
        200,
      );
      expect((await call(cancelled, 'DELETE', `/product/${p!.id}/notify/`)).statusCode).toBe(200);
      const alerts = (await call(c, 'GET', '/profile/alerts/')).json().data;
      expect(alerts).toEqual([
        expect.objectContaining({ product_id: p!.id, title: 'Yak Cheese 200 g', in_stock: false }),
      ]);
      expect((await call(cancelled, 'GET', '/profile/alerts/')).json().data).toEqual([]);

      const since = await lastOutboxId();
      // A restock from 0 tells everyone waiting.
      const restock = await call(staff, 'POST', `/admin/products/${p!.id}/stock/`, {
        change: 5,
        reason: 'restock',
      });
      expect(restock.statusCode).toBe(201);
      const toC = await messagesTo(await phoneOf(c), since);
      expect(toC.map((m) => m.body)).toEqual([expect.stringContaining('Yak Cheese 200 g is back in stock')]);
      expect((await messagesTo(await emailOf(c), since)).map((m) => m.subject)).toEqual([
        'Yak Cheese 200 g is back in stock at Kandamul',
      ]);
      expect(await messagesTo(await phoneOf(smsOnly), since)).toHaveLength(1);
      expect(await messagesTo(await emailOf(smsOnly), since)).toHaveLength(0);
      expect(await messagesTo(await phoneOf(cancelled), since)).toHaveLength(0);
      // The requests are cleared: a second restock tells nobody again.
      expect(await db().select().from(stockAlerts).where(eq(stockAlerts.productId, p!.id))).toEqual([]);
      expect((await call(c, 'GET', '/profile/alerts/')).json().data).toEqual([]);
      expect(
        (await call(staff, 'POST', `/admin/products/${p!.id}/stock/`, { change: 5, reason: 'restock' }))
          .statusCode,
      ).toBe(201);
      expect(await messagesTo(await phoneOf(c), since)).toHaveLength(1);
    });
    it('tells the waiting customer once when a cancelled order, or a failed delivery cancelled, brings the last units back', async () => {
      const buyer = await createCustomer(t);
      const waiting = await createCustomer(t);
      const [p] = await insertShopProducts(db(), [{ title: 'Jimbu 20 g', pricePaisa: 15_000, stock: 2 }]);
      const backInStock = async (since: number) =>
        (await messagesTo(await phoneOf(waiting), since)).filter((m) =>
          m.body.includes('Jimbu 20 g is back'),
        );

      // The customer's own cancellation of the order holding the last units.
      const first = await placeOrder(buyer, [p!], [2]);
      expect((await call(waiting, 'POST', `/product/${p!.id}/notify/`)).statusCode).toBe(201);
      const since = await lastOutboxId();
      expect(
        (await call(buyer, 'POST', `/order/cancel/${first.order_id}/`, { remarks: 'changed my mind' }))
          .statusCode,
      ).toBe(200);
      expect(await backInStock(since)).toHaveLength(1);
      expect(await db().select().from(stockAlerts).where(eq(stockAlerts.productId, p!.id))).toEqual([]);

      // A failed delivery that staff cancel puts the units back too; the customer asked again.
      const second = await placeOrder(buyer, [p!], [2]);
      expect((await call(waiting, 'POST', `/product/${p!.id}/notify/`)).statusCode).toBe(201);
      expect((await move(second.order_id, { status: 'Packed' })).statusCode).toBe(200);
      expect(
        (await move(second.order_id, { status: 'Out for Delivery', rider_id: rider.id })).statusCode,
      ).toBe(200);
      expect(
        (await move(second.order_id, { status: 'Delivery Failed', note: 'Nobody home' }, rider)).statusCode,
      ).toBe(200);
      const since2 = await lastOutboxId();
      expect(
        (await move(second.order_id, { status: 'Cancelled', note: 'Customer unreachable' })).statusCode,
      ).toBe(200);
      expect(await backInStock(since2)).toHaveLength(1);
      // Told once: nothing more arrives for the first rise either.
      expect(await backInStock(since)).toHaveLength(2);
    });
  });

  describe('order updates by SMS and e-mail', () => {
    it('sends one SMS and e-mail per move, with the rider, in the customer’s language; channels can be turned off', async () => {
      const en = await createCustomer(t);
      const ne = await createCustomer(t);
      const [p] = await insertShopProducts(db(), [{ title: 'Lentils 1 kg', pricePaisa: 20_000, stock: 50 }]);
      expect(
        (await call(ne, 'PUT', '/profile/preferences/', { language: 'ne', notify_email: false })).json().data,
      ).toEqual({
        notify_sms: true,
        notify_email: false,
        language: 'ne',
        substitution: 'best-match',
      });
      expect((await call(ne, 'PUT', '/profile/preferences/', { language: 'fr' })).statusCode).toBe(400);

      const a = await placeOrder(en, [p!], [1]);
      const b = await placeOrder(ne, [p!], [1]);
      const since = await lastOutboxId();
      await deliver(a.order_id);
      await deliver(b.order_id);

      // Each message is a job of its own, and jobs run side by side: the order of arrival is not fixed.
      const enSms = (await messagesTo(await phoneOf(en), since)).map((m) => m.body);
      expect(enSms).toHaveLength(3);
      expect(enSms).toEqual(
        expect.arrayContaining([
          `Kandamul: your order ${a.tracking_id} is packed and will leave soon.`,
          expect.stringContaining(`is on its way with Ram Thapa (${await phoneOf(rider)})`),
          expect.stringContaining(`your order ${a.tracking_id} was delivered`),
        ]),
      );
      expect((await messagesTo(await emailOf(en), since)).map((m) => m.subject).sort()).toEqual([
        `Your Kandamul order ${a.tracking_id} is on its way`,
        `Your Kandamul order ${a.tracking_id} is packed`,
        `Your Kandamul order ${a.tracking_id} was delivered`,
      ]);
      const neSms = (await messagesTo(await phoneOf(ne), since)).map((m) => m.body);
      expect(neSms).toHaveLength(3);
      expect(neSms).toEqual(
        expect.arrayContaining([expect.stringContaining('प्याक भयो'), expect.stringContaining('Ram Thapa')]),
      );
      expect(await messagesTo(await emailOf(ne), since)).toHaveLength(0);

      // SMS off too: a cancellation sends nothing.
      await call(ne, 'PUT', '/profile/preferences/', { notify_sms: false });
      const c2 = await placeOrder(ne, [p!], [1]);
      const since2 = await lastOutboxId();
      expect(
        (await call(ne, 'POST', `/order/cancel/${c2.order_id}/`, { remarks: 'changed my mind' })).statusCode,
      ).toBeLessThan(300);
      expect(await messagesTo(await phoneOf(ne), since2)).toHaveLength(0);
    });

    it('tells of a cancellation, a failed delivery, a payment and a refund due', async () => {
      const c = await createCustomer(t);
      const [p] = await insertShopProducts(db(), [{ title: 'Sugar 1 kg', pricePaisa: 15_000, stock: 50 }]);
      const o = await placeOrder(c, [p!], [1]);
      const since = await lastOutboxId();
      expect((await move(o.order_id, { status: 'Packed' })).statusCode).toBe(200);
      expect((await move(o.order_id, { status: 'Out for Delivery', rider_id: rider.id })).statusCode).toBe(
        200,
      );
      expect((await move(o.order_id, { status: 'Delivery Failed' }, rider)).statusCode).toBe(200);
      expect(
        (
          await call(staff, 'POST', `/admin/orders/${o.order_id}/payment/`, {
            to: 'paid',
            note: 'cash at the shop',
          })
        ).statusCode,
      ).toBe(200);
      expect((await move(o.order_id, { status: 'Cancelled' })).statusCode).toBe(200);
      const bodies = (await messagesTo(await phoneOf(c), since)).map((m) => m.body);
      expect(bodies).toHaveLength(6);
      expect(bodies).toEqual(
        expect.arrayContaining([
          expect.stringContaining('is packed'),
          expect.stringContaining('is on its way'),
          expect.stringContaining('could not deliver'),
          expect.stringContaining('we received your payment of RS'),
          expect.stringContaining('was cancelled'),
          expect.stringContaining('a refund of RS'),
        ]),
      );
    });
  });

  describe('the customer’s order timeline', () => {
    it('shows each step in order with the rider and the reasons; another customer’s order is 404', async () => {
      const c = await createCustomer(t);
      const other = await createCustomer(t);
      const [p] = await insertShopProducts(db(), [{ title: 'Chiura 1 kg', pricePaisa: 12_000, stock: 20 }]);
      const o = await placeOrder(c, [p!], [1]);
      expect((await move(o.order_id, { status: 'Packed', note: 'shelf B' })).statusCode).toBe(200);
      expect((await move(o.order_id, { status: 'Out for Delivery', rider_id: rider.id })).statusCode).toBe(
        200,
      );
      expect(
        (await move(o.order_id, { status: 'Delivery Failed', note: 'Nobody was home' }, rider)).statusCode,
      ).toBe(200);
      expect((await move(o.order_id, { status: 'Cancelled', note: 'Could not reach you' })).statusCode).toBe(
        200,
      );

      const res = await call(c, 'GET', `/order/${o.order_id}/events/`);
      expect(res.statusCode).toBe(200);
      const events = res.json().events as Array<Record<string, unknown>>;
      expect(events.map((e) => e.status)).toEqual([
        'Order Processing',
        'Packed',
        'Out for Delivery',
        'Delivery Failed',
        'Cancelled',
      ]);
      expect(events[0]).toMatchObject({ by: 'you', reason: null, rider_name: null });
      // Staff's notes on other steps stay staff's.
      expect(events[1]).toMatchObject({ by: 'shop', reason: null });
      expect(events[2]).toMatchObject({ rider_name: 'Ram Thapa', reason: null });
      expect(events[3]).toMatchObject({ reason: 'Nobody was home' });
      expect(events[4]).toMatchObject({ by: 'shop', reason: 'Could not reach you' });
      const times = events.map((e) => Date.parse(e.at as string));
      expect([...times].sort((a, b) => a - b)).toEqual(times);

      expect((await call(other, 'GET', `/order/${o.order_id}/events/`)).statusCode).toBe(404);
      expect((await call(c, 'GET', '/order/99999999/events/')).statusCode).toBe(404);
      expect((await call(null, 'GET', `/order/${o.order_id}/events/`)).statusCode).toBe(401);
      expect((await call(c, 'GET', '/order/abc/events/')).statusCode).toBe(400);
    });
  });

  describe('substitutions', () => {
    it('keeps an "if out of stock" choice per line with a profile default', async () => {
      const c = await createCustomer(t);
      const [p] = await insertShopProducts(db(), [{ title: 'Oats 1 kg', pricePaisa: 30_000, stock: 5 }]);
      expect((await call(c, 'GET', '/cart/substitutions/')).json()).toEqual({
        default: 'best-match',
        lines: [],
      });
      expect(
        (await call(c, 'PUT', `/cart/${p!.id}/substitution/`, { substitution: 'none' })).statusCode,
      ).toBe(200);
      expect(
        (await call(c, 'PUT', `/cart/${p!.id}/substitution/`, { substitution: 'maybe' })).statusCode,
      ).toBe(400);
      expect(
        (await call(c, 'PUT', '/cart/99999999/substitution/', { substitution: 'none' })).statusCode,
      ).toBe(404);
      await call(c, 'PUT', '/profile/preferences/', { substitution: 'none' });
      expect((await call(c, 'GET', '/cart/substitutions/')).json()).toEqual({
        default: 'none',
        lines: [{ product_id: p!.id, substitution: 'none' }],
      });
    });

    it('staff see the choice and the match, substitute through the stock service, and the customer hears the new total', async () => {
      const c = await createCustomer(t);
      const [rice, marsi, tea, butter] = await insertShopProducts(db(), [
        { title: 'Jumli Marsi Rice 5 kg', pricePaisa: 90_000, stock: 10 },
        { title: 'Marsi Rice 5 kg', pricePaisa: 95_000, stock: 10 },
        { title: 'Ilam Tea 250 g', pricePaisa: 40_000, stock: 10 },
        { title: 'Butter 500 g', pricePaisa: 40_000, stock: 10 },
      ]);
      await call(c, 'PUT', `/cart/${tea!.id}/substitution/`, { substitution: 'none' });
      const o = await placeOrder(c, [rice!, tea!], [2, 1]);

      expect((await call(c, 'GET', `/admin/orders/${o.order_id}/short-lines/`)).statusCode).toBe(403);
      const view = await call(staff, 'GET', `/admin/orders/${o.order_id}/short-lines/`);
      expect(view.statusCode).toBe(200);
      const [riceLine, teaLine] = view.json().data;
      expect(riceLine).toMatchObject({
        product_id: rice!.id,
        preference: 'best-match',
        suggestion: { product_id: marsi!.id, title: 'Marsi Rice 5 kg', price: 950 },
      });
      expect(teaLine).toMatchObject({ product_id: tea!.id, preference: 'none' });

      // Not another category's product, not a product already on the order.
      const shortUrl = (lineId: number) => `/admin/orders/${o.order_id}/lines/${lineId}/short/`;
      expect(
        (
          await call(staff, 'POST', shortUrl(riceLine.line_id), {
            action: 'substitute',
            product_id: 99999999,
          })
        ).statusCode,
      ).toBe(422);
      expect(
        (await call(staff, 'POST', shortUrl(riceLine.line_id), { action: 'substitute', product_id: tea!.id }))
          .statusCode,
      ).toBe(422);
      expect((await call(staff, 'POST', shortUrl(99999999), { action: 'remove' })).statusCode).toBe(404);

      const since = await lastOutboxId();
      const sub = await call(staff, 'POST', shortUrl(riceLine.line_id), {
        action: 'substitute',
        product_id: marsi!.id,
      });
      expect(sub.statusCode).toBe(200);
      // 2 × 950 + 400 = 2,300 and the delivery charge as it was.
      const [row] = await db().select().from(orders).where(eq(orders.id, o.order_id));
      expect(row!.subtotalPaisa).toBe(230_000);
      expect(sub.json().total_amount).toBe(row!.totalPaisa / 100);
      const [marsiNow] = await db()
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, marsi!.id));
      expect(marsiNow!.stock).toBe(8);
      const moves = await db().select().from(stockMovements).where(eq(stockMovements.productId, marsi!.id));
      expect(
        moves.filter((m) => m.reason === 'sale' && m.orderId === o.order_id).map((m) => m.change),
      ).toEqual([-2]);

      const removed = await call(staff, 'POST', shortUrl(teaLine.line_id), { action: 'remove' });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().subtotal).toBe(1900);
      const sms = (await messagesTo(await phoneOf(c), since)).map((m) => m.body);
      expect(sms).toHaveLength(2);
      expect(sms.find((m) => m.includes('Jumli Marsi Rice 5 kg was out of stock'))).toContain(
        'Marsi Rice 5 kg. New total',
      );
      expect(sms.find((m) => m.includes('Ilam Tea 250 g was out of stock'))).toContain(
        `New total RS ${(removed.json().total_amount as number).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
      );

      // The order shows the new lines; the last line cannot be removed; cancelling returns the substitute.
      const detail = (await call(staff, 'GET', `/admin/orders/${o.order_id}/`)).json();
      expect(detail.lines.map((l: { title: string }) => l.title)).toEqual(['Marsi Rice 5 kg']);
      const last = (await call(staff, 'GET', `/admin/orders/${o.order_id}/short-lines/`)).json().data[0];
      expect((await call(staff, 'POST', shortUrl(last.line_id), { action: 'remove' })).statusCode).toBe(422);
      expect((await move(o.order_id, { status: 'Cancelled' })).statusCode).toBe(200);
      const [marsiBack] = await db()
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, marsi!.id));
      expect(marsiBack!.stock).toBe(10);
      expect((await call(staff, 'POST', shortUrl(last.line_id), { action: 'remove' })).statusCode).toBe(422);
      void butter;
    });

    it('a substitution that lowers a wallet-paid order’s total owes the difference: refund due, listed, told; a cash order does not move', async () => {
      const c = await createCustomer(t);
      const [ghee, cheaper, salt] = await insertShopProducts(db(), [
        { title: 'Cow Ghee 1 L', pricePaisa: 120_000, stock: 10 },
        { title: 'Buffalo Ghee 1 L', pricePaisa: 100_000, stock: 10 },
        { title: 'Rock Salt 1 kg', pricePaisa: 10_000, stock: 10 },
      ]);
      const paid = await placeOrder(c, [ghee!, salt!], [1, 1]);
      const cash = await placeOrder(c, [ghee!, salt!], [1, 1]);
      // Paid through eSewa: the shop holds the money.
      await db()
        .update(orders)
        .set({ paymentMethod: 'esewa', paymentStatus: 'paid', paymentCompleted: true })
        .where(eq(orders.id, paid.order_id));
      const gheeLine = async (orderId: number) =>
        (await call(staff, 'GET', `/admin/orders/${orderId}/short-lines/`))
          .json()
          .data.find((l: { product_id: number }) => l.product_id === ghee!.id).line_id as number;

      const since = await lastOutboxId();
      const sub = await call(
        staff,
        'POST',
        `/admin/orders/${paid.order_id}/lines/${await gheeLine(paid.order_id)}/short/`,
        {
          action: 'substitute',
          product_id: cheaper!.id,
        },
      );
      expect(sub.statusCode, sub.body).toBe(200);
      const [row] = await db().select().from(orders).where(eq(orders.id, paid.order_id));
      expect(row!.paymentStatus).toBe('refund_due');
      expect(row!.refundDuePaisa).toBe(20_000);
      expect(row!.totalPaisa).toBe(Math.round(paid.total_amount * 100) - 20_000);

      // On the Refunds screen with the amount owed, and in the timeline as a payment move.
      const due = (await call(staff, 'GET', '/admin/payments/?kind=refund_due')).json().results;
      expect(due.find((r: { id: number }) => r.id === paid.order_id)).toMatchObject({
        payment_status: 'refund_due',
        refund_amount: 200,
      });
      const events = (await call(staff, 'GET', `/admin/orders/${paid.order_id}/`)).json().events;
      expect(events).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ machine: 'payment', from: 'paid', to: 'refund_due' }),
        ]),
      );
      const sms = (await messagesTo(await phoneOf(c), since)).map((m) => m.body);
      expect(sms).toEqual(
        expect.arrayContaining([
          expect.stringContaining(`a refund of RS 200.00 for order ${paid.tracking_id}`),
        ]),
      );

      // Cancelled later: the rest of what was paid is owed too.
      expect((await move(paid.order_id, { status: 'Cancelled', note: 'Customer asked' })).statusCode).toBe(
        200,
      );
      const [cancelled] = await db().select().from(orders).where(eq(orders.id, paid.order_id));
      expect(cancelled!.refundDuePaisa).toBe(Math.round(paid.total_amount * 100));

      // Cash on delivery: nothing taken yet, nothing to refund.
      const cashSub = await call(
        staff,
        'POST',
        `/admin/orders/${cash.order_id}/lines/${await gheeLine(cash.order_id)}/short/`,
        {
          action: 'substitute',
          product_id: cheaper!.id,
        },
      );
      expect(cashSub.statusCode).toBe(200);
      const [cashRow] = await db().select().from(orders).where(eq(orders.id, cash.order_id));
      expect(cashRow!.paymentStatus).toBe('unpaid');
      expect(cashRow!.refundDuePaisa).toBe(0);
    });
  });
});
