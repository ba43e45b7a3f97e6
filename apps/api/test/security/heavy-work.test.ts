/**
 * Issue 25, attack 4: cheap requests that freeze the server. 30 parallel wrong logins filled libuv's four
 * threads with scrypt (128 MiB each), so static files waited 10.7 s. Hashing now holds at most half of
 * the threads, and a burst beyond its queue is refused at once. Embedded database only (as the issue
 * allows): the point is the thread pool, not the database.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashCost, hashing } from '../../src/modules/auth/password';
import { login, post, verifiedAccount } from '../accounts';
import { createCustomer, createTestApp, type TestApp } from '../helpers';

describe('4. bursts of heavy requests (embedded database)', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    // The burst must cost what it costs in production: OWASP's scrypt, not the tests' cheap hash.
    vi.stubEnv('KANDAMUL_TEST_CHEAP_HASH', '0');
    dist = mkdtempSync(path.join(os.tmpdir(), 'kandamul-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1);'.repeat(4000));
    t = await createTestApp('pglite', {
      seed: 'empty',
      env: {
        WEB_DIST: dist,
        WEB_SSR_DIST: path.join(dist, 'no-server-entry'),
        RATE_LIMIT_FACTOR: '1000',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
    vi.unstubAllEnvs();
  });

  /** Times `n` GETs of a static file and of the page, one after another; their p99 in ms. */
  async function staticP99(n: number): Promise<number> {
    const times: number[] = [];
    for (const url of ['/assets/app-abc123.js', '/'].flatMap((u) => Array<string>(n).fill(u))) {
      const start = performance.now();
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      times.push(performance.now() - start);
      expect(res.statusCode).toBe(200);
    }
    times.sort((x, y) => x - y);
    return times[Math.ceil(times.length * 0.99) - 1]!;
  }

  it(
    '30 parallel wrong logins do not delay static files beyond 200 ms (p99)',
    { timeout: 180_000 },
    async () => {
      expect(hashCost()).toBe(2 ** 17);
      const acc = await verifiedAccount(t);
      await login(t, acc.phone, acc.password); // warms the dummy hash and the routes
      // On a machine shared with other work the quiet p99 is the floor: the budget is 200 ms, or four
      // times a quiet p99 when the machine itself is that slow (before the fix the delay was 10 s).
      const quiet = await staticP99(20);
      const burst = Array.from({ length: 30 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/login/',
          payload: { phone_or_email: acc.phone, password: `Wrong${i}!x` },
          remoteAddress: `203.0.113.${i + 1}`,
        }),
      );
      await new Promise((r) => setTimeout(r, 20)); // the burst is under way
      expect(hashing.load).toBeGreaterThan(0);
      const during = await staticP99(25);
      const answers = await Promise.all(burst);
      expect(answers.every((r) => r.statusCode === 401)).toBe(true);
      expect(during).toBeLessThan(Math.max(200, 4 * quiet));
    },
  );

  it('at most half the libuv threads hash at once; past its queue a login is refused with 503', async () => {
    expect(hashing.concurrency).toBeLessThanOrEqual(2);
    const acc = await verifiedAccount(t);
    // Fill the queue with held tasks, as a burst of logins would.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const fillers = Array.from({ length: hashing.concurrency + hashing.maxWaiting }, () =>
      hashing.run(() => held),
    );
    try {
      const start = performance.now();
      const refused = await post(t, '/login/', { phone_or_email: acc.phone, password: 'Wrong1!x' });
      expect(performance.now() - start).toBeLessThan(2000); // refused at once, not queued
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toMatchObject({ code: 'SERVER_BUSY', retry_after: 5 });
    } finally {
      release();
      await Promise.all(fillers);
    }
    expect(hashing.load).toBe(0);
    expect((await post(t, '/login/', { phone_or_email: acc.phone, password: acc.password })).statusCode).toBe(
      200,
    );
  });

  it('profile pictures: 10 an hour per customer, then 429', async () => {
    const c = await createCustomer(t);
    const strict = await createTestApp('pglite', { seed: 'empty' });
    try {
      const customer = await createCustomer(strict);
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await strict.app.inject({
          method: 'POST',
          url: '/api/v1/change/profile/pic/',
          headers: { ...customer.auth, 'content-type': 'application/json' },
          payload: {},
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 10).every((s) => s !== 429)).toBe(true);
      expect(codes[10]).toBe(429);
    } finally {
      await strict.close();
    }
    expect(c.id).toBeGreaterThan(0);
  });
});
