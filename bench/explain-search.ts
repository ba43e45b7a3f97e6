// EXPLAIN ANALYZE of what one suggestion request asks the database, on a generated catalogue:
//   npx tsx bench/explain-search.ts --database-url postgres://…/db [--query tomatto] [--timing-only] [--page]
//   npx tsx bench/explain-search.ts --database-url postgres://…/db --sweep 500   the bench's 500 suggestions, in process
//   … --page --sweep 500 [--page-size 24]   the bench's 500 search-page queries (manyQueries), in process
// --buffers keeps the plans' Buffers lines.
// --page: the search page's first 8 results instead (its count and its exact ranking of every match,
// which is what suggestions ran before their capped pool, docs/decisions/034).
// Each query the service sends is captured and run again under EXPLAIN (ANALYZE, BUFFERS).
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../apps/api/src/db/client';
import * as schema from '../apps/api/src/db/schema';
import * as catalog from '../apps/api/src/modules/catalog/catalog.service';
import { manyQueries, suggestQueries } from './lib/queries';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    query: { type: 'string', multiple: true },
    'timing-only': { type: 'boolean', default: false },
    page: { type: 'boolean', default: false },
    'page-size': { type: 'string', default: '8' },
    buffers: { type: 'boolean', default: false },
    // The bench's N distinct suggestions (prefixes and typos), in process, one at a time: p50 and p95.
    sweep: { type: 'string' },
  },
});
const pageSize = Number(values['page-size']);
const pool = new pg.Pool({ connectionString: values['database-url'] ?? process.env.DATABASE_URL, max: 2 });
const captured: { sql: string; params: unknown[] }[] = [];
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
}) as unknown as Db;

if (values.sweep) {
  const times: number[] = [];
  const slow: [number, string][] = [];
  const sweep = values.page ? manyQueries(Number(values.sweep)) : suggestQueries(Number(values.sweep));
  for (const q of sweep) {
    const t0 = performance.now();
    await (values.page
      ? catalog.searchProducts(db, '/api/v1/products/', q, { page: 1, page_size: pageSize })
      : catalog.suggest(db, q));
    times.push(performance.now() - t0);
    slow.push([times.at(-1)!, q]);
  }
  times.sort((a, b) => a - b);
  slow.sort((a, b) => b[0] - a[0]);
  console.log(
    'slowest:',
    slow
      .slice(0, 15)
      .map(([t, q]) => `${q} ${t.toFixed(0)}`)
      .join(' · '),
  );
  const at = (p: number) =>
    times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);
  console.log(
    `${times.length} ${values.page ? 'searches' : 'suggestions'}: p50 ${at(50)} ms, p95 ${at(95)} ms, max ${at(100)} ms`,
  );
  await pool.end();
  process.exit(0);
}
const queries = values.query ?? [
  'tomatto',
  'rice',
  'aalu',
  'आलु',
  'basmati chamal',
  'ghee 1 l',
  'ri',
  'tmtoes',
];
const ask = (q: string) =>
  values.page
    ? catalog.searchProducts(db, '/api/v1/products/', q, { page: 1, page_size: pageSize })
    : catalog.suggest(db, q);
for (const q of queries) {
  await ask(q); // warm
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    captured.length = 0;
    const t0 = performance.now();
    await ask(q);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(
    `\n=== ${values.page ? 'search page' : 'suggest'} ${JSON.stringify(q)}: median ${times[2]!.toFixed(1)} ms over 5 (${captured.length} queries)`,
  );
  if (values['timing-only']) continue;
  for (const { sql, params } of captured) {
    // A capped count's estimate is itself an EXPLAIN (docs/decisions/036): shown by its count's plan.
    if (/^\s*explain\b/i.test(sql)) continue;
    const plan = await pool.query(`explain (analyze, buffers, costs off) ${sql}`, params);
    const lines = plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']);
    console.log(`--- ${sql.replace(/\s+/g, ' ').slice(0, 120)}…`);
    console.log(lines.filter((l: string) => values.buffers || !/^\s+Buffers:/.test(l)).join('\n'));
  }
}
await pool.end();
