import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderEvents,
  orders,
  outboxMessages,
  paymentAttempts,
  products,
  stockMovements,
  users,
} from '../../db/schema';
import { seedPlaces } from '../../seed/places';
import { createCustomer, createTestApp, DB_KINDS, type TestApp } from '../../../test/helpers';
import { type FakeWallets, fakeWalletEnv, startFakeWallets } from '../../../test/fakes/wallets';
import {
  createAddress,
  type Customer,
  insertShopProducts,
  insertStations,
} from '../../../test/fixtures/orders.fixtures';
import { expireUnpaidOrders, notifyExpired, reconcilePendingPayments } from './payments.service';

const MIN = 60_000;

describe.each(DB_KINDS)('wallet payments (%s)', (kind) => {
  let t: TestApp;
  let fake: FakeWallets;
  let station: number;
  beforeAll(async () => {
    fake = await startFakeWallets();
    t = await createTestApp(kind, { seed: 'empty', env: fakeWalletEnv(fake) });
    await seedPlaces(t.database.db);
    station = (await insertStations(t.database.db)).kathmandu;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const db = () => t.database.db;
  const deps = () => ({ ...t.app.paymentDeps(t.app.log), recheckSeconds: 300 });

  async function shopper() {
    const c = await createCustomer(t);
    const address = await createAddress(t, c, { nearest_branch: station });
    const [product] = await insertShopProducts(db(), [
      { title: `Rice ${c.id}`, pricePaisa: 50_000, stock: 5 },
    ]);
    return { c, address, product: product! };
  }

  async function place(method: string, who?: Awaited<ReturnType<typeof shopper>>) {
    const s = who ?? (await shopper());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/checkout/',
      headers: s.c.auth,
      payload: { product_id: [s.product.id], qtys: [2], location: s.address.id, payment_method: method },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { ...s, body: res.json() };
  }

  const order = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const attempts = (orderId: number) =>
    db()
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, orderId))
      .orderBy(paymentAttempts.id);
  const paymentEvents = (orderId: number, to: string) =>
    db()
      .select()
      .from(orderEvents)
      .where(
        and(
          eq(orderEvents.orderId, orderId),
          eq(orderEvents.machine, 'payment'),
          eq(orderEvents.toState, to),
        ),
      );
  const stockOf = async (id: number) =>
    (await db().select({ s: products.stock }).from(products).where(eq(products.id, id)))[0]!.s;
  const movements = (orderId: number) =>
    db().select().from(stockMovements).where(eq(stockMovements.orderId, orderId));

  const esewaReturn = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/payments/esewa/return/?${query}` });
  const khaltiReturn = (pidx: string, status: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/khalti/return/?pidx=${pidx}&status=${encodeURIComponent(status)}&purchase_order_id=x`,
    });
  const view = (c: Customer, orderId: number) =>
    t.app.inject({ method: 'GET', url: `/api/v1/payments/${orderId}/`, headers: c.auth });

  describe('eSewa', () => {
    it('answers the signed form to post, with the order pending and its stock held', async () => {
      const { body, product } = await place('esewa');
      expect(body.payment).toMatchObject({
        gateway: 'esewa',
        method: 'POST',
        url: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
      });
      expect(body.payment.fields).toMatchObject({
        total_amount: String(body.total_amount),
        product_code: 'EPAYTEST',
        success_url: 'https://shop.example/api/v1/payments/esewa/return/',
        failure_url: `https://shop.example/api/v1/payments/esewa/return/?failed=${body.payment.fields.transaction_uuid}`,
      });
      expect(fake.esewaFormPost(body.payment.fields)).toBe(true);
      expect((await order(body.order_id)).paymentStatus).toBe('pending');
      expect(await stockOf(product.id)).toBe(3);
      expect(await paymentEvents(body.order_id, 'pending')).toHaveLength(1);
    });

    it('marks the order paid once the status API confirms, and a replayed return changes nothing', async () => {
      const { c, body } = await place('esewa');
      const uuid = body.payment.fields.transaction_uuid as string;
      fake.esewaFormPost(body.payment.fields);
      fake.esewa.get(uuid)!.answer = { status: 'COMPLETE' };
      const data = fake.esewaSuccessData(uuid);
      for (let i = 0; i < 3; i++) {
        const res = await esewaReturn(`data=${encodeURIComponent(data)}`);
        expect(res.statusCode).toBe(303);
        expect(res.headers.location).toBe(`/payment/result?order=${body.order_id}`);
      }
      const o = await order(body.order_id);
      expect([o.paymentStatus, o.paymentCompleted]).toEqual(['paid', true]);
      expect(await paymentEvents(body.order_id, 'paid')).toHaveLength(1);
      const [attempt] = await attempts(body.order_id);
      expect(attempt!.status).toBe('paid');
      // Asked three times; the repeated answers do not grow the row.
      expect((attempt!.answers as unknown[]).length).toBe(1);
      expect(attempt!.checkedAt).not.toBeNull();
      const v = (await view(c, body.order_id)).json();
      expect(v).toMatchObject({ payment_status: 'paid', attempts: [{ gateway: 'esewa', status: 'paid' }] });
    });

    it('never pays on a return alone: the status API must say COMPLETE', async () => {
      const { body } = await place('esewa');
      const uuid = body.payment.fields.transaction_uuid as string;
      fake.esewaFormPost(body.payment.fields);
      // A signed return while eSewa itself still says PENDING.
      fake.esewa.get(uuid)!.answer = { status: 'PENDING' };
      await esewaReturn(`data=${encodeURIComponent(fake.esewaSuccessData(uuid))}`);
      expect((await order(body.order_id)).paymentStatus).toBe('pending');
    });

    it('ignores a return with a bad signature and notes it on the attempt', async () => {
      const { body } = await place('esewa');
      const uuid = body.payment.fields.transaction_uuid as string;
      fake.esewaFormPost(body.payment.fields);
      fake.esewa.get(uuid)!.answer = { status: 'COMPLETE' };
      const calls = fake.calls.esewaStatus;
      const res = await esewaReturn(`data=${encodeURIComponent(fake.esewaSuccessData(uuid, {}, 'forged'))}`);
      expect(res.statusCode).toBe(303);
      expect(fake.calls.esewaStatus).toBe(calls);
      expect((await order(body.order_id)).paymentStatus).toBe('pending');
      expect((await attempts(body.order_id))[0]!.note).toBe('return rejected: bad signature');
    });

    it('sends an unknown or malformed return to the result page without an order', async () => {
      const res = await esewaReturn(`data=${encodeURIComponent(fake.esewaSuccessData('KDM-never-issued'))}`);
      expect(res.headers.location).toBe('/payment/result?error=unknown');
      expect((await esewaReturn('data=%%%')).statusCode).toBe(303);
      expect((await esewaReturn('')).headers.location).toBe('/payment/result?error=unknown');
    });

    it('fails the attempt on the failure return, then "Pay on delivery instead" makes it cash, unpaid', async () => {
      const { c, body } = await place('esewa');
      const uuid = body.payment.fields.transaction_uuid as string;
      fake.esewaFormPost(body.payment.fields);
      const res = await esewaReturn(`failed=${uuid}`);
      expect(res.headers.location).toBe(`/payment/result?order=${body.order_id}`);
      expect((await order(body.order_id)).paymentStatus).toBe('failed');
      expect((await attempts(body.order_id))[0]!.status).toBe('failed');

      const cash = await t.app.inject({
        method: 'POST',
        url: `/api/v1/payments/${body.order_id}/cash/`,
        headers: c.auth,
      });
      expect(cash.json()).toEqual({ payment_status: 'unpaid' });
      const o = await order(body.order_id);
      expect([o.paymentStatus, o.paymentMethod, o.status]).toEqual(['unpaid', 'cod', 'Order Processing']);
      // An unpaid cash order is not expired.
      await expireUnpaidOrders(deps(), new Date(Date.now() + 60 * MIN));
      expect((await order(body.order_id)).status).toBe('Order Processing');
    });
  });

  describe('Khalti', () => {
    it('initiates with the amount in paisa and answers payment_url to GET; the return confirms by lookup', async () => {
      const { c, body } = await place('khalti');
      expect(body.payment).toMatchObject({ gateway: 'khalti', method: 'GET', fields: {} });
      const [attempt] = await attempts(body.order_id);
      const pidx = attempt!.reference;
      expect(body.payment.url).toBe(`https://test-pay.khalti.com/?pidx=${pidx}`);
      expect(fake.khalti.get(pidx)!.amountPaisa).toBe(Math.round(body.total_amount * 100));
      fake.khalti.get(pidx)!.answer = { status: 'Completed' };
      // The browser's return and a refresh of it.
      await khaltiReturn(pidx, 'Completed');
      await khaltiReturn(pidx, 'Completed');
      expect((await order(body.order_id)).paymentStatus).toBe('paid');
      expect(await paymentEvents(body.order_id, 'paid')).toHaveLength(1);
      expect((await view(c, body.order_id)).json().payment_status).toBe('paid');
    });

    it('does not trust the status in the return URL', async () => {
      const { body } = await place('khalti');
      const pidx = (await attempts(body.order_id))[0]!.reference;
      await khaltiReturn(pidx, 'Completed');
      expect((await order(body.order_id)).paymentStatus).toBe('pending');
    });

    it('marks an amount mismatch: never paid, the attempt says so', async () => {
      const { body } = await place('khalti');
      const pidx = (await attempts(body.order_id))[0]!.reference;
      fake.khalti.get(pidx)!.answer = { status: 'Completed', amountPaisa: 1000 };
      await khaltiReturn(pidx, 'Completed');
      const [attempt] = await attempts(body.order_id);
      expect(attempt!.status).toBe('mismatch');
      expect(attempt!.note).toMatch(/confirmed 1000 paisa/);
      expect((await order(body.order_id)).paymentStatus).toBe('failed');
    });

    it('fails a canceled payment; Try again starts a new attempt that can be paid', async () => {
      const { c, body } = await place('khalti');
      const first = (await attempts(body.order_id))[0]!.reference;
      fake.khalti.get(first)!.answer = { status: 'User canceled' };
      await khaltiReturn(first, 'User canceled');
      expect((await order(body.order_id)).paymentStatus).toBe('failed');

      const retry = await t.app.inject({
        method: 'POST',
        url: `/api/v1/payments/${body.order_id}/retry/`,
        headers: c.auth,
        payload: {},
      });
      expect(retry.statusCode, retry.body).toBe(201);
      expect(retry.json()).toMatchObject({ gateway: 'khalti', method: 'GET' });
      expect((await order(body.order_id)).paymentStatus).toBe('pending');
      const second = (await attempts(body.order_id))[1]!.reference;
      fake.khalti.get(second)!.answer = { status: 'Completed' };
      await khaltiReturn(second, 'Completed');
      expect((await order(body.order_id)).paymentStatus).toBe('paid');
    });

    it('keeps the order when Khalti cannot be reached: payment null, payment failed, retry later', async () => {
      fake.initiateAnswer = '5xx';
      let placed;
      try {
        placed = await place('khalti');
      } finally {
        fake.initiateAnswer = 'ok';
      }
      expect(placed.body.payment).toBeNull();
      expect((await order(placed.body.order_id)).paymentStatus).toBe('failed');
      const retry = await t.app.inject({
        method: 'POST',
        url: `/api/v1/payments/${placed.body.order_id}/retry/`,
        headers: placed.c.auth,
        payload: { gateway: 'esewa' },
      });
      expect(retry.json()).toMatchObject({ gateway: 'esewa', method: 'POST' });
      expect((await order(placed.body.order_id)).paymentMethod).toBe('esewa');
    });
  });

  describe('owner only, payable only', () => {
    it("refuses another customer's order and an expired one", async () => {
      const { c, body } = await place('khalti');
      const other = await createCustomer(t);
      const retryAs = (who: Customer) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/payments/${body.order_id}/retry/`,
          headers: who.auth,
          payload: {},
        });
      expect((await retryAs(other)).statusCode).toBe(404);
      expect((await view(other, body.order_id)).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/v1/payments/${body.order_id}/` })).statusCode,
      ).toBe(401);

      await expireUnpaidOrders(deps(), new Date(Date.now() + 31 * MIN));
      const expired = await retryAs(c);
      expect([expired.statusCode, expired.json().code]).toEqual([422, 'PAYMENT_NOT_PAYABLE']);
    });

    it("keeps 'online' valid: an unpaid order awaiting a wallet choice, with no payment to start", async () => {
      const { body } = await place('online');
      expect(body.payment).toBeUndefined();
      expect((await order(body.order_id)).paymentStatus).toBe('unpaid');
    });
  });

  describe('reconciliation and expiry', () => {
    it('marks paid a customer who closed the tab after paying, once the attempt is 5 minutes old', async () => {
      const { body } = await place('khalti');
      const pidx = (await attempts(body.order_id))[0]!.reference;
      fake.khalti.get(pidx)!.answer = { status: 'Completed' };
      // Younger than PAYMENT_RECHECK_SECONDS: not asked yet.
      await reconcilePendingPayments(deps(), new Date(Date.now() + 1 * MIN));
      expect((await order(body.order_id)).paymentStatus).toBe('pending');
      await reconcilePendingPayments(deps(), new Date(Date.now() + 6 * MIN));
      expect((await order(body.order_id)).paymentStatus).toBe('paid');
    });

    it('asks again after a timeout or a 5xx', async () => {
      const { body } = await place('esewa');
      const uuid = body.payment.fields.transaction_uuid as string;
      fake.esewaFormPost(body.payment.fields);
      fake.esewa.get(uuid)!.answer = { fail: '5xx' };
      const first = await reconcilePendingPayments(deps(), new Date(Date.now() + 6 * MIN));
      expect(first.unavailable).toBeGreaterThan(0);
      expect((await order(body.order_id)).paymentStatus).toBe('pending');
      fake.esewa.get(uuid)!.answer = { status: 'COMPLETE' };
      await reconcilePendingPayments(deps(), new Date(Date.now() + 7 * MIN));
      expect((await order(body.order_id)).paymentStatus).toBe('paid');
    });

    it('expires an unpaid order: stock back through movements; a payment confirmed later is refund due', async () => {
      const { body, product } = await place('khalti');
      const pidx = (await attempts(body.order_id))[0]!.reference;
      expect(await stockOf(product.id)).toBe(3);
      const expired = await expireUnpaidOrders(deps(), new Date(Date.now() + 31 * MIN));
      expect(expired).toContain(body.order_id);
      let o = await order(body.order_id);
      expect([o.status, o.paymentStatus]).toEqual(['Cancelled', 'expired']);
      expect(await stockOf(product.id)).toBe(5);
      expect((await movements(body.order_id)).map((m) => m.reason).sort()).toEqual([
        'payment-expired',
        'sale',
      ]);
      expect((await attempts(body.order_id))[0]!.status).toBe('expired');
      // Running it again changes nothing.
      expect(await expireUnpaidOrders(deps(), new Date(Date.now() + 40 * MIN))).not.toContain(body.order_id);
      expect(await movements(body.order_id)).toHaveLength(2);

      // The customer is told.
      await notifyExpired(db(), t.app.sms, t.app.mailer, expired);
      const [customer] = await db().select().from(users).where(eq(users.id, o.userId));
      const sent = await db()
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, customer!.phone));
      expect(sent.map((m) => m.body)).toContainEqual(
        expect.stringContaining(`your order ${o.trackingId} was not paid in time and has been cancelled`),
      );

      fake.khalti.get(pidx)!.answer = { status: 'Completed' };
      await reconcilePendingPayments(deps(), new Date(Date.now() + 41 * MIN));
      o = await order(body.order_id);
      expect([o.status, o.paymentStatus]).toEqual(['Cancelled', 'refund_due']);
      expect((await attempts(body.order_id))[0]!.status).toBe('paid');
    });
  });

  describe('staff', () => {
    it('see why an attempt is where it is, and record the refund of a cancelled paid order', async () => {
      const { c, body } = await place('khalti');
      const staff = await createCustomer(t, { role: 'staff' });
      const pidx = (await attempts(body.order_id))[0]!.reference;
      fake.khalti.get(pidx)!.answer = { status: 'Completed' };
      await khaltiReturn(pidx, 'Completed');
      // The customer cancels the paid order: its money is now refund due.
      const cancel = await t.app.inject({
        method: 'POST',
        url: `/api/v1/order/cancel/${body.order_id}/`,
        headers: c.auth,
        payload: { remarks: 'changed my mind' },
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect((await order(body.order_id)).paymentStatus).toBe('refund_due');

      const seen = await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/orders/${body.order_id}/payments/`,
        headers: staff.auth,
      });
      expect(seen.json()).toMatchObject({
        payment_status: 'refund_due',
        attempts: [{ gateway: 'khalti', reference: pidx, status: 'paid', gateway_status: 'Completed' }],
      });
      const asCustomer = await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/orders/${body.order_id}/payments/`,
        headers: c.auth,
      });
      expect(asCustomer.statusCode).toBe(403);

      const move = (to: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/admin/orders/${body.order_id}/payment/`,
          headers: staff.auth,
          payload: { to, note: 'refunded in the Khalti merchant portal' },
        });
      expect((await move('paid')).statusCode).toBe(422);
      const refunded = await move('refunded');
      expect(refunded.json().payment_status).toBe('refunded');
      expect(await paymentEvents(body.order_id, 'refunded')).toHaveLength(1);
    });
  });

  it('property: any interleaving of callbacks, replays, refreshes and reconciliation pays once and moves stock once', async () => {
    const action = fc.constantFrom('callback', 'replay', 'refresh', 'reconcile', 'lookup-pending');
    await fc.assert(
      fc.asyncProperty(
        fc.array(action, { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        async (actions, esewa) => {
          const { c, body, product } = await place(esewa ? 'esewa' : 'khalti');
          const [attempt] = await attempts(body.order_id);
          const ref = attempt!.reference;
          if (esewa) {
            fake.esewaFormPost(body.payment.fields);
            fake.esewa.get(ref)!.answer = { status: 'COMPLETE' };
          } else fake.khalti.get(ref)!.answer = { status: 'Completed' };
          const data = esewa ? encodeURIComponent(fake.esewaSuccessData(ref)) : '';
          const callback = () => (esewa ? esewaReturn(`data=${data}`) : khaltiReturn(ref, 'Completed'));
          const run = (a: string) => {
            if (a === 'callback' || a === 'replay') return callback();
            if (a === 'refresh') return view(c, body.order_id);
            return reconcilePendingPayments(deps(), new Date(Date.now() + 6 * MIN));
          };
          // Every action at once: their awaits interleave.
          await Promise.all([...actions, 'reconcile'].map(run));
          const o = await order(body.order_id);
          expect([o.paymentStatus, o.paymentCompleted]).toEqual(['paid', true]);
          expect(await paymentEvents(body.order_id, 'paid')).toHaveLength(1);
          expect((await movements(body.order_id)).map((m) => m.reason)).toEqual(['sale']);
          expect(await stockOf(product.id)).toBe(3);
        },
      ),
      { numRuns: 12 },
    );
  });
});
