import { randomUUID } from 'node:crypto';
import { CheckoutBodySchema } from '@kandamul/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Sms } from '../../infra/sms';
import {
  cartLines,
  carts,
  deliveryStations,
  orders,
  outboxMessages,
  products,
  voucherRedemptions,
  vouchers,
} from '../../db/schema';
import { createCustomer, DB_KINDS, type TestApp } from '../../../test/helpers';
import { placeOrder } from './checkout.service';
import {
  createAddress,
  type Customer,
  createPlacesApp,
  insertShopProducts,
  insertStations,
  insertVoucher,
} from '../../../test/fixtures/orders.fixtures';

describe.each(DB_KINDS)('POST /checkout/ (%s)', (kind) => {
  let t: TestApp;
  let stations: Awaited<ReturnType<typeof insertStations>>;
  beforeAll(async () => {
    // Request limits raised: these tests are about orders, attacks.test.ts about the limits.
    t = await createPlacesApp(kind, { RATE_LIMIT_FACTOR: '1000' });
    stations = await insertStations(t.database.db);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;

  async function stockOf(id: number) {
    const [row] = await db().select({ stock: products.stock }).from(products).where(eq(products.id, id));
    return row!.stock;
  }

  async function ordersOf(userId: number) {
    return db().select().from(orders).where(eq(orders.userId, userId));
  }

  function checkout(customer: Customer, payload: Record<string, unknown>, key?: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/checkout/',
      headers: { ...customer.auth, ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  }

  async function shopper() {
    const c = await createCustomer(t);
    const address = await createAddress(t, c, { nearest_branch: stations.kathmandu });
    return { c, address };
  }

  it('places a Cash on Delivery order with every amount recomputed from the database', async () => {
    const [rice, honey] = await insertShopProducts(db(), [
      { title: 'Basmati Rice 5 kg', pricePaisa: 75_000, stock: 10 },
      { title: 'Chiuri Honey', pricePaisa: 45_050, stock: 3 },
    ]);
    const voucher = await insertVoucher(db(), { code: `FLAT50${randomUUID().slice(0, 4).toUpperCase()}` });
    const { c, address } = await shopper();
    // Something in the server cart, to see it emptied.
    const [cart] = await db().insert(carts).values({ userId: c.id }).returning();
    await db().insert(cartLines).values({ cartId: cart!.id, productId: rice!.id, quantity: 2 });

    const res = await checkout(c, {
      product_id: [honey!.id, rice!.id],
      qtys: [1, 1],
      location: address.id,
      voucher_code: ` ${voucher.code.toLowerCase()} `,
      payment_method: 'cod',
      notes: 'Ring twice',
      // Anything a client says about money is ignored.
      total_amount: 1,
      price: 0,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    // RS 750 + RS 450.50 = RS 1,200.50; RS 50 off; over RS 200, so delivery is free.
    expect(body).toMatchObject({
      subtotal: 1200.5,
      discount: 50,
      delivery_charge: 0,
      total_amount: 1150.5,
      order_status: 'Order Processing',
      payment_method: 'cod',
    });
    expect(body.tracking_id).toMatch(/^KDM-\d{6}-[A-Z2-9]{6}$/);

    expect(await stockOf(rice!.id)).toBe(9);
    expect(await stockOf(honey!.id)).toBe(2);
    const [order] = await ordersOf(c.id);
    expect(order).toMatchObject({
      id: body.order_id,
      paymentCompleted: false,
      voucherId: voucher.id,
      notes: 'Ring twice',
      totalPaisa: 115_050,
    });
    expect(order!.addressSnapshot).toMatchObject({ id: address.id, location: 'Thamel Marg 12' });
    const [v] = await db().select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(v!.usedCount).toBe(1);
    expect(
      await db().select().from(voucherRedemptions).where(eq(voucherRedemptions.orderId, body.order_id)),
    ).toHaveLength(1);
    expect(await db().select().from(cartLines).where(eq(cartLines.cartId, cart!.id))).toEqual([]);

    // A later edit of the address never changes the order's copy.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/order/address/update/${address.id}/`,
      headers: c.auth,
      payload: { location: 'Moved away' },
    });
    const [again] = await ordersOf(c.id);
    expect(again!.addressSnapshot).toMatchObject({ location: 'Thamel Marg 12' });

    // The confirmation goes out after the answer.
    await t.app.backgroundSettled();
    const sent = await db().select().from(outboxMessages).where(eq(outboxMessages.channel, 'sms'));
    expect(sent.some((m) => m.body.includes(body.tracking_id))).toBe(true);
  });

  it("keeps the cart's promise: over RS 200 ships free, RS 200 or less pays the station's charge", async () => {
    const [spinach, tea] = await insertShopProducts(db(), [
      { title: 'Spinach Bunch', pricePaisa: 7_000, stock: 10 },
      { title: 'Ilam Tea 500 g', pricePaisa: 65_500, stock: 10 },
    ]);
    const { c, address } = await shopper();
    const small = await checkout(c, { product_id: [spinach!.id], qtys: [1], location: address.id });
    expect(small.json()).toMatchObject({ subtotal: 70, delivery_charge: 50, total_amount: 120 });
    const large = await checkout(c, { product_id: [tea!.id], qtys: [1], location: address.id });
    expect(large.json()).toMatchObject({ subtotal: 655, delivery_charge: 0, total_amount: 655 });
  });

  it("charges a station's new delivery charge from the next order on, however the station was edited", async () => {
    const [spinach] = await insertShopProducts(db(), [
      { title: 'Spinach Leaves', pricePaisa: 7_000, stock: 10 },
    ]);
    const { c, address } = await shopper();
    const order = () => checkout(c, { product_id: [spinach!.id], qtys: [1], location: address.id });
    const setCharge = (paisa: number) =>
      db()
        .update(deliveryStations)
        .set({ baseChargePaisa: paisa })
        .where(eq(deliveryStations.id, stations.kathmandu));
    // Twice: the second order is served from the kept station list.
    expect((await order()).json()).toMatchObject({ delivery_charge: 50 });
    expect((await order()).json()).toMatchObject({ delivery_charge: 50 });
    // Edited behind the API's back (as psql or a script would): the kept list must not be served.
    await setCharge(8_000);
    try {
      expect((await order()).json()).toMatchObject({ delivery_charge: 80, total_amount: 150 });
      // An edit rolled back changes nothing.
      await db()
        .transaction(async (tx) => {
          await tx
            .update(deliveryStations)
            .set({ baseChargePaisa: 1_000 })
            .where(eq(deliveryStations.id, stations.kathmandu));
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      expect((await order()).json()).toMatchObject({ delivery_charge: 80 });
    } finally {
      await setCharge(5_000);
    }
    expect((await order()).json()).toMatchObject({ delivery_charge: 50 });
  });

  it('a cart copy from before the order (another tab) cannot put the ordered lines back', async () => {
    const [p] = await insertShopProducts(db(), [{ title: 'Mustard Oil 1 l', pricePaisa: 30_000, stock: 10 }]);
    const { c, address } = await shopper();
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/cart/', headers: c.auth, payload });
    const before = await put({ items: [{ product_id: p!.id, quantity: 2 }] });
    const version = before.json().version as number;
    // Tab A orders what the cart holds; tab B still holds its copy of the cart.
    expect((await checkout(c, { product_id: [p!.id], qtys: [2], location: address.id })).statusCode).toBe(
      201,
    );

    const stale = await put({ items: [{ product_id: p!.id, quantity: 3 }], version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CART_STALE', cart: { items: [], version: version + 1 } });
    expect((await db().select().from(cartLines)).filter((l) => l.productId === p!.id)).toEqual([]);

    // A copy made from the cart as it is now is taken.
    const fresh = await put({ items: [{ product_id: p!.id, quantity: 1 }], version: version + 1 });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().items).toHaveLength(1);
  });

  it('answers before a slow SMS gateway has taken the confirmation, which still goes out', async () => {
    const [p] = await insertShopProducts(db(), [{ title: 'Wild Honey', pricePaisa: 90_000, stock: 5 }]);
    const { c, address } = await shopper();
    const sms = t.app.sms as { send: Sms['send'] };
    const send = sms.send;
    // Every message is held, not only the last: an earlier test's message may reach the gateway first,
    // and a single slot let one of the two wait forever (a CI run timed out on it).
    const held: { text: string; handOver: () => void }[] = [];
    sms.send = (message) =>
      new Promise((resolve, reject) => {
        held.push({
          text: message.text,
          handOver: () => void send.call(t.app.sms, message).then(resolve, reject),
        });
      });
    try {
      const res = await checkout(c, {
        product_id: [p!.id],
        qtys: [1],
        location: address.id,
        payment_method: 'cod',
      });
      expect(res.statusCode).toBe(201);
      const tracking = res.json().tracking_id as string;
      const smsFor = async () =>
        (await db().select().from(outboxMessages).where(eq(outboxMessages.channel, 'sms'))).filter((m) =>
          m.body.includes(tracking),
        );
      expect(await smsFor()).toHaveLength(0);
      await vi.waitFor(() => expect(held.some((m) => m.text.includes(tracking))).toBe(true), {
        timeout: 10_000,
      });
      sms.send = send;
      for (const m of held) m.handOver();
      await t.app.backgroundSettled();
      expect(await smsFor()).toHaveLength(1);
    } finally {
      sms.send = send;
    }
  });

  it('sends the e-mail confirmation even when the SMS gateway refuses the text', async () => {
    const [p] = await insertShopProducts(db(), [{ title: 'Ilam Tea 250 g', pricePaisa: 45_000, stock: 5 }]);
    const c = await createCustomer(t, { email: 'sita.confirm@example.com' });
    const address = await createAddress(t, c, { nearest_branch: stations.kathmandu });
    const sms = t.app.sms as { send: Sms['send'] };
    const send = sms.send;
    sms.send = () => Promise.reject(new Error('gateway down'));
    try {
      const res = await checkout(c, { product_id: [p!.id], qtys: [1], location: address.id });
      expect(res.statusCode).toBe(201);
      await t.app.backgroundSettled();
      const mails = await db()
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, 'sita.confirm@example.com'));
      expect(mails.map((m) => m.subject)).toEqual([`Your Kandamul order ${res.json().tracking_id}`]);
    } finally {
      sms.send = send;
    }
  });

  it('draws another tracking id when the one drawn is taken, instead of failing the order', async () => {
    const [p] = await insertShopProducts(db(), [{ title: 'Kodo Flour 1 kg', pricePaisa: 16_000, stock: 10 }]);
    const { c, address } = await shopper();
    const first = await checkout(c, { product_id: [p!.id], qtys: [1], location: address.id });
    expect(first.statusCode).toBe(201);
    const taken = first.json().tracking_id as string;
    const draws = [taken, taken, 'KDM-261121-FRESH2'];
    const placed = await placeOrder(
      {
        db: db(),
        jobs: t.app.jobs,
        limits: t.app.config.checkout,
        drawTrackingId: () => draws.shift()!,
      },
      { id: c.id, phone: '9800000000', email: '', emailVerified: false, firstName: 'Sita' },
      CheckoutBodySchema.parse({ product_id: [p!.id], qtys: [2], location: address.id }),
      undefined,
    );
    expect(placed.statusCode).toBe(201);
    expect(placed.body.tracking_id).toBe('KDM-261121-FRESH2');
    expect(draws).toEqual([]);
    expect((await ordersOf(c.id)).map((o) => o.trackingId).sort()).toEqual(
      ['KDM-261121-FRESH2', taken].sort(),
    );
    expect(await stockOf(p!.id)).toBe(7);
  });

  it('starts an Online Payment order unpaid', async () => {
    const [p] = await insertShopProducts(db(), [{ title: 'Green Tea', pricePaisa: 30_000, stock: 5 }]);
    const { c, address } = await shopper();
    const res = await checkout(c, {
      product_id: [p!.id],
      qtys: [2],
      location: address.id,
      payment_method: 'online',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().payment_method).toBe('online');
    const [order] = await ordersOf(c.id);
    expect(order!.paymentCompleted).toBe(false);
  });

  it('refuses a short line with 409 naming what is left, and writes nothing', async () => {
    const [plenty, scarce] = await insertShopProducts(db(), [
      { title: 'Potatoes 1 kg', pricePaisa: 8_000, stock: 20 },
      { title: 'Basmati Rice 5 kg', pricePaisa: 75_000, stock: 2 },
    ]);
    const voucher = await insertVoucher(db());
    const { c, address } = await shopper();
    const [cart] = await db().insert(carts).values({ userId: c.id }).returning();
    await db().insert(cartLines).values({ cartId: cart!.id, productId: scarce!.id, quantity: 3 });
    const order = {
      product_id: [plenty!.id, scarce!.id],
      qtys: [5, 3],
      location: address.id,
      voucher_code: voucher.code,
    };
    const key = randomUUID();
    const res = await checkout(c, order, key);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Only 2 left of Basmati Rice 5 kg.',
      product_id: scarce!.id,
      available: 2,
    });
    expect(await stockOf(plenty!.id)).toBe(20);
    expect(await stockOf(scarce!.id)).toBe(2);
    expect(await ordersOf(c.id)).toEqual([]);
    const [v] = await db().select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(v!.usedCount).toBe(0);
    // Nothing of the refused order stays: the server cart is as it was.
    expect(await db().select().from(cartLines).where(eq(cartLines.cartId, cart!.id))).toHaveLength(1);

    // Nothing of the refused attempt is kept under its key: once restocked, the same key orders.
    await db().update(products).set({ stock: 3 }).where(eq(products.id, scarce!.id));
    const retried = await checkout(c, order, key);
    expect(retried.statusCode).toBe(201);
    expect(await stockOf(scarce!.id)).toBe(0);
  });

  it.each([
    ['an expired voucher', { validTo: new Date('2020-01-01') }, 'VOUCHER_EXPIRED'],
    ['a voucher below its minimum', { minimumOrderPaisa: 1_000_000 }, 'VOUCHER_MIN_ORDER_NOT_MET'],
    ['an inactive voucher', { isActive: false }, 'VOUCHER_INACTIVE'],
  ])('refuses %s with 422 and rolls the stock back', async (_name, fields, code) => {
    const [p] = await insertShopProducts(db(), [{ title: 'Ghee', pricePaisa: 90_000, stock: 4 }]);
    const voucher = await insertVoucher(db(), fields);
    const { c, address } = await shopper();
    const res = await checkout(c, {
      product_id: [p!.id],
      qtys: [1],
      location: address.id,
      voucher_code: voucher.code,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(code);
    expect(await stockOf(p!.id)).toBe(4);
  });

  it('refuses an unknown voucher code with 422', async () => {
    const [p] = await insertShopProducts(db(), [{ title: 'Salt', pricePaisa: 2_000, stock: 4 }]);
    const { c, address } = await shopper();
    const res = await checkout(c, {
      product_id: [p!.id],
      qtys: [1],
      location: address.id,
      voucher_code: 'NOPE',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'VOUCHER_INVALID', message: 'Invalid promo code' });
  });

  it('respects a per-customer voucher limit', async () => {
    const [p] = await insertShopProducts(db(), [{ title: 'Lentils', pricePaisa: 20_000, stock: 10 }]);
    const voucher = await insertVoucher(db(), { perCustomerLimit: 1 });
    const { c, address } = await shopper();
    const body = { product_id: [p!.id], qtys: [1], location: address.id, voucher_code: voucher.code };
    expect((await checkout(c, body)).statusCode).toBe(201);
    const second = await checkout(c, body);
    expect(second.statusCode).toBe(422);
    expect(second.json().code).toBe('VOUCHER_ALREADY_USED');
  });

  it("refuses another customer's address, an unknown product and a bad body", async () => {
    const [p] = await insertShopProducts(db(), [{ title: 'Apples', pricePaisa: 10_000, stock: 10 }]);
    const { address } = await shopper();
    const other = await createCustomer(t);
    const notYours = await checkout(other, { product_id: [p!.id], qtys: [1], location: address.id });
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json().code).toBe('ADDRESS_NOT_FOUND');
    const own = await createAddress(t, other);
    const unknown = await checkout(other, {
      product_id: [p!.id, 99_999_999],
      qtys: [1, 1],
      location: own.id,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PRODUCT_NOT_FOUND');
    const mismatched = await checkout(other, { product_id: [p!.id], qtys: [1, 2], location: own.id });
    expect(mismatched.statusCode).toBe(400);
    const empty = await checkout(other, { product_id: [], qtys: [], location: own.id });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.product_id).toEqual(['Your cart is empty']);
    expect(await stockOf(p!.id)).toBe(10);
    expect(await ordersOf(other.id)).toEqual([]);
  });

  it('needs login, before anything about the body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/checkout/', payload: {} });
    expect(res.statusCode).toBe(401);
    const valid = { product_id: [1], qtys: [1], location: 1 };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/checkout/', payload: valid })).statusCode,
    ).toBe(401);
  });

  describe('Idempotency-Key', () => {
    it('answers a retry with the first order, and a different body with 422', async () => {
      const [p] = await insertShopProducts(db(), [{ title: 'Mustard Oil', pricePaisa: 35_000, stock: 10 }]);
      const { c, address } = await shopper();
      const key = randomUUID();
      const body = { product_id: [p!.id], qtys: [2], location: address.id };
      const first = await checkout(c, body, key);
      const retry = await checkout(c, body, key);
      expect(first.statusCode).toBe(201);
      expect(retry.statusCode).toBe(201);
      expect(retry.json()).toEqual(first.json());
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(await ordersOf(c.id)).toHaveLength(1);
      expect(await stockOf(p!.id)).toBe(8);

      const changed = await checkout(c, { ...body, qtys: [3] }, key);
      expect(changed.statusCode).toBe(422);
      expect(changed.json().code).toBe('IDEMPOTENCY_MISMATCH');

      // Keys belong to a customer: another customer's same key is a new order.
      const other = await shopper();
      const theirs = await checkout(other.c, { ...body, location: other.address.id }, key);
      expect(theirs.statusCode).toBe(201);
      expect(theirs.json().order_id).not.toBe(first.json().order_id);
    });

    it('does not keep a failed attempt: the same key can succeed once stock is back', async () => {
      const [p] = await insertShopProducts(db(), [{ title: 'Cardamom', pricePaisa: 50_000, stock: 1 }]);
      const { c, address } = await shopper();
      const key = randomUUID();
      const body = { product_id: [p!.id], qtys: [2], location: address.id };
      expect((await checkout(c, body, key)).statusCode).toBe(409);
      await db().update(products).set({ stock: 5 }).where(eq(products.id, p!.id));
      expect((await checkout(c, body, key)).statusCode).toBe(201);
    });

    it('refuses a key longer than 128 characters', async () => {
      const { c, address } = await shopper();
      const res = await checkout(c, { product_id: [1], qtys: [1], location: address.id }, 'k'.repeat(129));
      expect(res.statusCode).toBe(400);
    });

    it('makes exactly one order of 10 concurrent requests with one key', async () => {
      const [p] = await insertShopProducts(db(), [
        { title: 'Buckwheat Flour', pricePaisa: 25_000, stock: 50 },
      ]);
      const { c, address } = await shopper();
      const key = randomUUID();
      const body = { product_id: [p!.id], qtys: [1], location: address.id };
      const answers = await Promise.all(Array.from({ length: 10 }, () => checkout(c, body, key)));
      const ok = answers.filter((r) => r.statusCode === 201);
      // Every answer is the one order (a request that raced the first one may be told to wait: 409).
      expect(ok.length).toBeGreaterThanOrEqual(1);
      expect(answers.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
      expect(new Set(ok.map((r) => r.json().order_id)).size).toBe(1);
      expect(await ordersOf(c.id)).toHaveLength(1);
      expect(await stockOf(p!.id)).toBe(49);
    });
  });

  describe('concurrency', () => {
    it('sells exactly the stock to 25 concurrent buyers of 5 units: never negative', async () => {
      const [p] = await insertShopProducts(db(), [{ title: 'Jimbu Herb', pricePaisa: 15_000, stock: 5 }]);
      const buyers = await Promise.all(Array.from({ length: 5 }, () => shopper()));
      const answers = await Promise.all(
        Array.from({ length: 25 }, (_, i) => {
          const b = buyers[i % buyers.length]!;
          return checkout(b.c, { product_id: [p!.id], qtys: [1], location: b.address.id });
        }),
      );
      const codes = answers.map((r) => r.statusCode);
      expect(codes.filter((s) => s === 201)).toHaveLength(5);
      expect(codes.filter((s) => s === 409)).toHaveLength(20);
      expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe(
        'Sorry, Jimbu Herb is out of stock.',
      );
      expect(await stockOf(p!.id)).toBe(0);
      const placed = await db().select().from(orders);
      expect(new Set(placed.map((o) => o.trackingId)).size).toBe(placed.length);
    });

    it('sells overlapping orders listed in opposite orders without a deadlock or an oversell', async () => {
      const [a, b, c] = await insertShopProducts(db(), [
        { title: 'Chiura 1 kg', pricePaisa: 12_000, stock: 9 },
        { title: 'Gundruk 200 g', pricePaisa: 18_000, stock: 1000 },
        { title: 'Timur 100 g', pricePaisa: 25_000, stock: 1000 },
      ]);
      const buyers = await Promise.all(Array.from({ length: 6 }, () => shopper()));
      const baskets = [
        [a!.id, b!.id, c!.id],
        [c!.id, b!.id, a!.id],
        [b!.id, a!.id],
        [c!.id, a!.id],
      ];
      const answers = await Promise.all(
        Array.from({ length: 24 }, (_, i) => {
          const buyer = buyers[i % buyers.length]!;
          const ids = baskets[i % baskets.length]!;
          return checkout(buyer.c, { product_id: ids, qtys: ids.map(() => 1), location: buyer.address.id });
        }),
      );
      const codes = answers.map((r) => r.statusCode);
      // Every order holds one Chiura: nine are sold, the rest are told it is gone, and nothing fails.
      expect(codes.filter((s) => s === 201)).toHaveLength(9);
      expect(codes.filter((s) => s === 409)).toHaveLength(15);
      expect(await stockOf(a!.id)).toBe(0);
      const sold = (id: number) =>
        answers
          .map((r, i) => (r.statusCode === 201 ? baskets[i % baskets.length]!.filter((x) => x === id) : []))
          .flat().length;
      expect(await stockOf(b!.id)).toBe(1000 - sold(b!.id));
      expect(await stockOf(c!.id)).toBe(1000 - sold(c!.id));
    });

    it('redeems a voucher with usage limit 1 exactly once under concurrency', async () => {
      const [p] = await insertShopProducts(db(), [{ title: 'Walnuts', pricePaisa: 60_000, stock: 100 }]);
      const voucher = await insertVoucher(db(), { usageLimit: 1 });
      const buyers = await Promise.all(Array.from({ length: 6 }, () => shopper()));
      const answers = await Promise.all(
        buyers.map((b) =>
          checkout(b.c, {
            product_id: [p!.id],
            qtys: [1],
            location: b.address.id,
            voucher_code: voucher.code,
          }),
        ),
      );
      expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
      expect(
        answers.filter((r) => r.statusCode === 422).every((r) => r.json().code === 'VOUCHER_USED_UP'),
      ).toBe(true);
      const [v] = await db().select().from(vouchers).where(eq(vouchers.id, voucher.id));
      expect(v!.usedCount).toBe(1);
      expect(
        await db().select().from(voucherRedemptions).where(eq(voucherRedemptions.voucherId, voucher.id)),
      ).toHaveLength(1);
      expect(await stockOf(p!.id)).toBe(99);
    });
  });
});
