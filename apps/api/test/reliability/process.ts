import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { createAddress, insertShopProducts, insertStations } from '../fixtures/orders.fixtures';
import { seedPlaces } from '../../src/seed/places';
import { createCustomer } from '../helpers';
import { bootApp, open, TEST_AUTH_SECRET } from './shop';

// Real API processes for the fault and scale-out suites: `node --import tsx src/server.ts`, the source
// that `npm run build` bundles for `npm run serve` (unit tests run before any build), on a port of
// 8400–8499, killed by pid only.

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SERVER = path.join(ROOT, 'apps/api/src/server.ts');
const WORKER = path.join(ROOT, 'apps/api/src/worker.ts');

export interface ServerProcess {
  url: string;
  pid: number;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  logs(): string;
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

/** A free port in 8460–8499 (the lower part of 8400–8499 is left to people running the shop by hand). */
export async function freePort(): Promise<number> {
  for (let i = 0; i < 200; i++) {
    const port = 8460 + Math.floor(Math.random() * 40);
    if (await portIsFree(port)) return port;
  }
  throw new Error('no free port in 8460–8499');
}

/** Starts the API as its own process and waits until /api/v1/health/ answers. */
export async function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      AUTH_SECRET: TEST_AUTH_SECRET,
      DATABASE_URL: '',
      REDIS_URL: '',
      // These suites drive many checkouts from one address: the per-IP and per-customer checkout
      // limits (security issue 25, tested in test/security) would answer 429 long before the point.
      CHECKOUT_RATE_IP: '100000',
      CHECKOUT_RATE_CUSTOMER: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + timeoutMs;
  let dead = false;
  void exited.then(() => (dead = true));
  while (Date.now() < until) {
    if (dead) throw new Error(`the server exited before answering:\n${output}`);
    try {
      const res = await fetch(`${url}/api/v1/health/`);
      if (res.ok) return { url, pid: child.pid!, child, exited, logs: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer within ${timeoutMs} ms:\n${output}`);
}

/** Starts `npm run worker`'s source as its own process and waits until it says it is working jobs. */
export async function startWorker(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      AUTH_SECRET: TEST_AUTH_SECRET,
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let dead = false;
  void exited.then(() => (dead = true));
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (dead) throw new Error(`the worker exited before starting:\n${output}`);
    if (output.includes('is working background jobs')) {
      return { url: '', pid: child.pid!, child, exited, logs: () => output };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the worker did not start within ${timeoutMs} ms:\n${output}`);
}

export interface Shopper {
  id: number;
  auth: { authorization: string };
  addressId: number;
}

/**
 * Fills a migrated database with Nepal's places, a station, products and customers with addresses,
 * through an in-process app, then closes it so a server process can open the database.
 */
export async function prepareShop(
  where: { url?: string; dataDir: string },
  opts: { customers: number; products: { title: string; stock: number }[] },
): Promise<{ shoppers: Shopper[]; products: { id: number; stock: number }[] }> {
  const database = await open(where);
  const t = await bootApp(database, where.dataDir);
  try {
    await seedPlaces(database.db);
    const stations = await insertStations(database.db);
    const items = await insertShopProducts(
      database.db,
      opts.products.map((p) => ({ title: p.title, pricePaisa: 25_000, stock: p.stock })),
    );
    const shoppers: Shopper[] = [];
    for (let i = 0; i < opts.customers; i++) {
      const c = await createCustomer(t);
      const address = await createAddress(t, c, { nearest_branch: stations.kathmandu });
      shoppers.push({ id: c.id, auth: c.auth, addressId: address.id });
    }
    return { shoppers, products: items.map((p, i) => ({ id: p.id, stock: opts.products[i]!.stock })) };
  } finally {
    await t.close();
    await database.close();
  }
}

export interface Attempt {
  key: string;
  shopper: number;
  body: unknown;
  status?: number;
  orderId?: number;
  /** The network error code when no answer came (ECONNREFUSED, ECONNRESET, UND_ERR_SOCKET…). */
  error?: string;
  answeredAt?: number;
}

/** One checkout; never throws: an unanswered request is recorded with its error code. */
export async function checkout(url: string, s: Shopper, key: string, body: unknown): Promise<Attempt> {
  const attempt: Attempt = { key, shopper: s.id, body };
  try {
    const res = await fetch(`${url}/api/v1/checkout/`, {
      method: 'POST',
      headers: { ...s.auth, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    attempt.status = res.status;
    const json = (await res.json()) as { order_id?: number };
    if (res.status === 201) attempt.orderId = json.order_id;
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause;
    attempt.error = cause?.code ?? (err as Error).name;
  }
  attempt.answeredAt = Date.now();
  return attempt;
}
