import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_LIMITS, post, signupBody } from '../../../test/accounts';
import { DB_KINDS, type TestApp, createTestApp } from '../../../test/helpers';
import { escapeHtml } from './dev-outbox.routes';

describe.each(DB_KINDS)('dev outbox on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'empty', env: FAST_LIMITS });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the code a signup texted, as JSON and as HTML', async () => {
    const body = signupBody();
    await post(t, '/signup/', body);
    const json = await t.app.inject({ method: 'GET', url: '/dev/outbox?format=json' });
    expect(json.statusCode).toBe(200);
    const [latest] = json.json().results;
    expect(latest).toMatchObject({ channel: 'sms', recipient: body.phone, status: 'outbox' });
    const code = /\b(\d{6})\b/.exec(latest.body)![1]!;

    const byAccept = await t.app.inject({
      method: 'GET',
      url: '/dev/outbox',
      headers: { accept: 'application/json' },
    });
    expect(byAccept.json().results[0].id).toBe(latest.id);

    const html = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.body).toContain(body.phone);
    expect(html.body).toContain(code);
  });

  it('escapes what it shows', async () => {
    await t.app.outbox.record(
      {
        channel: 'email',
        recipient: 'x@example.com',
        subject: '<b>hi</b>',
        body: '<script>alert(1)</script>',
      },
      'outbox',
    );
    const html = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(html.body).not.toContain('<script>alert(1)</script>');
    expect(html.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html.body).toContain('&lt;b&gt;hi&lt;/b&gt;');
    expect(escapeHtml(`"'&`)).toBe('&quot;&#39;&amp;');
  });

  it('shows at most the latest 50', async () => {
    for (let i = 0; i < 55; i++) {
      await t.app.outbox.record({ channel: 'sms', recipient: '9800000000', body: `n${i}` }, 'outbox');
    }
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox?format=json' });
    expect(res.json().results).toHaveLength(50);
    expect(res.json().results[0].body).toBe('n54');
  });
});

/** An app configured from these variables (the database itself is always the test's own). */
async function appWith(env: Record<string, string>) {
  return createTestApp('pglite', { seed: 'empty', env });
}

async function outboxServed(t: TestApp) {
  await t.app.outbox.record({ channel: 'sms', recipient: '9800000009', body: 'secret 123456' }, 'outbox');
  const res = await t.app.inject({ method: 'GET', url: '/dev/outbox?format=json' });
  const shop = (await t.app.inject({ method: 'GET', url: '/api/v1/shop/' })).json();
  const served = t.app.hasRoute({ method: 'GET', url: '/dev/outbox' });
  // Whatever answers the path when the outbox is off (the storefront, or 404 without a build), never the messages.
  if (!served) {
    expect(res.body).not.toContain('123456');
    expect(res.body).not.toContain('9800000009');
  } else {
    expect(res.body).toContain('123456');
  }
  // The storefront learns it from GET /shop/, to say 'Demo shop: read your code at /dev/outbox'.
  expect(shop).toEqual({ demo: served });
  return served;
}

describe('dev outbox follows DEMO, whatever NODE_ENV says', () => {
  it.each([
    ['the demo shop as `npm start` runs it (production, no DATABASE_URL)', { NODE_ENV: 'production' }, true],
    ['DEMO=true in production', { NODE_ENV: 'production', DEMO: 'true' }, true],
    ['DEMO=true with DATABASE_URL', { DEMO: 'true', DATABASE_URL: 'postgres://db.example/shop' }, true],
    ['DEMO=false in development', { NODE_ENV: 'development', DEMO: 'false' }, false],
    ['DEMO=false in production', { NODE_ENV: 'production', DEMO: 'false' }, false],
    [
      "README's Production: DATABASE_URL without DEMO",
      { NODE_ENV: 'production', DATABASE_URL: 'postgres://db.example/shop' },
      false,
    ],
    [
      'DATABASE_URL without DEMO in development',
      { NODE_ENV: 'development', DATABASE_URL: 'postgres://db.example/shop' },
      false,
    ],
  ] as const)('%s', async (_name, env, served) => {
    const t = await appWith(env);
    try {
      expect(await outboxServed(t)).toBe(served);
    } finally {
      await t.close();
    }
  });
});
