import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type FakeSmsGateway, startFakeSmsGateway } from '../fakes/sms-gateway';
import { checkout, prepareShop, type ServerProcess, type Shopper, startServer, startWorker } from './process';
import { createPgDatabase, removeDir, tempDir } from './shop';

// Background jobs across real processes on one PostgreSQL: a confirmation survives `kill -9` between
// the order's commit and its sending and goes out exactly once after the restart; 200 confirmations
// written through two API processes (one with WORKERS=false) and worked by two processes (an API and
// `npm run worker`) each go out once. The SMS gateway is a fake that counts what it accepted.

const PG = process.env.TEST_DATABASE_URL;

const figures: Record<string, unknown> = {};
const cleanups: (() => Promise<void> | void)[] = [];
const running = new Set<ServerProcess>();
afterAll(async () => {
  for (const s of running) s.child.kill('SIGKILL');
  for (const c of cleanups.reverse()) await c();
  const dir = path.resolve(import.meta.dirname, '../../../../reports/reliability');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'jobs.json'), JSON.stringify(figures, null, 2));
});

function track(s: ServerProcess): ServerProcess {
  running.add(s);
  void s.exited.then(() => running.delete(s));
  return s;
}

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 45_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, values)).rows as T[];
  } finally {
    await c.end();
  }
}

async function shop(customers: number, stock: number) {
  const dataDir = tempDir('jobs');
  cleanups.push(() => removeDir(dataDir));
  const pgdb = await createPgDatabase();
  cleanups.push(() => pgdb.drop());
  const gateway = await startFakeSmsGateway();
  cleanups.push(() => gateway.close());
  const { shoppers, products } = await prepareShop(
    { url: pgdb.url, dataDir },
    { customers, products: [{ title: 'Basmati Rice 5 kg', stock }] },
  );
  const env = {
    DATABASE_URL: pgdb.url,
    DATA_DIR: dataDir,
    SMS_GATEWAY_URL: gateway.url,
    SMS_GATEWAY_TOKEN: 'test-token',
    // A job still running 3 s after it started is taken as lost: the restart need not wait a minute.
    JOB_TIMEOUT_SECONDS: '3',
  };
  return { url: pgdb.url, env, gateway, shoppers, productId: products[0]!.id };
}

async function order(url: string, s: Shopper, productId: number, key: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/checkout/`, {
    method: 'POST',
    headers: { ...s.auth, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ product_id: [productId], qtys: [1], location: s.addressId }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { tracking_id: string }).tracking_id;
}

const smsFor = (g: FakeSmsGateway, tracking: string) => g.accepted.filter((m) => m.text.includes(tracking));

async function emailsFor(url: string, tracking: string): Promise<number> {
  const [row] = await query<{ n: number }>(
    url,
    `select count(*)::int as n from outbox_messages where channel = 'email' and subject like $1`,
    [`%${tracking}`],
  );
  return row!.n;
}

describe.skipIf(!PG)('jobs across processes (PostgreSQL)', () => {
  it('kill -9 between the commit and the confirmation: after a restart it is sent exactly once', async () => {
    const { url, env, gateway, shoppers, productId } = await shop(2, 50);

    // 1. An API-only process takes the order and dies at once: no process has even seen the job.
    const apiOnly = track(await startServer({ ...env, WORKERS: 'false' }));
    const first = await order(apiOnly.url, shoppers[0]!, productId, 'kill-1');
    process.kill(apiOnly.pid, 'SIGKILL');
    await apiOnly.exited;
    expect(smsFor(gateway, first)).toHaveLength(0);

    const second = track(await startServer(env));
    await until('the first confirmation', () => smsFor(gateway, first).length > 0);

    // 2. A process dies in the middle of sending: the gateway has the SMS but never answered it,
    // and the e-mail's job had already completed.
    gateway.hold = true;
    const tracking = await order(second.url, shoppers[1]!, productId, 'kill-2');
    await until('the SMS to reach the hanging gateway', () =>
      gateway.held.some((m) => m.text.includes(tracking)),
    );
    await until('the e-mail job to complete', async () => {
      const rows = await query<{ state: string }>(
        url,
        `select state from pgboss.job where name = 'message-email' and data->>'ref' = $1`,
        [tracking],
      );
      return rows[0]?.state === 'completed';
    });
    const killedAt = Date.now();
    process.kill(second.pid, 'SIGKILL');
    await second.exited;
    gateway.hold = false;
    expect(smsFor(gateway, tracking)).toHaveLength(0);

    track(await startServer(env));
    await until('the confirmation after the restart', () => smsFor(gateway, tracking).length > 0);
    figures.killRecoveryMs = Date.now() - killedAt;
    // Time for a duplicate to show up, if there were one.
    await new Promise((r) => setTimeout(r, 4000));
    expect(smsFor(gateway, first)).toHaveLength(1);
    expect(smsFor(gateway, tracking)).toHaveLength(1);
    expect(await emailsFor(url, first)).toBe(1);
    expect(await emailsFor(url, tracking)).toBe(1);
    const jobs = await query<{ name: string; state: string }>(
      url,
      `select name, state from pgboss.job where name like 'message-%' order by name`,
    );
    expect(jobs.every((j) => j.state === 'completed')).toBe(true);
    expect(jobs).toHaveLength(4);
  });

  it('200 confirmations through two API processes, worked by two processes: each sent once', async () => {
    const ORDERS = 200;
    const shopAt = await shop(20, 1000);
    const { url, gateway, shoppers, productId } = shopAt;
    // Loaded processes on a shared machine: no job should be taken as lost here.
    const env = { ...shopAt.env, JOB_TIMEOUT_SECONDS: '60' };
    // A: API that works jobs; B: API only (WORKERS=false); W: `npm run worker`. A and W compete.
    const [a, b, w] = await Promise.all([
      startServer({ ...env, SMS_FROM: 'A' }).then(track),
      startServer({ ...env, WORKERS: 'false', SMS_FROM: 'B' }).then(track),
      startWorker({ ...env, SMS_FROM: 'W' }).then(track),
    ]);
    const started = Date.now();
    const placed: string[] = [];
    await Promise.all(
      shoppers.map(async (s, i) => {
        for (let n = 0; n < ORDERS / shoppers.length; n++) {
          const server = (i + n) % 2 === 0 ? a : b;
          const attempt = await checkout(server.url, s, `two-${i}-${n}`, {
            product_id: [productId],
            qtys: [1],
            location: s.addressId,
          });
          expect(attempt.status).toBe(201);
          placed.push(String(attempt.orderId));
        }
      }),
    );
    expect(placed).toHaveLength(ORDERS);
    const trackings = (await query<{ tracking_id: string }>(url, 'select tracking_id from orders')).map(
      (r) => r.tracking_id,
    );
    expect(trackings).toHaveLength(ORDERS);

    await until('every confirmation', () => gateway.accepted.length >= ORDERS, 90_000);
    figures.twoProcesses = { orders: ORDERS, allSentMs: Date.now() - started };
    await new Promise((r) => setTimeout(r, 3000));
    const perTracking = new Map<string, number>();
    for (const m of gateway.accepted) {
      const t = /KDM-\d{6}-[A-Z0-9]{6}/.exec(m.text)?.[0] ?? 'none';
      perTracking.set(t, (perTracking.get(t) ?? 0) + 1);
    }
    expect(gateway.accepted).toHaveLength(ORDERS);
    for (const t of trackings) expect(perTracking.get(t)).toBe(1);

    const [mail] = await query<{ n: number; distinct: number }>(
      url,
      `select count(*)::int as n, count(distinct subject)::int as distinct from outbox_messages where channel = 'email'`,
    );
    expect(mail).toEqual({ n: ORDERS, distinct: ORDERS });
    // Each job ran once: completed on its first try, none lost to an expiry.
    const states = await query<{ state: string; retries: number; n: number }>(
      url,
      `select state, max(retry_count)::int as retries, count(*)::int as n from pgboss.job
        where name like 'message-%' group by state`,
    );
    expect(states).toEqual([{ state: 'completed', retries: 0, n: 2 * ORDERS }]);

    // The API-only process sent nothing; the working processes sent everything between them. How the
    // 200 split between them depends on who polls first (a busy machine can leave one with none), so
    // the split is recorded, not asserted.
    const by = (from: string) => gateway.accepted.filter((m) => m.from === from).length;
    figures.sentBy = { A: by('A'), B: by('B'), worker: by('W') };
    expect(by('B')).toBe(0);
    expect(by('A') + by('W')).toBe(ORDERS);

    // SIGTERM: each stops cleanly, the worker too.
    for (const s of [a, b, w]) s.child.kill('SIGTERM');
    for (const s of [a, b, w]) expect(await s.exited).toEqual({ code: 0, signal: null });
  });
});
