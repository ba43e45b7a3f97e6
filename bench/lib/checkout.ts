import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { benchCustomers, reconcileStock } from './customers';
import { cpuMs } from './processes';

export interface CheckoutResult {
  customers: number;
  durationS: number;
  ordersPerSecond?: number;
  orders?: number;
  /** 409 answers: the stock was gone (expected once the scarce products sell out). */
  conflicts?: number;
  otherFailures?: number;
  statuses?: Record<string, number>;
  p50Ms?: number;
  p99Ms?: number;
  /** Units sold beyond the stock there was, summed over every product (must be 0). */
  oversold?: number;
  negativeStockProducts?: number;
  /** Products whose stock left does not equal stock before minus units in live orders. */
  stockMismatches?: number;
  unavailable?: string;
  /** Delivery slots the orders were spread over (0: the station has none). */
  slots?: number;
  /** The API server's CPU (user + system) per order placed, ms: steadier than orders/s on a busy host. */
  serverCpuMsPerOrder?: number;
  /** Share of the products' updates during the run that PostgreSQL made in place (HOT, no index touched). */
  productsHotShare?: number;
}

/**
 * Orders per second with `customers` concurrent customers placing cash-on-delivery orders for
 * `durationS` seconds. Customers and their addresses are written straight into the database; their
 * tokens come from logging in. Ten scarce products (40 units each) appear in one order in five, so
 * concurrent buyers of the last units do happen; afterwards every product's stock is reconciled with
 * the orders placed.
 */
export async function benchCheckout(
  base: string,
  databaseUrl: string,
  customers: number,
  durationS: number,
  serverPid?: number,
): Promise<CheckoutResult> {
  const result: CheckoutResult = { customers, durationS };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const probe = await fetch(`${base}/api/v1/checkout/`, { method: 'POST' });
    if (probe.status === 404) {
      return { ...result, unavailable: 'POST /api/v1/checkout/ answers 404 (not built yet)' };
    }

    const picked = await client.query<{ id: number }>(
      `select id from products where stock > 0 order by id limit 40`,
    );
    if (picked.rows.length < 12) return { ...result, unavailable: 'fewer than 12 products in stock' };
    const scarce = picked.rows.slice(0, 10).map((r) => r.id);
    const plenty = picked.rows.slice(10).map((r) => r.id);
    await client.query('update products set stock = 40 where id = any($1)', [scarce]);
    await client.query('update products set stock = 1000000 where id = any($1)', [plenty]);
    const all = [...scarce, ...plenty];
    const before = new Map(
      (
        await client.query<{ id: number; stock: number }>(
          'select id, stock from products where id = any($1)',
          [all],
        )
      ).rows.map((r) => [r.id, r.stock]),
    );
    const ordersBefore = Number(
      (await client.query<{ n: number }>('select count(*)::int as n from orders')).rows[0]!.n,
    );
    const lastOrderBefore = Number(
      (await client.query<{ id: number }>('select coalesce(max(id), 0)::int as id from orders')).rows[0]!.id,
    );

    const made = await benchCustomers(client, base, customers);
    if (!made.ok) return { ...result, unavailable: made.unavailable };
    const list = made.customers;
    const slotIds = made.slotIds;
    result.slots = slotIds.length;
    const slotOf = (i: number) => (slotIds.length ? { slot_id: slotIds[i % slotIds.length] } : {});

    const statuses: Record<string, number> = {};
    const times: number[] = [];
    let seq = 0;
    const pick = () => {
      seq += 1;
      const ids = new Set<number>();
      if (seq % 5 === 0) ids.add(scarce[seq % scarce.length]!);
      const n = 1 + (seq % 3);
      for (let k = 0; ids.size < n && k < 10; k++) ids.add(plenty[(seq * 7 + k * 13) % plenty.length]!);
      const productIds = [...ids];
      return { product_id: productIds, qtys: productIds.map((_, k) => 1 + ((seq + k) % 2)) };
    };
    const updates = async () =>
      (
        await client.query<{ upd: string; hot: string }>(
          `select n_tup_upd as upd, n_tup_hot_upd as hot from pg_stat_user_tables where relname = 'products'`,
        )
      ).rows[0];
    const updatesBefore = await updates();
    const cpuBefore = serverPid ? cpuMs(serverPid) : null;
    const started = performance.now();
    const deadline = started + durationS * 1000;
    await Promise.all(
      list.map(async (c, i) => {
        while (performance.now() < deadline) {
          const t0 = performance.now();
          const res = await fetch(`${base}/api/v1/checkout/`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${c.token}`,
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify({ ...pick(), location: c.addressId, payment_method: 'cod', ...slotOf(i) }),
          });
          await res.arrayBuffer();
          times.push(performance.now() - t0);
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const cpuAfter = serverPid ? cpuMs(serverPid) : null;
    // The statistics collector reports a backend's counts when it goes idle: give it a moment.
    await new Promise((r) => setTimeout(r, 1500));
    const updatesAfter = await updates();
    const ok = Object.entries(statuses)
      .filter(([s]) => s.startsWith('2'))
      .reduce((n, [, v]) => n + v, 0);
    times.sort((a, b) => a - b);

    const placed = Number(
      (await client.query<{ n: number }>('select count(*)::int as n from orders')).rows[0]!.n,
    );
    const { oversold, mismatches, negative } = await reconcileStock(client, before, lastOrderBefore);
    const pct = (p: number) =>
      Math.round((times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)] ?? 0) * 10) / 10;
    return {
      ...result,
      ordersPerSecond: Math.round(ok / elapsed),
      orders: placed - ordersBefore,
      conflicts: statuses['409'] ?? 0,
      otherFailures: Object.entries(statuses)
        .filter(([s]) => !s.startsWith('2') && s !== '409')
        .reduce((n, [, v]) => n + v, 0),
      statuses,
      p50Ms: pct(0.5),
      p99Ms: pct(0.99),
      oversold,
      negativeStockProducts: negative,
      stockMismatches: mismatches,
      ...(cpuBefore !== null && cpuAfter !== null && ok > 0
        ? { serverCpuMsPerOrder: Math.round(((cpuAfter - cpuBefore) / ok) * 100) / 100 }
        : {}),
      ...(updatesBefore && updatesAfter && Number(updatesAfter.upd) > Number(updatesBefore.upd)
        ? {
            productsHotShare:
              Math.round(
                ((Number(updatesAfter.hot) - Number(updatesBefore.hot)) /
                  (Number(updatesAfter.upd) - Number(updatesBefore.upd))) *
                  1000,
              ) / 1000,
          }
        : {}),
      ...(ok === 0 ? { unavailable: `no order placed: ${JSON.stringify(statuses)}` } : {}),
    };
  } finally {
    await client.end();
  }
}
