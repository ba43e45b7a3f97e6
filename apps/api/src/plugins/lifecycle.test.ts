import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

// While draining for shutdown the app still answers, closes each connection after its answer, and
// tells health checks (load balancers) it is going away; it is drained once traffic stops.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('pglite', { seed: 'empty' });
});
afterAll(async () => t?.close());

describe('draining', () => {
  it('before: health 200, connections kept', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.connection).not.toBe('close');
  });

  it('drained() resolves once the request in flight is answered and quietMs has passed', async () => {
    const inFlight = t.app.inject({ method: 'GET', url: '/api/v1/new/arrival/' });
    const result = await t.app.drained({ quietMs: 100, maxMs: 5000 });
    expect((await inFlight).statusCode).toBe(200);
    expect(result.quiet).toBe(true);
    expect(result.waitedMs).toBeGreaterThanOrEqual(100);
  });

  it('drained() gives up after maxMs when traffic never stops', async () => {
    const busy = setInterval(() => void t.app.inject({ method: 'GET', url: '/api/v1/banner/' }), 20);
    try {
      const result = await t.app.drained({ quietMs: 200, maxMs: 400 });
      expect(result.quiet).toBe(false);
      expect(result.waitedMs).toBeGreaterThanOrEqual(400);
    } finally {
      clearInterval(busy);
    }
  });

  it('while draining: answers still come, with Connection: close; health says 503', async () => {
    t.app.startDraining();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/banner/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.connection).toBe('close');
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health/' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ code: 'SHUTTING_DOWN', message: expect.any(String) });
  });
});
