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

describe('dev outbox in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { seed: 'empty', env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is not there', async () => {
    await t.app.outbox.record({ channel: 'sms', recipient: '9800000009', body: 'secret 123456' }, 'outbox');
    expect(t.app.hasRoute({ method: 'GET', url: '/dev/outbox' })).toBe(false);
    // The path falls through to the storefront (or 404 without a build): never the messages.
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox?format=json' });
    expect(res.body).not.toContain('123456');
    expect(res.body).not.toContain('9800000009');
  });
});
