import { randomUUID } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { benchCustomers, reconcileStock } from './customers';
import { COMMON_QUERIES, searchPath, suggestPath } from './queries';

/**
 * The busy evening (issue 22): `shoppers` virtual shoppers for `durationS` seconds, each doing one
 * thing after another with a think time between: 70 % browse (home data, a category, a product), 20 %
 * search (two suggestion requests as they type, then the search page), 10 % cart and checkout (one to
 * three products into the server cart, then a cash-on-delivery order). Latencies are of single
 * requests; a shopper waits for one answer before the next, as a browser tab would.
 */
export interface MixOptions {
  shoppers: number;
  durationS: number;
  /** Think time between two actions of a shopper, ms: drawn evenly from [min, max]. */
  thinkMs: [number, number];
  /** The server's DATA_DIR: every shopper gets an account of their own, signed with its secret. */
  dataDir: string;
}

export interface MixLatency {
  n: number;
  p50: number;
  p99: number;
  max: number;
}

export interface MixResult {
  shoppers: number;
  durationS: number;
  thinkMs: [number, number];
  /** Requests answered per second over the whole run. */
  rps?: number;
  /** Every read: home data, category, product detail, suggestions and the search page. */
  reads?: MixLatency;
  /** The reads one by one. */
  byRead?: Record<string, MixLatency>;
  /** Adding to the server cart. */
  cart?: MixLatency;
  /** POST /checkout/ alone. */
  checkout?: MixLatency;
  ordersPlaced?: number;
  /** 409 answers of the cart or checkout: the scarce products sold out (expected, not errors). */
  soldOut?: number;
  /** Failed connections, 5xx, and any 4xx other than sold out. */
  errors?: number;
  errorStatuses?: Record<string, number>;
  /** Units sold beyond the stock there was (must be 0). */
  oversold?: number;
  negativeStockProducts?: number;
  stockMismatches?: number;
  unavailable?: string;
}

const HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

function latency(times: number[]): MixLatency {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
  const round = (x: number) => Math.round(x * 10) / 10;
  return { n: sorted.length, p50: round(at(0.5)), p99: round(at(0.99)), max: round(sorted.at(-1) ?? 0) };
}

/** One request over the shared keep-alive agent: status (0 when the connection failed) and time. */
function request(
  agent: http.Agent,
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; ms: number }> {
  const t0 = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      base + path,
      {
        method,
        agent,
        headers: {
          ...HEADERS,
          ...headers,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - t0 }));
        res.on('error', () => resolve({ status: 0, ms: performance.now() - t0 }));
      },
    );
    req.on('error', () => resolve({ status: 0, ms: performance.now() - t0 }));
    req.end(payload);
  });
}

export async function benchMix(
  base: string,
  databaseUrl: string,
  catalogue: { slugs: string[]; categoryIds: number[] },
  opts: MixOptions,
): Promise<MixResult> {
  const result: MixResult = { shoppers: opts.shoppers, durationS: opts.durationS, thinkMs: opts.thinkMs };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // One socket per shopper at most, kept alive between its requests, like a browser tab's.
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.shoppers });
  try {
    // Stock to buy: five scarce products (30 units each, sold out during the run, so last units are
    // fought over) and plenty of the rest.
    const picked = (
      await client.query<{ id: number }>(
        'select id from products where active and stock > 0 order by id desc limit 30',
      )
    ).rows.map((r) => r.id);
    if (picked.length < 10) return { ...result, unavailable: 'fewer than 10 products in stock' };
    const scarce = picked.slice(0, 5);
    const plenty = picked.slice(5);
    await client.query('update products set stock = 30 where id = any($1)', [scarce]);
    await client.query('update products set stock = 1000000 where id = any($1)', [plenty]);
    const before = new Map(
      (
        await client.query<{ id: number; stock: number }>(
          'select id, stock from products where id = any($1)',
          [picked],
        )
      ).rows.map((r) => [r.id, r.stock]),
    );
    const lastOrderBefore = Number(
      (await client.query<{ id: number }>('select coalesce(max(id), 0)::int as id from orders')).rows[0]!.id,
    );
    const made = await benchCustomers(client, base, opts.shoppers, opts.dataDir);
    if (!made.ok) return { ...result, unavailable: made.unavailable };

    const reads: Record<string, number[]> = { home: [], category: [], product: [], suggest: [], search: [] };
    const cartTimes: number[] = [];
    const checkoutTimes: number[] = [];
    const errorStatuses: Record<string, number> = {};
    let soldOut = 0;
    let placed = 0;
    let requests = 0;
    const pickOf = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;
    const error = (what: string, status: number) => {
      const key = `${what} ${status || 'no answer'}`;
      errorStatuses[key] = (errorStatuses[key] ?? 0) + 1;
    };
    const read = async (kind: string, path: string) => {
      const r = await request(agent, base, 'GET', path, {});
      requests += 1;
      reads[kind]!.push(r.ms);
      if (r.status < 200 || r.status >= 300) error(kind, r.status);
    };

    const browse = async () => {
      const x = Math.random();
      if (x < 0.25) await read('home', '/api/v1/home/data/');
      else if (x < 0.55) await read('category', `/api/v1/category/product/${pickOf(catalogue.categoryIds)}/`);
      else await read('product', `/api/v1/product/detail/${encodeURIComponent(pickOf(catalogue.slugs))}/`);
    };
    const search = async () => {
      const q = pickOf(COMMON_QUERIES);
      // As typed: suggestions at two characters and at the whole word, then the search page.
      await read('suggest', suggestPath(q.slice(0, 2)));
      await read('suggest', suggestPath(q));
      await read('search', searchPath(q));
    };
    const buy = async (shopper: number) => {
      // Each shopper their own account and cart (shared carts would make them wait for each other's
      // row locks, which real shoppers never do).
      const who = made.customers[shopper]!;
      const auth = { authorization: `Bearer ${who.token}` };
      const ids = new Set<number>();
      if (Math.random() < 0.3) ids.add(pickOf(scarce));
      const n = 1 + Math.floor(Math.random() * 3);
      while (ids.size < n) ids.add(pickOf(plenty));
      const lines = [...ids].map((id) => ({ id, q: 1 + Math.floor(Math.random() * 2) }));
      for (const l of lines) {
        const r = await request(agent, base, 'POST', '/api/v1/cart/', auth, {
          product_id: l.id,
          quantity: l.q,
        });
        requests += 1;
        cartTimes.push(r.ms);
        if (r.status === 409) soldOut += 1;
        else if (r.status < 200 || r.status >= 300) error('cart', r.status);
      }
      const slot = made.slotIds.length ? { slot_id: made.slotIds[shopper % made.slotIds.length] } : {};
      const r = await request(
        agent,
        base,
        'POST',
        '/api/v1/checkout/',
        { ...auth, 'idempotency-key': randomUUID() },
        {
          product_id: lines.map((l) => l.id),
          qtys: lines.map((l) => l.q),
          location: who.addressId,
          payment_method: 'cod',
          ...slot,
        },
      );
      requests += 1;
      checkoutTimes.push(r.ms);
      if (r.status === 201) placed += 1;
      else if (r.status === 409) soldOut += 1;
      else error('checkout', r.status);
    };

    const think = () =>
      new Promise((r) =>
        setTimeout(r, opts.thinkMs[0] + Math.random() * (opts.thinkMs[1] - opts.thinkMs[0])),
      );
    const started = performance.now();
    const deadline = started + opts.durationS * 1000;
    await Promise.all(
      Array.from({ length: opts.shoppers }, async (_, shopper) => {
        // Shoppers arrive over the first think time rather than all in the same millisecond.
        await new Promise((r) => setTimeout(r, Math.random() * opts.thinkMs[1]));
        while (performance.now() < deadline) {
          const x = Math.random();
          if (x < 0.7) await browse();
          else if (x < 0.9) await search();
          else await buy(shopper);
          await think();
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const stock = await reconcileStock(client, before, lastOrderBefore);
    const allReads = Object.values(reads).flat();
    return {
      ...result,
      rps: Math.round(requests / elapsed),
      reads: latency(allReads),
      byRead: Object.fromEntries(Object.entries(reads).map(([k, v]) => [k, latency(v)])),
      cart: latency(cartTimes),
      checkout: latency(checkoutTimes),
      ordersPlaced: placed,
      soldOut,
      errors: Object.values(errorStatuses).reduce((a, b) => a + b, 0),
      errorStatuses,
      oversold: stock.oversold,
      negativeStockProducts: stock.negative,
      stockMismatches: stock.mismatches,
      ...(placed === 0 ? { unavailable: 'no order placed' } : {}),
    };
  } finally {
    agent.destroy();
    await client.end();
  }
}
