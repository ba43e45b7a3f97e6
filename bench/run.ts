// `npm run bench`: the shop's speed side by side with the physical limit of one Node process here.
//
//   npm run bench                     full run (1 M products, 1 M orders: generating them takes ~15 minutes)
//   npm run bench -- --quick          short run (under 3 minutes: short loads, 10,000 products, 2 pages)
//   npm run bench -- --products 100000 --orders 100000 --customers 10000   a smaller large catalogue
//   npm run bench -- --check          exit 1 naming every broken budget (bench/budgets.json)
//   npm run bench -- --skip lighthouse,inp,reads,checkout,mix,large,pglite,postgres   leave parts out
//   npm run bench -- --mix-duration 20 --mix-shoppers 50   a shorter, smaller busy-evening shopper mix
//   npm run bench -- --pages home,login --tiers mid   Lighthouse on some pages / device tiers only
//   npm run bench -- --env CATALOG_CACHE_MS=0   servers with extra environment (what did the cache buy?)
//   npm run bench -- --skip reads,... --large-database-url postgres://…/kandamul_bench_1m   reuse a generated 1 M database
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench   also on PostgreSQL
//
// Writes bench/results/latest.json and prints a Markdown table.
import { execSync } from 'node:child_process';
import http from 'node:http';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { type Db, openDatabase, queryRows } from '../apps/api/src/db/client';
import { DiskStorage } from '../apps/api/src/infra/storage';
import { seedIfEmpty } from '../apps/api/src/seed';
import { type GeneratedCatalogue, generateCatalogue } from './generate-catalogue';
import { adminOrderPaths, createBenchStaff } from './lib/admin';
import { rawRows } from './lib/bulk';
import { BENCH_CUSTOMER_PASSWORD, generateOrders, type GeneratedOrders } from './lib/orders';
import { benchCheckout } from './lib/checkout';
import { benchMix } from './lib/mix';
import { type Backend, type BenchStore, createStore, tempDir } from './lib/databases';
import { measure, sequentialLatency, type LoadResult, type SequentialResult } from './lib/load';
import {
  cleanupAll,
  installSignalHandlers,
  settledRssMb,
  run,
  type Started,
  startProcess,
  waitForHttp,
} from './lib/processes';
import { COMMON_QUERIES, manyQueries, searchPath, suggestPath, suggestQueries } from './lib/queries';
import { type Budget, evaluate, markdown } from './lib/report';
import type { Levels, Results } from './lib/results';
import { calibrate, DEVICE_TIERS, type DeviceTier } from './lib/calibrate';
import { inpJourney } from './lib/inp';
import { signedInBrowser, type SessionBrowser } from './lib/session';
import { initialAssets, lighthouse } from './lib/storefront';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB_DIST = path.join(ROOT, 'apps/web/dist');
const API_SERVER = path.join(ROOT, 'apps/api/dist/server.js');

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
    skip: { type: 'string', default: '' },
    pages: { type: 'string', default: '' },
    tiers: { type: 'string', default: '' },
    products: { type: 'string' },
    orders: { type: 'string' },
    customers: { type: 'string' },
    // An already generated large database (kept between runs; never dropped): skips generating it.
    'large-database-url': { type: 'string' },
    duration: { type: 'string' },
    // The busy-evening shopper mix (issue 22): how long and how many virtual shoppers.
    'mix-duration': { type: 'string' },
    'mix-shoppers': { type: 'string' },
    // KEY=VALUE added to the benchmarked servers' environment (e.g. CATALOG_CACHE_MS=0 to measure without the cache).
    env: { type: 'string', multiple: true, default: [] },
  },
});
const QUICK = args.quick;
const SKIP = new Set(args.skip.split(',').filter(Boolean));
const DURATION = Number(args.duration ?? (QUICK ? 3 : 10));
const WARMUP = QUICK ? 1 : 2;
const LEVELS = QUICK ? [50] : [10, 50];
// Issue 22: the budgets hold at a million products and a million orders from 100,000 customers.
const LARGE_PRODUCTS = Number(args.products ?? (QUICK ? 10_000 : 1_000_000));
const LARGE_ORDERS = Number(args.orders ?? (QUICK ? 10_000 : 1_000_000));
const LARGE_CUSTOMERS = Number(args.customers ?? Math.max(1, Math.ceil(LARGE_ORDERS / 10)));
/** Orders of the customer whose order list is measured. */
const BENCH_CUSTOMER_ORDERS = 500;
const SEQUENTIAL = 500;
const CHECKOUT_CUSTOMERS = 20;
const MIX_DURATION = Number(args['mix-duration'] ?? (QUICK ? 10 : 60));
const MIX_SHOPPERS = Number(args['mix-shoppers'] ?? 200);
/** A shopper's think time between two actions, ms (evenly drawn). */
const MIX_THINK_MS: [number, number] = [500, 1500];
/** Lighthouse runs per page (the median run counts); a quick run makes one. */
const LIGHTHOUSE_RUNS = QUICK ? 1 : 3;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ADMIN_URL = process.env.BENCH_DATABASE_URL || undefined;
const SERVER_ENV = Object.fromEntries(
  args.env.map((kv) => {
    const i = kv.indexOf('=');
    if (i < 1) throw new Error(`--env wants KEY=VALUE, got ${kv}`);
    return [kv.slice(0, i), kv.slice(i + 1)];
  }),
);
let nextPort = Number(process.env.BENCH_PORT ?? 8310);

const log = (msg: string) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${msg}`);

const results: Results = {
  meta: {
    date: new Date().toISOString(),
    quick: QUICK,
    node: process.version,
    cpus: os.cpus().length,
    commit: gitCommit(),
    durationS: DURATION,
    notes: args.env.length ? [`servers ran with ${args.env.join(' ')}`] : [],
  },
  baseline: {},
  reads: {},
  compare: { pgliteP99OverPostgres: {} },
  large: {},
  checkout: {},
  mix: {},
  memory: {},
};
const note = (s: string) => {
  results.meta.notes.push(s);
  log(`note: ${s}`);
};

/** A one-at-a-time run's slowest requests as 'query ms', the query decoded from the path. */
function slowestQueries(result: SequentialResult): string {
  return (result.slowest ?? [])
    .map(({ path, ms }) => `${decodeURIComponent(path.split('q=')[1] ?? path)} ${ms.toFixed(0)}`)
    .join(' · ');
}

function gitCommit(): string {
  try {
    const head = execSync('git rev-parse --short HEAD', { cwd: ROOT }).toString().trim();
    const dirty = execSync('git status --porcelain --untracked-files=no', { cwd: ROOT }).toString().trim();
    return dirty ? `${head}+changes` : head;
  } catch {
    return 'unknown';
  }
}

/** Measures one read at every connection level, filling in the share of the baseline. */
async function measureLevels(base: string, paths: string[]): Promise<Levels> {
  const out: Levels = {};
  for (const c of LEVELS) {
    const r = await measure(base, paths, c, DURATION, WARMUP);
    const b = results.baseline[`c${c}` as 'c10' | 'c50'];
    if (b && !r.unavailable) r.ratio = Math.round((r.rps / b.rps) * 1000) / 1000;
    out[`c${c}`] = r;
    log(
      `  ${c} conns: ${r.unavailable ?? `${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.non2xx ? `, ${r.non2xx} non-2xx` : ''}`}`,
    );
  }
  return out;
}

async function startServer(store: BenchStore, label: string): Promise<{ proc: Started; base: string }> {
  const port = nextPort++;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: store.dataDir,
    WEB_DIST,
    LOG_LEVEL: 'warn',
    ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
    // Throughput, not the per-customer and per-IP checkout limits (all bench customers share one IP).
    CHECKOUT_RATE_CUSTOMER: '100000',
    CHECKOUT_RATE_IP: '100000',
    ...SERVER_ENV,
  };
  const proc = startProcess(
    `server ${label}`,
    process.execPath,
    // The production server, as `npm run serve` starts it (built by `npm run build`).
    [API_SERVER],
    env,
    ROOT,
  );
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/api/v1/health/`, proc);
  return { proc, base };
}

/** Migrates and seeds the demo shop the way the server would, so an empty demo seed can be noticed. */
async function prepareDemo(store: BenchStore, images: boolean): Promise<void> {
  const database = await openDatabase({ databaseUrl: store.databaseUrl, dataDir: store.dataDir });
  try {
    await database.migrate();
    await seedIfEmpty(database.db, {
      images,
      storage: new DiskStorage(path.join(store.dataDir, 'uploads')),
    });
    const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from products`);
    if (Number(row?.n ?? 0) < 20) {
      await generateCatalogue(database.db, { products: 120 });
      note(
        `the demo seed had ${row?.n ?? 0} products: 120 generated products stand in for it on ${store.backend}`,
      );
    }
  } finally {
    await database.close();
  }
}

interface Catalogue {
  slugs: string[];
  categoryIds: number[];
}

async function discover(base: string): Promise<Catalogue> {
  const get = async <T>(p: string): Promise<T> => {
    const res = await fetch(base + p);
    if (!res.ok) throw new Error(`${p} answered ${res.status}`);
    return (await res.json()) as T;
  };
  const page = await get<{ results: { slug: string }[] }>('/api/v1/products/?page_size=100');
  const cats = await get<{ data: { results: { id: number; subcategories: { id: number }[] }[] } }>(
    '/api/v1/category/all/',
  );
  const categoryIds = cats.data.results.flatMap((c) => [c.id, ...c.subcategories.map((s) => s.id)]);
  return { slugs: page.results.map((p) => p.slug), categoryIds };
}

function readPaths(cat: Catalogue): Record<string, string[]> {
  return {
    'home data': ['/api/v1/home/data/'],
    'product detail': cat.slugs.map((s) => `/api/v1/product/detail/${encodeURIComponent(s)}/`),
    'category listing': cat.categoryIds.map((id) => `/api/v1/category/product/${id}/`),
    search: COMMON_QUERIES.map(searchPath),
  };
}

/**
 * The ceiling for a large answer: the bare server answering the very bytes the shop sends for
 * `path` (as the load tool asks for it, brotli), so a big body's cost in the network stack and in
 * the load tool itself is told apart from the shop's own.
 */
async function payloadCeiling(base: string, p: string): Promise<Results['baseline']['homePayload']> {
  // The bytes as sent (fetch would decode them).
  const raw = await new Promise<{ status: number; body: Buffer; encoding: string }>((resolve, reject) => {
    http
      .get(base + p, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () =>
          resolve({
            status: r.statusCode ?? 0,
            body: Buffer.concat(chunks),
            encoding: String(r.headers['content-encoding'] ?? ''),
          }),
        );
      })
      .on('error', reject);
  });
  if (raw.status !== 200) return undefined;
  const dir = tempDir('payload');
  const file = path.join(dir.dir, 'body');
  writeFileSync(file, raw.body);
  const port = nextPort++;
  const proc = startProcess('payload baseline', process.execPath, [path.join(ROOT, 'bench/baseline.mjs')], {
    PORT: String(port),
    BODY_FILE: file,
    BODY_ENCODING: raw.encoding,
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, proc);
    const r = await measure(`http://127.0.0.1:${port}`, ['/'], 50, DURATION, WARMUP);
    log(`  payload ceiling (${raw.body.length} bytes ${raw.encoding}): ${r.rps} req/s, p99 ${r.p99} ms`);
    return { ...r, path: p, bytes: raw.body.length, encoding: raw.encoding };
  } finally {
    await proc.stop();
    await dir.remove();
  }
}

async function benchBackend(backend: Backend, primary: boolean): Promise<void> {
  log(`${backend}: preparing the demo shop`);
  const store = await createStore(backend, 'demo', ADMIN_URL);
  let proc: Started | undefined;
  try {
    // Product images matter only where Lighthouse looks; a quick run skips making them elsewhere.
    await prepareDemo(store, primary || !QUICK);
    const server = await startServer(store, `${backend} demo`);
    proc = server.proc;
    const base = server.base;
    const cat = await discover(base);
    log(`${backend}: ${cat.slugs.length} slugs, ${cat.categoryIds.length} categories`);
    const reads: Record<string, Levels> = {};
    for (const [name, paths] of Object.entries(SKIP.has('reads') ? {} : readPaths(cat))) {
      if (paths.length === 0) {
        reads[name] = { c50: { unavailable: 'nothing to request', connections: 50 } as LoadResult };
        continue;
      }
      log(`${backend}: ${name}`);
      reads[name] = await measureLevels(base, paths);
    }
    results.reads[backend] = reads;
    if (primary && !SKIP.has('reads')) {
      log('baseline: bare node:http answering the home data bytes');
      results.baseline.homePayload = await payloadCeiling(base, '/api/v1/home/data/');
    }
    results.memory[backend] = { rssMb: await settledRssMb(proc.pid) };
    log(`${backend}: server RSS ${results.memory[backend].rssMb} MB`);

    if (primary && !SKIP.has('lighthouse')) await lighthousePages(base, cat);
    if (primary && !SKIP.has('inp')) {
      log(`INP journey at the mid-tier slowdown (${calibration().multipliers.mid}×)`);
      results.inp = await inpJourney(base, CHROME_PATH, calibration().multipliers.mid);
      log(
        `  ${results.inp.error ?? ''} ${results.inp.steps.map((st) => `${st.step} ${st.ms ?? '–'} ms`).join(', ')}; INP ${results.inp.inpMs ?? '–'} ms`,
      );
    }

    if (backend === 'postgres' && !SKIP.has('checkout')) {
      log(`postgres: checkout with ${CHECKOUT_CUSTOMERS} customers`);
      const c = await benchCheckout(base, store.databaseUrl!, CHECKOUT_CUSTOMERS, DURATION, proc.pid);
      results.checkout[backend] = c;
      log(
        `  ${c.unavailable ?? ''} ${c.ordersPerSecond ?? '–'} orders/s (p50 ${c.p50Ms ?? '–'} ms, p99 ${c.p99Ms ?? '–'} ms), server CPU ${c.serverCpuMsPerOrder ?? '–'} ms an order, HOT ${c.productsHotShare ?? '–'}, oversold ${c.oversold ?? '–'}`,
      );
      if (c.unavailable) note(`checkout: ${c.unavailable}`);
    }
    if (backend === 'postgres' && !SKIP.has('mix')) {
      // A server of its own (same database): its memory and rate-limit counters start afresh.
      await proc.stop();
      const mixServer = await startServer(store, `${backend} mix`);
      proc = mixServer.proc;
      log(
        `postgres: shopper mix, ${MIX_SHOPPERS} shoppers for ${MIX_DURATION} s (70 % browse, 20 % search, 10 % cart and checkout)`,
      );
      const m = await benchMix(mixServer.base, store.databaseUrl!, cat, {
        shoppers: MIX_SHOPPERS,
        durationS: MIX_DURATION,
        thinkMs: MIX_THINK_MS,
        dataDir: store.dataDir,
      });
      results.mix[backend] = m;
      log(
        `  ${m.unavailable ?? ''} ${m.rps ?? '–'} req/s; reads p99 ${m.reads?.p99 ?? '–'} ms, checkout p99 ${m.checkout?.p99 ?? '–'} ms, ${m.ordersPlaced ?? '–'} orders, errors ${m.errors ?? '–'} ${JSON.stringify(m.errorStatuses ?? {})}, oversold ${m.oversold ?? '–'}`,
      );
      if (m.unavailable) note(`mix: ${m.unavailable}`);
    }
  } finally {
    await proc?.stop();
    await store.dispose();
  }
}

/**
 * Every storefront route a shopper lands on (issue 24), signed in where the page needs it. The cart
 * is measured as a visitor's (empty); checkout, orders, profile, edit profile and wishlist signed in
 * as the demo customer with a product in the cart.
 */
function storefrontPages(cat: Catalogue): { name: string; path: string; signedIn: boolean }[] {
  const visitor = (name: string, p: string) => ({ name, path: p, signedIn: false });
  const customer = (name: string, p: string) => ({ name, path: p, signedIn: true });
  return [
    visitor('home', '/'),
    visitor('category', `/viewallca/${cat.categoryIds[0] ?? 1}`),
    visitor('product', `/product/${cat.slugs[0] ?? 'none'}`),
    visitor('search', '/search?query=rice'),
    visitor('cart', '/cart'),
    visitor('login', '/login'),
    visitor('signup', '/signup'),
    visitor('forgotPassword', '/forgetpassword'),
    visitor('otp', '/otpverify'),
    customer('checkout', '/checkout'),
    customer('orders', '/orders'),
    customer('profile', '/profile'),
    customer('editProfile', '/edit-profile'),
    customer('wishlist', '/wishlist'),
  ];
}

let calibrated: Results['calibration'];
/** The host's benchmarkIndex and each tier's slowdown, measured once per bench run. */
function calibration(): NonNullable<Results['calibration']> {
  if (!calibrated) throw new Error('not calibrated yet');
  return calibrated;
}

async function lighthousePages(base: string, cat: Catalogue): Promise<void> {
  const wanted = new Set(args.pages.split(',').filter(Boolean));
  const all = storefrontPages(cat);
  // A quick run: the mid tier, one run, home and login.
  const pages = all.filter((p) =>
    wanted.size ? wanted.has(p.name) : !QUICK || ['home', 'login'].includes(p.name),
  );
  const tierNames = (
    args.tiers ? args.tiers.split(',') : QUICK ? ['mid'] : Object.keys(DEVICE_TIERS)
  ) as DeviceTier[];
  const lh: NonNullable<Results['lighthouse']> = {
    backend: 'pglite',
    benchmarkIndex: calibration().benchmarkIndex,
    tiers: {},
  };
  results.lighthouse = lh;
  let session: SessionBrowser | undefined;
  try {
    for (const tier of tierNames) {
      const cpuSlowdown = calibration().multipliers[tier];
      const measured: NonNullable<Results['lighthouse']>['tiers'][string] = {
        targetIndex: DEVICE_TIERS[tier],
        cpuSlowdown,
        pages: {},
      };
      lh.tiers[tier] = measured;
      for (const p of pages) {
        log(`lighthouse ${tier}-tier (${cpuSlowdown}× CPU): ${p.path}${p.signedIn ? ' (signed in)' : ''}`);
        if (p.signedIn) session ??= await signedInBrowser(base, CHROME_PATH);
        const page = await lighthouse(p.name, base + p.path, LIGHTHOUSE_RUNS, {
          cpuSlowdown,
          ...(p.signedIn ? { session } : {}),
        });
        measured.pages[p.name] = page;
        log(
          `  ${page.error ?? ''} perf ${page.performance}${page.performanceRuns ? ` (runs ${page.performanceRuns.join(', ')})` : ''} a11y ${page.accessibility} bp ${page.bestPractices} seo ${page.seo} LCP ${page.lcpMs} ms TBT ${page.tbtMs} ms CLS ${page.cls} (index in run ${page.benchmarkIndex})`,
        );
      }
    }
  } finally {
    await session?.close();
  }
  if (QUICK && !wanted.size) note('quick run: Lighthouse mid-tier on / and /login only, one run each');
}

/** Logs in one of the generated accounts (password BENCH_CUSTOMER_PASSWORD); null when refused. */
async function logIn(base: string, email: string): Promise<string | null> {
  const res = await fetch(`${base}/api/v1/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone_or_email: email, password: BENCH_CUSTOMER_PASSWORD }),
  });
  if (!res.ok) return null;
  return ((await res.json()) as { access_token: string }).access_token;
}

/** What the large part needs to know of a database generated by an earlier run (--large-database-url). */
async function describeLarge(db: Db): Promise<{ generated: GeneratedCatalogue; history?: GeneratedOrders }> {
  const [p] = await rawRows<{ n: number; first: number; last: number }>(
    db,
    'select count(*)::int as n, min(id) as first, max(id) as last from products',
  );
  const cats = await rawRows<{ id: number; parent: number | null }>(
    db,
    'select id, parent_id as parent from categories order by id',
  );
  const generated: GeneratedCatalogue = {
    products: Number(p!.n),
    categories: cats.length,
    seconds: 0,
    topCategoryIds: cats.filter((c) => c.parent === null).map((c) => c.id),
    subCategoryIds: cats.filter((c) => c.parent !== null).map((c) => c.id),
    firstProductId: Number(p!.first),
    lastProductId: Number(p!.last),
  };
  const [who] = await rawRows<{ id: number; email: string; orders: number }>(
    db,
    `select u.id, u.email, (select count(*)::int from orders o where o.user_id = u.id) as orders
       from users u where u.email like 'shopper-%-0@bench.kandamul.test' order by u.id desc limit 1`,
  );
  if (!who) return { generated };
  const [o] = await rawRows<{ orders: number; lines: number; customers: number }>(
    db,
    `select (select count(*)::int from orders) as orders, (select count(*)::int from order_lines) as lines,
            (select count(*)::int from users where email like 'shopper-%') as customers`,
  );
  return {
    generated,
    history: {
      orders: Number(o!.orders),
      lines: Number(o!.lines),
      customers: Number(o!.customers),
      seconds: 0,
      benchCustomer: { id: Number(who.id), email: who.email, orders: Number(who.orders) },
    },
  };
}

async function benchLarge(backend: Backend): Promise<void> {
  const reuse = args['large-database-url'];
  const store: BenchStore = reuse
    ? { backend, dataDir: tempDir('large-reused').dir, databaseUrl: reuse, dispose: async () => {} }
    : await createStore(backend, 'large', ADMIN_URL);
  if (!reuse) log(`${backend}: generating ${LARGE_PRODUCTS} products`);
  let proc: Started | undefined;
  try {
    const database = await openDatabase({ databaseUrl: store.databaseUrl, dataDir: store.dataDir });
    let generated: GeneratedCatalogue;
    let history: GeneratedOrders | undefined;
    let staffEmail: string | undefined;
    let adminPaths: Record<string, string[]> = {};
    try {
      await database.migrate();
      if (reuse) {
        ({ generated, history } = await describeLarge(database.db));
        log(`reusing ${generated.products} products and ${history?.orders ?? 0} orders`);
      } else {
        generated = await generateCatalogue(database.db, { products: LARGE_PRODUCTS });
        log(`  ${generated.seconds.toFixed(1)} s`);
        if (LARGE_ORDERS > 0) {
          log(`${backend}: generating ${LARGE_ORDERS} orders of ${LARGE_CUSTOMERS} customers`);
          history = await generateOrders(database.db, {
            orders: LARGE_ORDERS,
            customers: LARGE_CUSTOMERS,
            firstProductId: generated.firstProductId,
            lastProductId: generated.lastProductId,
            benchCustomerOrders: BENCH_CUSTOMER_ORDERS,
          });
          log(`  ${history.seconds.toFixed(1)} s, ${history.lines} lines`);
        }
      }
      if (history) {
        staffEmail = await createBenchStaff(database.db);
        adminPaths = await adminOrderPaths(database.db);
      }
    } finally {
      await database.close();
    }
    const server = await startServer(store, `${backend} large`);
    proc = server.proc;
    const base = server.base;
    const queries = manyQueries(SEQUENTIAL);
    const categoryPaths = [...generated.topCategoryIds, ...generated.subCategoryIds].map(
      (id) => `/api/v1/category/product/${id}/`,
    );
    const large: Results['large'][string] = {
      products: LARGE_PRODUCTS,
      generateSeconds: Math.round(generated.seconds * 10) / 10,
      ...(reuse
        ? {}
        : { generateTotalSeconds: Math.round((generated.seconds + (history?.seconds ?? 0)) * 10) / 10 }),
      reads: {},
      ...(history
        ? {
            orders: {
              orders: history.orders,
              lines: history.lines,
              customers: history.customers,
              generateSeconds: Math.round(history.seconds * 10) / 10,
            },
          }
        : {}),
    };
    results.large[backend] = large;
    log(`${backend} large: ${SEQUENTIAL} suggestions one at a time (prefixes and typos)`);
    large.suggestLatency = await sequentialLatency(
      base,
      suggestQueries(SEQUENTIAL).map(suggestPath),
      SEQUENTIAL,
    );
    log(
      `  p50 ${large.suggestLatency.p50} ms, p95 ${large.suggestLatency.p95} ms, p99 ${large.suggestLatency.p99} ms`,
    );
    log(`  slowest: ${slowestQueries(large.suggestLatency)}`);
    // One at a time first, while every query is still new to the server: the database's own latency.
    log(`${backend} large: ${SEQUENTIAL} searches one at a time`);
    large.searchLatency = await sequentialLatency(base, queries.map(searchPath), SEQUENTIAL);
    log(
      `  p50 ${large.searchLatency.p50} ms, p95 ${large.searchLatency.p95} ms, p99 ${large.searchLatency.p99} ms`,
    );
    log(`  slowest: ${slowestQueries(large.searchLatency)}`);
    log(`${backend} large: search`);
    large.reads.search = await measureLevels(base, queries.map(searchPath));
    if (history) {
      log(`${backend} large: order list of a customer with ${history.benchCustomer.orders} orders`);
      const token = await logIn(base, history.benchCustomer.email);
      if (token) {
        // The first pages (what a customer opens) and a deep one, one at a time.
        const pages = Array.from(
          { length: 10 },
          (_, i) => `/api/v1/order/list/?page=${i < 8 ? 1 + (i % 4) : 10 + i}`,
        );
        large.orderListLatency = {
          ...(await sequentialLatency(base, pages, SEQUENTIAL, { authorization: `Bearer ${token}` })),
          benchCustomerOrders: history.benchCustomer.orders,
        };
        log(`  p50 ${large.orderListLatency.p50} ms, p95 ${large.orderListLatency.p95} ms`);
      } else {
        note('order list not measured: the bench customer could not log in');
      }
    }
    if (staffEmail) {
      const token = await logIn(base, staffEmail);
      if (token) {
        const auth = { authorization: `Bearer ${token}` };
        // issue 18: the console's orders list with each single filter, then the dashboard.
        large.adminOrders = {};
        for (const [kind, paths] of Object.entries(adminPaths)) {
          log(`${backend} large: console orders list, ${kind}`);
          large.adminOrders[kind] = await sequentialLatency(base, paths, paths.length, auth);
          log(`  p50 ${large.adminOrders[kind].p50} ms, p95 ${large.adminOrders[kind].p95} ms`);
        }
        large.adminOrdersWorstP95 = Math.max(...Object.values(large.adminOrders).map((r) => r.p95));
        log(`${backend} large: console dashboard`);
        large.dashboardLatency = await sequentialLatency(base, ['/api/v1/admin/dashboard/'], 30, auth);
        log(`  p50 ${large.dashboardLatency.p50} ms, p95 ${large.dashboardLatency.p95} ms`);
      } else {
        note('console rows not measured: the bench staff could not log in');
      }
    }
    log(`${backend} large: category listing`);
    large.reads['category listing'] = await measureLevels(base, categoryPaths);
    large.rssMb = await settledRssMb(proc.pid);
  } finally {
    await proc?.stop();
    await store.dispose();
  }
}

async function main() {
  installSignalHandlers();
  const budgets = (
    JSON.parse(readFileSync(path.join(ROOT, 'bench/budgets.json'), 'utf8')) as { budgets: Budget[] }
  ).budgets;

  // Every part: the storefront, its server render and the server (an older build may lack some).
  const built = [
    path.join(WEB_DIST, 'index.html'),
    path.join(WEB_DIST, '../dist-ssr/entry-server.js'),
    API_SERVER,
  ];
  if (!built.every((file) => existsSync(file))) {
    log('the build is missing or incomplete: npm run build');
    await run('npm', ['run', 'build']);
  }
  if (!SKIP.has('lighthouse') || !SKIP.has('inp')) {
    calibrated = await calibrate(CHROME_PATH);
    results.calibration = calibrated;
    log(
      `host benchmarkIndex ${calibrated.benchmarkIndex} (samples ${calibrated.samples.join(', ')}): CPU slowdown ${calibrated.multipliers.mid}× for the mid-tier phone (${DEVICE_TIERS.mid}), ${calibrated.multipliers.low}× for the low-tier phone (${DEVICE_TIERS.low})`,
    );
  }
  const assets = initialAssets(WEB_DIST);
  results.bundle = {
    ...assets,
    jsGzipKB: Math.round(assets.jsGzipBytes / 100) / 10,
    cssGzipKB: Math.round(assets.cssGzipBytes / 100) / 10,
  };
  log(`initial JS ${results.bundle.jsGzipKB} KB gzip, CSS ${results.bundle.cssGzipKB} KB gzip`);

  if (!SKIP.has('reads')) {
    log('baseline: bare node:http');
    const port = nextPort++;
    const baseline = startProcess('baseline', process.execPath, [path.join(ROOT, 'bench/baseline.mjs')], {
      PORT: String(port),
    });
    await waitForHttp(`http://127.0.0.1:${port}/`, baseline);
    for (const c of LEVELS) {
      const r = await measure(`http://127.0.0.1:${port}`, ['/'], c, DURATION, WARMUP);
      results.baseline[`c${c}` as 'c10' | 'c50'] = r;
      log(`  ${c} conns: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`);
    }
    await baseline.stop();
  }

  const backends: Backend[] = [];
  if (ADMIN_URL && !SKIP.has('postgres')) backends.push('postgres');
  else note('PostgreSQL not measured: set BENCH_DATABASE_URL (budgets are for PostgreSQL)');
  if (!SKIP.has('pglite')) backends.push('pglite');
  // The demo shop's server is started for any of its parts: `--skip reads` leaves out the load tests
  // and keeps Lighthouse (`--skip reads,inp,checkout,large --pages orders` measures one route alone);
  // `--skip reads,lighthouse,inp,checkout`: the large catalogue alone (its database still follows
  // BENCH_DATABASE_URL).
  const demoParts = ['reads', 'lighthouse', 'inp', 'checkout', 'mix'].filter((part) => !SKIP.has(part));
  if (demoParts.length) for (const [i, backend] of backends.entries()) await benchBackend(backend, i === 0);

  const ceiling = results.baseline.homePayload;
  for (const reads of Object.values(results.reads)) {
    const home = reads['home data']?.c50;
    if (ceiling && home && !home.unavailable) {
      home.ratioToPayloadCeiling = Math.round((home.rps / ceiling.rps) * 1000) / 1000;
    }
  }
  const pg = results.reads.postgres;
  const lite = results.reads.pglite;
  if (pg && lite) {
    for (const name of Object.keys(pg)) {
      const a = lite[name]?.c50;
      const b = pg[name]?.c50;
      if (a && b && !a.unavailable && !b.unavailable && b.p99 > 0) {
        results.compare.pgliteP99OverPostgres[name] = Math.round((a.p99 / b.p99) * 100) / 100;
      }
    }
  }

  if (!SKIP.has('large')) await benchLarge(ADMIN_URL && !SKIP.has('postgres') ? 'postgres' : 'pglite');
  if (QUICK)
    note(
      `quick run: large catalogue of ${LARGE_PRODUCTS} products, ${DURATION} s loads at 50 connections only`,
    );

  const outcomes = evaluate(results, budgets);
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(ROOT, 'bench/results/latest.json'),
    JSON.stringify({ ...results, budgets: outcomes }, null, 2) + '\n',
  );
  console.log(markdown(results, outcomes));

  if (args.check) {
    // A quick run measures less (fewer pages, a smaller catalogue): only what it measured is judged.
    const broken = outcomes.filter((o) => o.status === 'fail' || (o.status === 'not measured' && !QUICK));
    if (broken.length) {
      console.error(`\n${broken.length} budget(s) broken:`);
      for (const o of broken) {
        const limit = o.min !== undefined ? `≥ ${o.min}` : `≤ ${o.max}`;
        console.error(
          `  - ${o.label}: ${o.actual ?? 'not measured'} (budget ${limit}${o.unit ? ' ' + o.unit : ''})`,
        );
      }
      process.exitCode = 1;
    } else {
      console.error('\nEvery budget holds.');
    }
  }
}

main()
  .catch((err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanupAll();
  });
