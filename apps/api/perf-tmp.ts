// Short checkout load against a built server (dist/server.js of ROOT), PostgreSQL, 20 customers.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { benchCheckout } from '/work/wt-jobs/bench/lib/checkout';
import { createPgDatabase } from '/work/wt-jobs/apps/api/test/reliability/shop';
import { openDatabase } from '/work/wt-jobs/apps/api/src/db/client';
import { seedIfEmpty } from '/work/wt-jobs/apps/api/src/seed';
import { DiskStorage } from '/work/wt-jobs/apps/api/src/infra/storage';

const root = process.argv[2]!;
const seconds = Number(process.argv[3] ?? 10);
const pgdb = await createPgDatabase();
const database = await openDatabase({ databaseUrl: pgdb.url });
await database.migrate();
await seedIfEmpty(database.db, { images: false, storage: new DiskStorage('/tmp/jobs-smoke/uploads') });
await database.close();
const port = 8470 + Math.floor(Math.random() * 20);
const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: pgdb.url, DATA_DIR: '/tmp/jobs-smoke/data', LOG_LEVEL: 'warn', AUTH_SECRET: 'x'.repeat(40), RATE_LIMIT_FACTOR: '1000', SERVER_RENDER: 'false', REDIS_URL: '' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 300; i++) {
  try { if ((await fetch(`${base}/api/v1/health/`)).ok) break; } catch {}
  await new Promise((r) => setTimeout(r, 200));
}
const r = await benchCheckout(base, pgdb.url, 20, seconds);
console.log(root, JSON.stringify({ ops: r.ordersPerSecond, orders: r.orders, p50: r.p50Ms, p99: r.p99Ms, oversold: r.oversold, other: r.otherFailures }));
// How long the confirmations took to drain after the load.
const pgmod = await import('pg');
const c = new pgmod.default.Client({ connectionString: pgdb.url });
await c.connect();
const t0 = Date.now();
for (;;) {
  const has = await c.query("select to_regclass('pgboss.job') as t");
  if (!has.rows[0].t) break;
  const q = await c.query("select count(*)::int as n from pgboss.job where state < 'completed' and name like 'message-%'");
  if (q.rows[0].n === 0) break;
  if (Date.now() - t0 > 120000) { console.log('not drained', q.rows[0].n); break; }
  await new Promise((res) => setTimeout(res, 200));
}
console.log('drained after', Date.now() - t0, 'ms');
await c.end();
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
await pgdb.drop();
