import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, type TestApp, createTestApp } from '../../../test/helpers';

describe.each(DB_KINDS)('foundation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('names the database in use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: kind });
  });

  it('answers an unknown API path with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no/such/thing/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with 400 JSON and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/health/',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toMatch(/at .*\.ts/);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('answers a too-large body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/health/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ big: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('loads all of Nepal: 7 provinces, 77 districts, 753 local levels', async () => {
    const { queryRows } = await import('../../db/client');
    const { sql } = await import('drizzle-orm');
    const [row] = await queryRows<{ p: number; d: number; m: number; w: number }>(
      t.database.db,
      sql`select (select count(*)::int from provinces) as p, (select count(*)::int from districts) as d,
          (select count(*)::int from municipalities) as m, (select sum(wards)::int from municipalities) as w`,
    );
    expect(row).toEqual({ p: 7, d: 77, m: 753, w: 6743 });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/v1/health/');
  });
});
