import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, paymentAttempts, stockMovements } from '../../src/db/schema';
import { type FakeWallets, fakeWalletEnv, startFakeWallets } from '../fakes/wallets';
import { prepareShop, type ServerProcess, startServer } from './process';
import { createPgDatabase, open, removeDir, tempDir } from './shop';

// `kill -9` of the shop the moment the wallet has confirmed a payment (its answer sent, our update
// not yet made or just made), then a restart on the same database: the order ends paid exactly once,
// with its stock sold once, whichever side of the update the process died on.

const KINDS = process.env.TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
const ROUNDS = 2;

const cleanups: (() => Promise<void> | void)[] = [];
const running = new Set<ServerProcess>();
afterAll(async () => {
  for (const s of running) s.child.kill('SIGKILL');
  for (const c of cleanups.reverse()) await c();
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const s = await startServer(env);
  running.add(s);
  void s.exited.then(() => running.delete(s));
  return s;
}

describe.each(KINDS)('payments: kill -9 after the confirmation (%s)', (kind) => {
  it('after a restart the order is paid exactly once', async () => {
    const dataDir = tempDir(`pay-kill-${kind}`);
    cleanups.push(() => removeDir(dataDir));
    let where: { url?: string; dataDir: string } = { dataDir };
    let env: Record<string, string> = { DATA_DIR: dataDir };
    if (kind === 'postgres') {
      const pgdb = await createPgDatabase();
      cleanups.push(() => pgdb.drop());
      where = { url: pgdb.url, dataDir };
      env = { DATABASE_URL: pgdb.url, DATA_DIR: dataDir };
    }
    const fake: FakeWallets = await startFakeWallets();
    cleanups.push(() => fake.close());
    const { shoppers, products } = await prepareShop(where, {
      customers: 1,
      products: [{ title: 'Basmati Rice 5 kg', stock: 50 }],
    });
    const shopper = shoppers[0]!;
    // DEMO keeps the fake's test merchant acceptable; PAYMENT_JOBS off: only the return confirms.
    const serverEnv = { ...env, ...fakeWalletEnv(fake), DEMO: 'true', PAYMENT_JOBS: 'false' };

    const placed: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const s = await start(serverEnv);
      const res = await fetch(`${s.url}/api/v1/checkout/`, {
        method: 'POST',
        headers: { ...shopper.auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          product_id: [products[0]!.id],
          qtys: [1],
          location: shopper.addressId,
          payment_method: 'khalti',
        }),
      });
      expect(res.status).toBe(201);
      const body = (await res.json()) as { order_id: number; payment: { url: string } };
      placed.push(body.order_id);
      const pidx = new URL(body.payment.url).searchParams.get('pidx')!;
      fake.khalti.get(pidx)!.answer = { status: 'Completed' };
      // The wallet's answer is sent: the shop dies before or while it records it.
      fake.onAnswered = () => {
        fake.onAnswered = null;
        process.kill(s.pid, 'SIGKILL');
      };
      await fetch(`${s.url}/api/v1/payments/khalti/return/?pidx=${pidx}&status=Completed`, {
        redirect: 'manual',
      }).catch(() => undefined);
      expect((await s.exited).signal).toBe('SIGKILL');
    }

    // Restarted with the reconciliation on: every pending attempt is asked again.
    const s2 = await start({ ...serverEnv, PAYMENT_JOBS: 'true', PAYMENT_RECHECK_SECONDS: '1' });
    const until = Date.now() + 30_000;
    for (const id of placed) {
      for (;;) {
        const res = await fetch(`${s2.url}/api/v1/payments/${id}/`, { headers: shopper.auth });
        const view = (await res.json()) as { payment_status: string };
        if (view.payment_status === 'paid') break;
        if (Date.now() > until) throw new Error(`order ${id} is ${view.payment_status}:\n${s2.logs()}`);
        await new Promise((r) => setTimeout(r, 300));
      }
    }
    s2.child.kill('SIGTERM');
    await s2.exited;

    const database = await open(where);
    try {
      const db = database.db;
      for (const id of placed) {
        const [o] = await db.select().from(orders).where(eq(orders.id, id));
        expect([o!.paymentStatus, o!.paymentCompleted]).toEqual(['paid', true]);
        const paid = await db
          .select()
          .from(orderEvents)
          .where(
            and(
              eq(orderEvents.orderId, id),
              eq(orderEvents.machine, 'payment'),
              eq(orderEvents.toState, 'paid'),
            ),
          );
        expect(paid).toHaveLength(1);
        const moves = await db.select().from(stockMovements).where(eq(stockMovements.orderId, id));
        expect(moves.map((m) => m.reason)).toEqual(['sale']);
        const attempts = await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, id));
        expect(attempts.map((a) => a.status)).toEqual(['paid']);
      }
    } finally {
      await database.close();
    }
  }, 240_000);
});
