import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentAttempts } from '../../db/schema';
import { seedPlaces } from '../../seed/places';
import { createCustomer, createTestApp, DB_KINDS, type TestApp } from '../../../test/helpers';
import { type FakeWallets, fakeWalletEnv, startFakeWallets } from '../../../test/fakes/wallets';
import { createAddress, insertShopProducts, insertStations } from '../orders/orders.fixtures';

describe.each(DB_KINDS)('payment timer (%s)', (kind) => {
  let t: TestApp;
  let fake: FakeWallets;
  beforeAll(async () => {
    fake = await startFakeWallets();
    t = await createTestApp(kind, {
      seed: 'empty',
      env: { ...fakeWalletEnv(fake), PAYMENT_JOBS: 'true', PAYMENT_RECHECK_SECONDS: '1' },
    });
    await seedPlaces(t.database.db);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('reconciles a pending payment by itself, and stops with the app', async () => {
    const db = t.database.db;
    const station = (await insertStations(db)).kathmandu;
    const c = await createCustomer(t);
    const address = await createAddress(t, c, { nearest_branch: station });
    const [product] = await insertShopProducts(db, [{ title: 'Tea', pricePaisa: 30_000, stock: 3 }]);
    const place = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/checkout/',
        headers: c.auth,
        payload: { product_id: [product!.id], qtys: [1], location: address.id, payment_method: 'khalti' },
      });
      return (res.json() as { order_id: number }).order_id;
    };
    const orderId = await place();
    // A second order the customer never pays: the timer keeps asking about it until it stops.
    await place();
    const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));
    fake.khalti.get(attempt!.reference)!.answer = { status: 'Completed' };

    const until = Date.now() + 15_000;
    let status = 'pending';
    while (status !== 'paid' && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 250));
      status = (await db.select().from(orders).where(eq(orders.id, orderId)))[0]!.paymentStatus;
    }
    expect(status).toBe('paid');
    const asked = fake.calls.khaltiLookup;
    await new Promise((r) => setTimeout(r, 2500));
    expect(fake.calls.khaltiLookup).toBeGreaterThan(asked);
    const lookups = fake.calls.khaltiLookup;
    await t.app.close();
    await new Promise((r) => setTimeout(r, 2500));
    expect(fake.calls.khaltiLookup).toBe(lookups);
  }, 30_000);
});
