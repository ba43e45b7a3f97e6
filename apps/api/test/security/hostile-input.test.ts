import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { createAddress, insertShopProducts, insertStations } from '../fixtures/orders.fixtures';
import { seedPlaces } from '../../src/seed/places';
import { FAST_LIMITS, signupBody } from '../accounts';
import { createCustomer, createTestApp, DB_KINDS, type TestApp } from '../helpers';
import { type DocRoute, documentedRoutes, encodeAny, fillPath } from './openapi';

// OWASP API8 (misconfiguration) and API4 (unrestricted resource consumption), ASVS V5 (validation):
// every route of the OpenAPI document gets bodies, path and query parameters built by fast-check from
// hostile material: wrong types, huge strings, deep nesting, unicode oddities, SQL and script payloads,
// prototype-pollution keys. Never a 5xx; every failure a JSON error with a string message; the
// database unchanged (row counts, stock, order statuses) whenever the request failed; and the test
// process's own Object.prototype never polluted (inject runs the app in this process).

const RUNS_BODY = 25;
const RUNS_PARAMS = 20;

const PAYLOADS = [
  "' OR '1'='1",
  "1' OR 1=1 --",
  '1; DROP TABLE users; --',
  "') UNION SELECT password_hash, email FROM users --",
  '1 AND (SELECT pg_sleep(5)) IS NULL',
  "'; SELECT pg_sleep(5); --",
  '$1',
  '%',
  '_',
  '\\',
  "\\'",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Eevil',
  '\uFEFF',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '👨‍👩‍👧‍👦'.repeat(50),
  'नमस्ते संसार',
  '𝕂𝕒𝕟𝕕𝕒𝕞𝕦𝕝',
  '\r\nSet-Cookie: x=1',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  'true',
  'null',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  ' ',
  '',
];
const POLLUTION_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  '__defineGetter__',
  'toString',
  'hasOwnProperty',
];

const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...PAYLOADS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  // Huge strings: 10 kB to 300 kB, all one character or a payload repeated.
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 10_000, max: 300_000 }), fc.constantFrom('a', 'न', "'", '%', '<'))
      .map(([n, c]) => c.repeat(n)),
  },
);
const hostileNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1.5,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    2 ** 53,
    Number.MAX_SAFE_INTEGER,
    1e308,
    -0,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const { value: hostileValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 6, arbitrary: hostileString },
    { weight: 2, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(
        fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...POLLUTION_KEYS)),
        tie('value'),
        { maxKeys: 4 },
      ),
    },
  ),
}));

/** JSON text, so keys like "__proto__" reach the server literally (JSON.stringify would drop them). */
function toJson(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'null';
  if (Array.isArray(v)) return `[${v.map(toJson).join(',')}]`;
  return `{${Object.entries(v)
    .map(([k, x]) => `${JSON.stringify(k)}:${toJson(x)}`)
    .join(',')}}`;
}

/** Each of these goes into every field of every JSON body, one at a time (the deterministic sweep). */
const SWEEP: unknown[] = [
  'a\u0000b',
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "'; SELECT pg_sleep(5); --",
  '\uD800',
  '<script>alert(1)</script>',
  '%_\\',
  '9'.repeat(40),
  'x'.repeat(100_000),
  -1,
  2 ** 31,
  1e308,
  1.5,
  true,
  null,
  [],
  ['a\u0000'],
  {},
  { constructor: { prototype: { polluted: true } } },
];

/** Paths of the leaves of a JSON value ('user.first_name', 'items.0.quantity'). */
function leafPaths(v: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (v === null || typeof v !== 'object') return [prefix];
  const entries = Array.isArray(v) ? v.map((x, i) => [i, x] as const) : Object.entries(v);
  if (!entries.length) return [prefix];
  return entries.flatMap(([k, x]) => leafPaths(x, [...prefix, k]));
}

/** A deep copy of `v` with the leaf at `at` replaced. */
function replaced(v: unknown, at: (string | number)[], leaf: unknown): unknown {
  if (!at.length) return leaf;
  const copy = (Array.isArray(v) ? [...v] : { ...(v as object) }) as Record<string | number, unknown>;
  copy[at[0]!] = replaced(copy[at[0]!], at.slice(1), leaf);
  return copy;
}

const deepNesting = fc
  .tuple(fc.integer({ min: 1_000, max: 100_000 }), fc.constantFrom('[', '{"a":'))
  .map(([depth, open]) => open.repeat(depth) + (open === '[' ? ']' : '1}').repeat(depth));

interface Counts {
  tables: Record<string, number>;
  stock: number;
  statuses: string;
}

describe.each(DB_KINDS)('hostile input on every documented route (%s)', (kind) => {
  let t: TestApp;
  let routes: DocRoute[];
  let token: { authorization: string };
  /** The console's routes are attacked as an admin, so hostile input reaches the code behind them. */
  let adminToken: { authorization: string };
  let countSql: string;
  const bases: Record<string, unknown> = {};
  const figures = {
    requests: 0,
    byStatus: {} as Record<number, number>,
    failedRequests: 0,
    dataChangedOnFailure: 0,
    prototypePolluted: 0,
    routes: 0,
  };

  async function counts(): Promise<Counts> {
    const [row] = await queryRows<Record<string, unknown>>(t.database.db, sql.raw(countSql));
    const { __stock, __statuses, ...tables } = row!;
    return {
      tables: Object.fromEntries(Object.entries(tables).map(([k, v]) => [k, Number(v)])),
      stock: Number(__stock),
      statuses: String(__statuses ?? ''),
    };
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'empty', env: FAST_LIMITS });
    await seedPlaces(t.database.db);
    const stations = await insertStations(t.database.db);
    const items = await insertShopProducts(t.database.db, [
      { title: 'Rice', pricePaisa: 20_000, stock: 500 },
      { title: 'Lentils', pricePaisa: 15_000, stock: 500 },
    ]);
    const c = await createCustomer(t);
    token = c.auth;
    adminToken = (await createCustomer(t, { role: 'admin' })).auth;
    const address = await createAddress(t, c, { nearest_branch: stations.kathmandu });
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/v1/checkout/',
      headers: token,
      payload: { product_id: [items[0]!.id], qtys: [1], location: address.id },
    });
    expect(order.statusCode).toBe(201);
    routes = await documentedRoutes(t.app);
    figures.routes = routes.length;

    const tables = await queryRows<{ tablename: string }>(
      t.database.db,
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    );
    countSql = `select ${tables
      .map((r) => `(select count(*) from "${r.tablename}")::int as "${r.tablename}"`)
      .join(', ')}, (select coalesce(sum(stock), 0) from products)::bigint as __stock,
      (select string_agg(id || ':' || status, ',' order by id) from orders) as __statuses`;

    // Valid bodies to start from, so a single hostile field reaches the code behind validation.
    const signup = signupBody();
    Object.assign(bases, {
      'POST /api/v1/signup/': signup,
      'POST /api/v1/login/': { phone_or_email: signup.phone, password: signup.password },
      'POST /api/v1/token/': { phone_or_email: signup.phone, password: signup.password },
      'POST /api/v1/token/refresh/': { refresh: 'x'.repeat(43) },
      'POST /api/v1/logout/': { refresh: 'x'.repeat(43) },
      'POST /api/v1/forgot/password/': { phone_or_email: '9800000001' },
      'POST /api/v1/validate/otp': { phone_or_email: 'a@example.com', otp: '123456' },
      'POST /api/v1/validate/otp/': { phone_or_email: 'a@example.com', otp: '123456' },
      'POST /api/v1/reset/password/': {
        reset_token: 'x'.repeat(43),
        new_password: 'Secret12!',
        confirm_password: 'Secret12!',
      },
      'POST /api/v1/otp/public/send/': { phone: '9800000001' },
      'POST /api/v1/otp/public/verify/': { phone: '9800000001', otp: '123456' },
      'POST /api/v1/otp/public/send/email/': { email: 'a@example.com' },
      'PUT /api/v1/profile/update/': {
        user: { first_name: 'Sita', last_name: 'Rai' },
        gender: '',
        date_of_birth: null,
      },
      'POST /api/v1/cart/': { product_id: items[0]!.id, quantity: 1 },
      'PUT /api/v1/cart/': { items: [{ product_id: items[0]!.id, quantity: 1 }] },
      'POST /api/v1/create/wishlist/': { item: items[1]!.id },
      'POST /api/v1/voucher/apply/': { code: 'WELCOME10', order_total: 600 },
      'POST /api/v1/order/address/create/': {
        address_type: 0,
        location: 'Thamel',
        land_mark: '',
        province: 3,
        district: 27,
        municipality: 307,
        nearest_branch: null,
        full_name: 'Sita Rai',
        phone: '9800000011',
        is_default: false,
      },
      'PATCH /api/v1/order/address/update/{id}/': { location: 'Thamel' },
      'POST /api/v1/order/calculate-delivery-charge/': {
        address_id: address.id,
        cart_items: [{ product_id: items[0]!.id, quantity: 1 }],
      },
      'POST /api/v1/checkout/': { product_id: [items[1]!.id], qtys: [1], location: address.id },
      'POST /api/v1/order/cancel/{id}/': { remarks: 'x' },
      'POST /api/v1/admin/orders/{id}/status/': { status: 'Packed', note: 'x' },
      'PATCH /api/v1/admin/products/{id}/': { title: 'Rice', selling_price: 190 },
      'POST /api/v1/admin/products/{id}/stock/': { change: 1, reason: 'restock', note: 'x' },
    });
    // Path ids name a second address, so the delete route cannot take the one the bodies use.
    const spare = await createAddress(t, c);
    bases.__ids = { id: spare.id, productId: items[0]!.id, slug: 'rice', order: order.json().order_id };
  });

  afterAll(async () => {
    if (kind === 'pglite') {
      const dir = path.resolve(import.meta.dirname, '../../../../reports/security');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'hostile-input.json'), JSON.stringify(figures, null, 2));
    }
    await t?.close();
  });

  /** Sends one request; checks the answer, the data and the prototype. Returns a problem or null. */
  async function attack(
    r: DocRoute,
    url: string,
    body: string | undefined,
    headers: Record<string, string> = {},
  ): Promise<string | null> {
    // An earlier success may still be sending its order confirmation (after its answer).
    await t.app.backgroundSettled();
    const before = await counts();
    const res = await t.app.inject({
      method: r.method,
      url,
      headers: {
        ...(r.secured ? (r.path.startsWith('/api/v1/admin/') ? adminToken : token) : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body }),
    });
    figures.requests += 1;
    figures.byStatus[res.statusCode] = (figures.byStatus[res.statusCode] ?? 0) + 1;
    const what = `${r.key} ${url.slice(0, 120)} body ${String(body).slice(0, 160)}`;
    if (Object.keys(Object.prototype).length || ({} as Record<string, unknown>).polluted !== undefined) {
      figures.prototypePolluted += 1;
      return `Object.prototype polluted by ${what}`;
    }
    if (res.statusCode >= 500) return `${res.statusCode} for ${what}: ${res.body.slice(0, 200)}`;
    if (res.statusCode >= 400) {
      figures.failedRequests += 1;
      let parsed: { message?: unknown; code?: unknown } | null = null;
      try {
        parsed = res.json();
      } catch {
        return `${res.statusCode} without a JSON body for ${what}`;
      }
      if (typeof parsed?.message !== 'string' || typeof parsed?.code !== 'string') {
        return `${res.statusCode} without a string message and code for ${what}: ${res.body.slice(0, 200)}`;
      }
      await t.app.backgroundSettled();
      const after = await counts();
      if (JSON.stringify(after) !== JSON.stringify(before)) {
        figures.dataChangedOnFailure += 1;
        return `${res.statusCode} but the data changed for ${what}`;
      }
    }
    return null;
  }

  /** A body: anything at all, deep nesting, or the valid base with one field made hostile. */
  const bodyFor = (key: string) => {
    const base = bases[key];
    const mutated =
      base && typeof base === 'object'
        ? fc
            .tuple(
              fc.constantFrom(...Object.keys(base as object)),
              hostileValue,
              fc.constantFrom('replace', 'add-pollution', 'drop', 'nest-pollution'),
            )
            .map(([field, v, how]) => {
              const copy: Record<string, unknown> = { ...(base as Record<string, unknown>) };
              if (how === 'replace') copy[field] = v;
              else if (how === 'drop') delete copy[field];
              else if (how === 'add-pollution')
                return toJson(copy).replace(/^\{/, `{"__proto__":{"polluted":true},`);
              else copy[field] = { constructor: { prototype: { polluted: true } }, value: v };
              return toJson(copy);
            })
        : fc.constant('{}');
    return fc.oneof(
      { weight: 5, arbitrary: mutated },
      { weight: 2, arbitrary: hostileValue.map(toJson) },
      { weight: 1, arbitrary: deepNesting },
      {
        weight: 1,
        arbitrary: fc.constantFrom('{"a":', 'nul', '{"a":1}{"b":2}', '\uFEFF{}', '[', '"\\ud800"'),
      },
    );
  };

  const validId = (r: DocRoute) => (name: string) => {
    const ids = bases.__ids as Record<string, number | string>;
    if (r.path.startsWith('/api/v1/admin/products/')) return String(ids.productId);
    if (r.path.startsWith('/api/v1/admin/orders/')) return String(ids.order);
    return String(name === 'slug' ? ids.slug : (ids[name] ?? ids.id));
  };

  it('the route list comes from the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((r) => r.jsonBody).length).toBeGreaterThan(20);
  });

  // Every login-shaped body spends a real password hash (even for accounts without a usable one), so
  // the login routes alone take tens of seconds on a busy machine.
  it(
    'JSON bodies, every field × every sweep payload: never a 5xx, a JSON error, no data changed',
    { timeout: 600_000 },
    async () => {
      const problems: string[] = [];
      for (const r of routes.filter((x) => x.jsonBody)) {
        const base = bases[r.key] ?? {};
        for (const at of leafPaths(base)) {
          for (const leaf of SWEEP) {
            const problem = await attack(r, fillPath(r.path, validId(r)), toJson(replaced(base, at, leaf)));
            if (problem) problems.push(problem);
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );

  // Every login-shaped body spends a real password hash (even for accounts without a usable one), so
  // the login routes alone take tens of seconds on a busy machine.
  it(
    'JSON bodies built by fast-check: never a 5xx, always a JSON error, no data changed by a failure',
    { timeout: 600_000 },
    async () => {
      const problems: string[] = [];
      for (const r of routes.filter((x) => x.jsonBody)) {
        await fc.assert(
          fc.asyncProperty(bodyFor(r.key), async (body) => {
            const problem = await attack(r, fillPath(r.path, validId(r)), body);
            if (problem) problems.push(problem);
            return problem === null;
          }),
          { numRuns: RUNS_BODY, endOnFailure: true },
        );
      }
      expect(problems).toEqual([]);
    },
  );

  // Every route (the console's included) gets RUNS_PARAMS requests: minutes on a busy machine, like the
  // two sweeps above.
  it(
    'path and query parameters: never a 5xx, always a JSON error, no data changed by a failure',
    { timeout: 600_000 },
    async () => {
      const problems: string[] = [];
      for (const r of routes) {
        const pathNames = r.params.filter((p) => p.in === 'path').map((p) => p.name);
        const queryNames = r.params.filter((p) => p.in === 'query').map((p) => p.name);
        const hasHeader = r.params.some((p) => p.in === 'header');
        if (!pathNames.length && !queryNames.length && !hasHeader && r.method !== 'GET') continue;
        const value = fc.oneof(hostileString, hostileNumber.map(String));
        const arb = fc.record({
          path: fc.array(value, { minLength: pathNames.length, maxLength: pathNames.length }),
          query: fc.array(fc.tuple(fc.constantFrom(...queryNames, 'page', 'extra', '__proto__'), value), {
            maxLength: 4,
          }),
          // Malformed percent-encoding and invalid UTF-8, sent raw.
          rawTail: fc.option(
            fc.constantFrom(
              'q=%ff%fe',
              'q=%',
              'page=%c0%ae%c0%ae',
              'q=%00',
              'a[b]=1&a[__proto__][x]=1',
              'q=a&q=b&q=c',
            ),
          ),
          idempotencyKey: fc.option(
            fc.string({ unit: 'binary-ascii', maxLength: 200 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
          ),
        });
        await fc.assert(
          fc.asyncProperty(arb, async ({ path: values, query, rawTail, idempotencyKey }) => {
            let i = 0;
            // Huge path segments beyond what a URL may hold are covered by the hardening suite.
            const parts = [
              ...(rawTail ? [rawTail] : []),
              ...query.map(([k, v]) => `${encodeAny(k)}=${encodeAny(v.slice(0, 8000))}`),
            ];
            const url =
              fillPath(r.path, () => String(values[i++]).slice(0, 2000)) +
              (parts.length ? `?${parts.join('&')}` : '');
            const body = r.jsonBody ? toJson(bases[r.key] ?? {}) : undefined;
            const headers: Record<string, string> =
              idempotencyKey !== null && hasHeader ? { 'idempotency-key': idempotencyKey } : {};
            const problem = await attack(r, url, body, headers);
            if (problem) problems.push(problem);
            return problem === null;
          }),
          { numRuns: RUNS_PARAMS, endOnFailure: true },
        );
      }
      expect(problems).toEqual([]);
      expect(figures.prototypePolluted).toBe(0);
      expect(figures.dataChangedOnFailure).toBe(0);
    },
  );
});
