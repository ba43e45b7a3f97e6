import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../src/db/client';
import { products as productsTable, users } from '../../src/db/schema';
import { hashPassword } from '../../src/modules/auth/password';
import { AccessTokens } from '../../src/infra/tokens';
import { seedIfEmpty } from '../../src/seed';
import { startFakeS3, type FakeS3 } from '../fakes/s3';
import { checkout, prepareShop, type ServerProcess, startServer } from './process';
import { createPgDatabase, open, removeDir, TEST_AUTH_SECRET, tempDir } from './shop';

// Two API processes, each with its own data folder (as on two machines), on one PostgreSQL, one
// Redis and one upload bucket, with the same AUTH_SECRET: what the README's Production section
// deploys. Checkouts spread over both never oversell; a login limit reached through one holds on
// the other; a token (and a refresh token) issued by one works on the other; a picture uploaded
// through one is served by the other; and two processes starting together migrate and seed once.

const PG = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}
const canRun = Boolean(PG) && (await redisReachable());

const figures: Record<string, unknown> = {};
const cleanups: (() => Promise<void> | void)[] = [];
const running = new Set<ServerProcess>();

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  const dir = path.resolve(import.meta.dirname, '../../../../reports/reliability');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'scale-out.json'), JSON.stringify(figures, null, 2));
});

describe.skipIf(!canRun)('two API processes on one PostgreSQL and one Redis', () => {
  const prefix = `kandamul-test-${randomBytes(4).toString('hex')}`;
  let A: ServerProcess;
  let B: ServerProcess;
  let url = '';
  let fake: FakeS3;
  let shop: Awaited<ReturnType<typeof prepareShop>>;
  const STOCK = 25;

  beforeAll(async () => {
    const pgdb = await createPgDatabase();
    url = pgdb.url;
    cleanups.push(() => pgdb.drop());
    const setupDir = tempDir('scale-setup');
    cleanups.push(() => removeDir(setupDir));
    shop = await prepareShop(
      { url, dataDir: setupDir },
      {
        customers: 30,
        products: [
          { title: 'Last Jars of Chiuri Honey', stock: STOCK },
          { title: 'Basmati Rice 5 kg', stock: 1000 },
        ],
      },
    );
    fake = await startFakeS3({
      bucket: 'uploads',
      accessKeyId: 'SCALE',
      secretAccessKey: 'scale-secret',
      region: 'us-east-1',
    });
    cleanups.push(() => fake.close());
    const env = (dir: string) => ({
      DATABASE_URL: url,
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      DATA_DIR: dir,
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: fake.endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'SCALE',
      S3_SECRET_ACCESS_KEY: 'scale-secret',
    });
    const dirA = tempDir('machine-a');
    const dirB = tempDir('machine-b');
    cleanups.push(
      () => removeDir(dirA),
      () => removeDir(dirB),
    );
    // Started together: they meet at the migration lock.
    [A, B] = await Promise.all([startServer(env(dirA)), startServer(env(dirB))]);
    running.add(A).add(B);
  }, 180_000);

  afterAll(async () => {
    for (const s of running) s.child.kill('SIGKILL');
    const r = new Redis(REDIS_URL);
    const keys = await r.keys(`${prefix}*`);
    if (keys.length) await r.del(...keys);
    r.disconnect();
  });

  it('concurrent checkouts spread over both processes never oversell', async () => {
    const honey = shop.products[0]!;
    const attempts = await Promise.all(
      shop.shoppers.flatMap((s, i) =>
        [0, 1].map(async (n) => {
          const server = (i + n) % 2 === 0 ? A : B;
          const a = await checkout(server.url, s, `honey-${i}-${n}`, {
            product_id: [honey.id],
            qtys: [1],
            location: s.addressId,
          });
          return { ...a, via: server === A ? 'A' : 'B' };
        }),
      ),
    );
    const ok = attempts.filter((a) => a.status === 201);
    const soldOut = attempts.filter((a) => a.status === 409);
    expect(attempts.filter((a) => a.status !== 201 && a.status !== 409)).toEqual([]);
    expect(ok.length).toBe(STOCK);
    expect(ok.some((a) => a.via === 'A') && ok.some((a) => a.via === 'B')).toBe(true);

    const database = await open({ url });
    try {
      const [row] = await database.db
        .select({ stock: productsTable.stock })
        .from(productsTable)
        .where(eq(productsTable.id, honey.id));
      const [sold] = await queryRows<{ n: number }>(
        database.db,
        sql`select coalesce(sum(quantity), 0)::int as n from order_lines where product_id = ${honey.id}`,
      );
      expect(row!.stock).toBe(0);
      expect(sold!.n).toBe(STOCK);
    } finally {
      await database.close();
    }
    figures.checkouts = {
      tried: attempts.length,
      stock: STOCK,
      acceptedViaA: ok.filter((a) => a.via === 'A').length,
      acceptedViaB: ok.filter((a) => a.via === 'B').length,
      refusedOutOfStock: soldOut.length,
      oversold: 0,
    };
  });

  async function account(password: string) {
    const database = await open({ url });
    try {
      const phone = `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
      const [row] = await database.db
        .insert(users)
        .values({
          phone,
          email: `scale${randomBytes(4).toString('hex')}@example.com`,
          passwordHash: await hashPassword(password),
          firstName: 'Hari',
          lastName: 'Thapa',
          phoneVerified: true,
        })
        .returning({ id: users.id });
      return { id: row!.id, phone };
    } finally {
      await database.close();
    }
  }

  const post = (server: ServerProcess, p: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/v1${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('a login limit reached through one process holds on the other', async () => {
    const who = await account('Correct1!');
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await post(A, '/login/', { phone_or_email: who.phone, password: `wrong-${i}` })).status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    const onB = await post(B, '/login/', { phone_or_email: who.phone, password: 'wrong-again' });
    expect(onB.status).toBe(429);
    expect(((await onB.json()) as { code: string }).code).toBe('RATE_LIMITED');
    // Even the right password waits: the limit is on the account from this address, on every process.
    expect((await post(B, '/login/', { phone_or_email: who.phone, password: 'Correct1!' })).status).toBe(429);
    expect((await post(A, '/login/', { phone_or_email: who.phone, password: 'Correct1!' })).status).toBe(429);
    const r = new Redis(REDIS_URL);
    const keys = await r.keys(`${prefix}-limit:*`);
    r.disconnect();
    expect(keys.length).toBeGreaterThan(0);
    figures.loginLimit = { attemptsViaA: 10, firstRefusedVia: 'B', redisKeys: keys.length };
  });

  it('a token issued by one process works on the other; a refresh rotated on one is dead on both', async () => {
    const who = await account('Correct1!');
    const login = await post(A, '/login/', { phone_or_email: who.phone, password: 'Correct1!' });
    expect(login.status).toBe(200);
    const tokens = (await login.json()) as { access_token: string; refresh_token: string; user_id: number };
    const profile = await fetch(`${B.url}/api/v1/profile/`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(profile.status).toBe(200);
    expect(JSON.stringify(await profile.json())).toContain('Hari');

    const rotated = await post(B, '/token/refresh/', { refresh: tokens.refresh_token });
    expect(rotated.status).toBe(200);
    const pair = ((await rotated.json()) as { token: { access: string; refresh: string } }).token;
    const again = await fetch(`${A.url}/api/v1/profile/`, {
      headers: { authorization: `Bearer ${pair.access}` },
    });
    expect(again.status).toBe(200);
    // The old refresh token, replayed on the other process, is reuse: the whole family is revoked.
    expect((await post(A, '/token/refresh/', { refresh: tokens.refresh_token })).status).toBe(401);
    expect((await post(B, '/token/refresh/', { refresh: pair.refresh })).status).toBe(401);
    figures.tokens = { issuedBy: 'A', acceptedBy: 'B', refreshReuseAcrossProcessesRefused: true };
  });

  it('a picture uploaded through one process is served by the other (shared bucket)', async () => {
    const s = shop.shoppers[0]!;
    const png = await sharp({
      create: { width: 16, height: 16, channels: 3, background: { r: 10, g: 120, b: 40 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const up = await fetch(`${A.url}/api/v1/change/profile/pic/`, {
      method: 'POST',
      headers: s.auth,
      body: form,
    });
    expect(up.status).toBe(200);
    const { image } = (await up.json()) as { image: string };
    expect(image.startsWith('/media/')).toBe(true);
    const viaB = await fetch(`${B.url}${image}`);
    expect(viaB.status).toBe(200);
    expect(viaB.headers.get('content-type')).toContain('image/webp');
    const bytes = Buffer.from(await viaB.arrayBuffer());
    expect(bytes.equals(fake.objects.get(image.slice('/media/'.length))!.body)).toBe(true);
    figures.uploads = { uploadedVia: 'A', servedVia: 'B', objectsInBucket: fake.objects.size };
  });

  it('a price changed through one process is served by the other within 2 s (catalogue change event)', async () => {
    const rice = shop.products[1]!;
    const database = await open({ url });
    let adminId: number;
    let slug: string;
    try {
      const [row] = await database.db
        .insert(users)
        .values({
          phone: `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
          email: `owner${randomBytes(4).toString('hex')}@example.com`,
          passwordHash: 'not-a-login-account',
          firstName: 'Ram',
          lastName: 'Thapa',
          phoneVerified: true,
          role: 'admin',
        })
        .returning({ id: users.id });
      adminId = row!.id;
      const [p] = await database.db
        .select({ slug: productsTable.slug })
        .from(productsTable)
        .where(eq(productsTable.id, rice.id));
      slug = p!.slug;
    } finally {
      await database.close();
    }
    const price = async () => {
      const res = await fetch(`${B.url}/api/v1/product/detail/${slug}/`);
      return JSON.stringify(await res.json());
    };
    // B now holds the answer in its cache (10 s in production).
    expect(await price()).not.toContain('"selling_price":187.5');
    const token = await new AccessTokens(TEST_AUTH_SECRET).sign(adminId, undefined, { role: 'admin' });
    const res = await fetch(`${A.url}/api/v1/admin/products/${rice.id}/`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ selling_price: 187.5 }),
    });
    expect(res.status).toBe(200);
    const changedAt = Date.now();
    let seenAfter = -1;
    while (Date.now() - changedAt < 2000) {
      if ((await price()).includes('187.5')) {
        seenAfter = Date.now() - changedAt;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    figures.priceChangeSeenOnOtherProcessMs = seenAfter;
    expect(seenAfter).toBeGreaterThanOrEqual(0);
  });

  it('both stop cleanly on SIGTERM', async () => {
    A.child.kill('SIGTERM');
    B.child.kill('SIGTERM');
    expect(await A.exited).toEqual({ code: 0, signal: null });
    expect(await B.exited).toEqual({ code: 0, signal: null });
    running.clear();
  });
});

describe.skipIf(!PG)('two processes starting together on an empty PostgreSQL', () => {
  it('migrate and seed once, one after the other (advisory lock)', async () => {
    const pgdb = await createPgDatabase();
    cleanups.push(() => pgdb.drop());
    const a = await openDatabase({ databaseUrl: pgdb.url });
    const b = await openDatabase({ databaseUrl: pgdb.url });
    try {
      const results = await Promise.all(
        [a, b].map((d) =>
          d.exclusive(async () => {
            await d.migrate();
            return seedIfEmpty(d.db, { images: false });
          }),
        ),
      );
      expect(results.filter((r) => r.demo).length).toBe(1);
      expect(results.filter((r) => r.places).length).toBe(1);
      const [categories] = await queryRows<{ n: number }>(
        a.db,
        sql`select count(*)::int as n from categories`,
      );
      const single = await createPgDatabase();
      cleanups.push(() => single.drop());
      const c = await openDatabase({ databaseUrl: single.url });
      await c.migrate();
      await seedIfEmpty(c.db, { images: false });
      const [expected] = await queryRows<{ n: number }>(c.db, sql`select count(*)::int as n from categories`);
      await c.close();
      expect(categories!.n).toBe(expected!.n);
      figures.bootTogether = { processes: 2, seededOnce: true, categories: categories!.n };
    } finally {
      await a.close();
      await b.close();
    }
  }, 120_000);
});
