import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogCache, INVALIDATION_WINDOW_MS } from '../modules/catalog/catalog-cache';
import { ResponseCache } from './response-cache';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An app whose routes count how often they really ran. */
async function build(ttlMs: number) {
  const calls = { small: 0, big: 0, missing: 0, slow: 0, fixed: 0 };
  let version = 1;
  const cache = new ResponseCache({ ttlMs, cacheControl: 'public, max-age=30' });
  app = Fastify();
  app.addHook('onClose', async () => cache.dispose());
  await app.register(async (scope) => {
    cache.register(scope);
    scope.get('/small', async () => ({ n: ++calls.small, version }));
    scope.get('/big', async () => ({ n: ++calls.big, text: 'चामल rice '.repeat(500) }));
    scope.get('/fixed', async () => {
      calls.fixed += 1;
      return { version };
    });
    scope.get('/missing', async (_req, reply) => {
      calls.missing += 1;
      return reply.code(404).send({ code: 'NOT_FOUND' });
    });
    scope.get('/slow', async () => {
      calls.slow += 1;
      const n = calls.slow;
      await new Promise((r) => setTimeout(r, 50));
      return { ok: true, n };
    });
  });
  return { app, calls, cache, bump: () => (version += 1) };
}

describe('ResponseCache', () => {
  it('answers a repeated GET from memory, keyed by URL with its query', async () => {
    const { app, calls } = await build(10_000);
    const a = await app.inject('/small?x=1');
    const b = await app.inject('/small?x=1');
    const c = await app.inject('/small?x=2');
    expect(a.json()).toEqual({ n: 1, version: 1 });
    expect(b.json()).toEqual({ n: 1, version: 1 });
    expect(c.json()).toEqual({ n: 2, version: 1 });
    expect(b.headers['content-type']).toMatch(/application\/json/);
    expect(b.headers['cache-control']).toBe('public, max-age=30');
    expect(calls.small).toBe(2);
  });

  it('gives a weak ETag and answers 304 to If-None-Match, on a miss and on a hit', async () => {
    const { app } = await build(10_000);
    const first = await app.inject('/small');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const hit = await app.inject({ url: '/small', headers: { 'if-none-match': etag } });
    expect(hit.statusCode).toBe(304);
    expect(hit.body).toBe('');
    const other = await app.inject({ url: '/small', headers: { 'if-none-match': 'W/"other"' } });
    expect(other.statusCode).toBe(200);
  });

  it('compresses a large answer once and sends small ones as they are', async () => {
    const { app, calls } = await build(10_000);
    await app.inject('/big');
    const gz = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).n).toBe(1);
    const br = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'gzip' } });
    const smallHit = await app.inject({ url: '/small', headers: { 'accept-encoding': 'gzip' } });
    expect(small.statusCode).toBe(200);
    expect(smallHit.headers['content-encoding']).toBeUndefined();
    expect(calls.big).toBe(1);
  });

  it('never keeps an error answer', async () => {
    const { app, calls } = await build(10_000);
    expect((await app.inject('/missing')).statusCode).toBe(404);
    expect((await app.inject('/missing')).statusCode).toBe(404);
    expect(calls.missing).toBe(2);
  });

  it('a second invalidation within the window takes effect at its end', async () => {
    const { app, calls, bump } = await build(10_000);
    await new Promise((r) => setTimeout(r, INVALIDATION_WINDOW_MS));
    catalogCache.invalidate();
    await app.inject('/small');
    bump();
    catalogCache.invalidate();
    expect((await app.inject('/small')).json().version).toBe(1);
    await new Promise((r) => setTimeout(r, INVALIDATION_WINDOW_MS + 50));
    expect((await app.inject('/small')).json().version).toBe(2);
    expect(calls.small).toBe(2);
  });

  it('reads again after catalogCache.invalidate()', async () => {
    const { app, calls, bump } = await build(10_000);
    await new Promise((r) => setTimeout(r, INVALIDATION_WINDOW_MS)); // outside any earlier window
    await app.inject('/small');
    bump();
    expect((await app.inject('/small')).json().version).toBe(1);
    catalogCache.invalidate();
    expect((await app.inject('/small')).json()).toEqual({ n: 2, version: 2 });
    expect(calls.small).toBe(2);
  });

  it('expires answers after the TTL', async () => {
    const { app, calls } = await build(30);
    await app.inject('/small');
    await new Promise((r) => setTimeout(r, 60));
    await app.inject('/small');
    expect(calls.small).toBe(2);
  });

  it('lets concurrent requests for one URL wait for the first instead of all computing it', async () => {
    const { app, calls } = await build(10_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => app.inject('/slow')));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(calls.slow).toBe(1);
  });

  it('serves an expired answer while one request renews it, then forgets it after one more TTL', async () => {
    const { app, calls } = await build(100);
    await app.inject('/slow');
    await new Promise((r) => setTimeout(r, 150)); // past the TTL and its +20 % jitter
    const renewal = app.inject('/slow');
    // The second request once the renewal is under way (its route has started its 50 ms), not after a
    // fixed 10 ms: on a busy CI host a timer that late found the renewal already finished.
    while (calls.slow < 2) await new Promise((r) => setImmediate(r));
    const [renewing, stale] = await Promise.all([renewal, app.inject('/slow')]);
    expect(renewing.json().n).toBe(2);
    expect(stale.json().n).toBe(1);
    expect(calls.slow).toBe(2);
    await new Promise((r) => setTimeout(r, 220));
    expect((await app.inject('/slow')).json().n).toBe(3);
  });

  it('with a TTL of 0 computes every answer but still honours ETags', async () => {
    const { app, calls } = await build(0);
    const first = await app.inject('/fixed');
    const again = await app.inject({
      url: '/fixed',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(calls.fixed).toBe(2);
  });

  it('stays within its entry bound', async () => {
    const cache = new ResponseCache({ ttlMs: 10_000, maxEntries: 3, cacheControl: 'no-cache' });
    app = Fastify();
    await app.register(async (scope) => {
      cache.register(scope);
      scope.get('/n/:id', async (req) => ({ id: (req.params as { id: string }).id }));
    });
    for (let i = 0; i < 10; i++) await app.inject(`/n/${i}`);
    expect(cache.size).toBe(3);
    cache.dispose();
  });
});
