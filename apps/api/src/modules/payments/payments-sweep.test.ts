import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { queryRows } from '../../db/client';
import { orders, paymentAttempts } from '../../db/schema';
import { DiskStorage } from '../../infra/storage';
import { seedPlaces } from '../../seed/places';
import { createCustomer, createTestApp, DB_KINDS, type TestApp } from '../../../test/helpers';
import { type FakeWallets, fakeWalletEnv, startFakeWallets } from '../../../test/fakes/wallets';
import { createAddress, insertShopProducts, insertStations } from '../../../test/fixtures/orders.fixtures';

/** A shop with the wallets' fakes and the payment jobs on, rechecking pending payments every second. */
function sweepingShop(kind: (typeof DB_KINDS)[number]): { t: TestApp; fake: FakeWallets } {
  const shop = {} as { t: TestApp; fake: FakeWallets };
  beforeAll(async () => {
    shop.fake = await startFakeWallets();
    shop.t = await createTestApp(kind, {
      seed: 'empty',
      env: { ...fakeWalletEnv(shop.fake), PAYMENT_JOBS: 'true', PAYMENT_RECHECK_SECONDS: '1' },
    });
    await seedPlaces(shop.t.database.db);
  });
  afterAll(async () => {
    await shop.t.close();
    await shop.fake.close();
  });
  return shop;
}

/** A customer with an address at a station and one product: each call places a Khalti order of one. */
async function khaltiShopper(
  t: TestApp,
  product: { title: string; pricePaisa: number; stock: number },
): Promise<() => Promise<number>> {
  const db = t.database.db;
  const station = (await insertStations(db)).kathmandu;
  const c = await createCustomer(t);
  const address = await createAddress(t, c, { nearest_branch: station });
  const [row] = await insertShopProducts(db, [product]);
  return async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/checkout/',
      headers: c.auth,
      payload: { product_id: [row!.id], qtys: [1], location: address.id, payment_method: 'khalti' },
    });
    expect(res.statusCode).toBe(201);
    return (res.json() as { order_id: number }).order_id;
  };
}

describe.each(DB_KINDS)('payments sweep job (%s)', (kind) => {
  const shop = sweepingShop(kind);

  it('reconciles a pending payment by itself, and stops with the app', async () => {
    const { t, fake } = shop;
    const db = t.database.db;
    const place = await khaltiShopper(t, { title: 'Tea', pricePaisa: 30_000, stock: 3 });
    const orderId = await place();
    // A second order the customer never pays: the sweep keeps asking about it until the app stops.
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

/** Waits (polling the database) until `read` answers `want`, or gives up with what it last saw. */
async function waitFor<T>(read: () => Promise<T>, want: T, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  let seen = await read();
  while (seen !== want && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 100));
    seen = await read();
  }
  return seen;
}

describe.each(DB_KINDS)('payments sweep job across a restart (%s)', (kind) => {
  const shop = sweepingShop(kind);

  it('expires an order past its window and confirms a late payment that came while no process ran', async () => {
    const { t, fake } = shop;
    const db = t.database.db;
    const place = await khaltiShopper(t, { title: 'Rice', pricePaisa: 50_000, stock: 5 });
    const late = await place();
    const paidMeanwhile = await place();
    const statusOf = async (id: number) =>
      (await db.select().from(orders).where(eq(orders.id, id)))[0]!.paymentStatus;

    // The process stops; the sweep's next run waits in the job table, not in a timer.
    await t.app.close();
    const waiting = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'payments-sweep' AND state = 'created'`,
    );
    expect(Number(waiting[0]!.n)).toBe(1);
    // While no process runs: one order's 30 minutes pass, the other is paid at the wallet.
    await db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(orders.id, late));
    const [attempt] = await db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, paidMeanwhile));
    fake.khalti.get(attempt!.reference)!.answer = { status: 'Completed' };
    expect(await statusOf(late)).toBe('pending');
    expect(await statusOf(paidMeanwhile)).toBe('pending');

    // A new process on the same database: no request is made, the job does the work.
    t.app = await buildApp({
      config: t.config,
      database: t.database,
      storage: new DiskStorage(path.join(t.dataDir, 'uploads')),
      logger: false,
    });
    await t.app.ready();
    expect(await waitFor(() => statusOf(late), 'expired')).toBe('expired');
    expect((await db.select().from(orders).where(eq(orders.id, late)))[0]!.status).toBe('Cancelled');
    expect(await waitFor(() => statusOf(paidMeanwhile), 'paid')).toBe('paid');
    // The work was done by the job: finished runs are in the job table.
    const done = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'payments-sweep' AND state = 'completed'`,
    );
    expect(Number(done[0]!.n)).toBeGreaterThan(0);
  }, 60_000);
});
