import { PAGE_SESSION_COOKIE, SIGNED_IN_COOKIE } from '@kandamul/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeSentTo, FAST_LIMITS, login, post, verifiedAccount } from '../../../test/accounts';
import { createCustomer, DB_KINDS, type TestApp, createTestApp } from '../../../test/helpers';
import { users } from '../../db/schema';

// The page-session cookie's lifecycle (decision 045): set at login and refresh, cleared at logout and
// password reset, dead once its login ends (logout, reset, block), and never a credential of the API.

interface SetCookie {
  value: string;
  attributes: string[];
}

/** The page-session Set-Cookie of an answer, if it has one. */
function pageCookieOf(res: { headers: Record<string, unknown> }): SetCookie | undefined {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? (raw as string[]) : raw === undefined ? [] : [String(raw)];
  const mine = all.filter((c) => c.startsWith(`${PAGE_SESSION_COOKIE}=`));
  expect(mine.length).toBeLessThanOrEqual(1);
  if (!mine[0]) return undefined;
  const [pair, ...attributes] = mine[0].split(';').map((p) => p.trim());
  return { value: pair!.slice(PAGE_SESSION_COOKIE.length + 1), attributes };
}

/** A Cookie header as the browser sends it: the page session and the browser's own signed-in mark. */
function cookies(value: string, userId: number | string) {
  return { cookie: `${PAGE_SESSION_COOKIE}=${value}; ${SIGNED_IN_COOKIE}=${userId}; kd_prefs=light.en.AD` };
}

describe.each(DB_KINDS)('the page-session cookie on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind a proxy the shop trusts, so a request can say it came over HTTPS.
    t = await createTestApp(kind, { seed: 'empty', env: { ...FAST_LIMITS, TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const userOf = (value: string, userId: number | string) =>
    t.app.pageSessions.userOf({ headers: cookies(value, userId) });

  it('is set at login: HttpOnly, SameSite=Lax, Path=/, for as long as the login; Secure over HTTPS', async () => {
    const account = await verifiedAccount(t);
    const res = await post(t, '/login/', { phone_or_email: account.phone, password: account.password });
    expect(res.statusCode).toBe(200);
    const set = pageCookieOf(res)!;
    expect(set.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(set.attributes).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax']));
    expect(set.attributes).not.toContain('Secure');
    const maxAge = Number(set.attributes.find((a) => a.startsWith('Max-Age='))!.slice(8));
    expect(maxAge).toBeGreaterThan(29 * 24 * 3600);
    expect(maxAge).toBeLessThanOrEqual(30 * 24 * 3600);
    expect(await userOf(set.value, account.userId)).toMatchObject({
      userId: account.userId,
      role: 'customer',
    });

    const overHttps = await post(
      t,
      '/login/',
      { phone_or_email: account.phone, password: account.password },
      { 'x-forwarded-proto': 'https' },
    );
    expect(pageCookieOf(overHttps)!.attributes).toContain('Secure');
  });

  it('is not set for API clients (/token/), nor by a refused login', async () => {
    const account = await verifiedAccount(t);
    const pair = await post(t, '/token/', { phone_or_email: account.phone, password: account.password });
    expect(pair.statusCode).toBe(200);
    expect(pageCookieOf(pair)).toBeUndefined();
    const wrong = await post(t, '/login/', { phone_or_email: account.phone, password: 'Wrong1!x' });
    expect(wrong.statusCode).toBe(401);
    expect(pageCookieOf(wrong)).toBeUndefined();
  });

  it('is never accepted by the JSON API: a request with only the cookie is 401, as is the cookie as a bearer', async () => {
    const account = await verifiedAccount(t);
    const res = await post(t, '/login/', { phone_or_email: account.phone, password: account.password });
    const set = pageCookieOf(res)!;
    for (const url of ['/api/v1/profile/', '/api/v1/order/list/', '/api/v1/order/address/list/']) {
      const withCookie = await t.app.inject({
        method: 'GET',
        url,
        headers: cookies(set.value, account.userId),
      });
      expect(withCookie.statusCode, url).toBe(401);
      const asBearer = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${set.value}` },
      });
      expect(asBearer.statusCode, url).toBe(401);
    }
    // The same request with the login's bearer works: the 401s above are the cookie's, not the route's.
    const bearer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/profile/',
      headers: { authorization: `Bearer ${res.json().access_token}` },
    });
    expect(bearer.statusCode).toBe(200);
  });

  it('is renewed at refresh and cleared when the refresh fails', async () => {
    const account = await verifiedAccount(t);
    const first = await login(t, account.phone, account.password);
    const refreshed = await post(t, '/token/refresh/', { refresh: first.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    const renewed = pageCookieOf(refreshed)!;
    expect(renewed.attributes).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax']));
    expect(await userOf(renewed.value, account.userId)).toMatchObject({ userId: account.userId });

    // The old refresh token again: a reuse, the family is revoked, and the page session with it.
    const reused = await post(t, '/token/refresh/', { refresh: first.refresh_token });
    expect(reused.statusCode).toBe(401);
    expect(pageCookieOf(reused)).toMatchObject({
      value: '',
      attributes: expect.arrayContaining(['Max-Age=0']),
    });
    expect(await userOf(renewed.value, account.userId)).toBeNull();
  });

  it('is cleared at logout, and the old cookie renders nothing personal any more', async () => {
    const account = await verifiedAccount(t);
    const res = await post(t, '/login/', { phone_or_email: account.phone, password: account.password });
    const set = pageCookieOf(res)!;
    const out = await post(t, '/logout/', { refresh: res.json().refresh_token });
    expect(out.statusCode).toBe(204);
    expect(pageCookieOf(out)).toMatchObject({
      value: '',
      attributes: expect.arrayContaining(['Max-Age=0', 'Path=/', 'HttpOnly']),
    });
    // A copy of the cookie kept from before (or a Set-Cookie the browser never got) is dead too.
    expect(await userOf(set.value, account.userId)).toBeNull();
  });

  it('ends with a password reset', async () => {
    const account = await verifiedAccount(t);
    const res = await post(t, '/login/', { phone_or_email: account.phone, password: account.password });
    const set = pageCookieOf(res)!;
    await post(t, '/forgot/password/', { phone_or_email: account.email });
    const code = await codeSentTo(t, account.email);
    const verified = await post(t, '/validate/otp/', { phone_or_email: account.email, otp: code });
    const reset = await post(t, '/reset/password/', {
      reset_token: verified.json().reset_token,
      new_password: 'Newpass1!',
      confirm_password: 'Newpass1!',
    });
    expect(reset.statusCode).toBe(200);
    expect(pageCookieOf(reset)).toMatchObject({
      value: '',
      attributes: expect.arrayContaining(['Max-Age=0']),
    });
    expect(await userOf(set.value, account.userId)).toBeNull();
  });

  it('ends when the account is blocked', async () => {
    const staff = await createCustomer(t, { role: 'staff' });
    const account = await verifiedAccount(t);
    const res = await post(t, '/login/', { phone_or_email: account.phone, password: account.password });
    const set = pageCookieOf(res)!;
    expect(await userOf(set.value, account.userId)).not.toBeNull();
    const blocked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/customers/${account.userId}/block/`,
      headers: staff.auth,
      payload: { reason: 'fake orders' },
    });
    expect(blocked.statusCode).toBe(200);
    expect(await userOf(set.value, account.userId)).toBeNull();
  });

  it("counts only with the browser's own signed-in mark for the same shopper, and only if it is ours", async () => {
    const account = await verifiedAccount(t);
    const res = await post(t, '/login/', { phone_or_email: account.phone, password: account.password });
    const set = pageCookieOf(res)!;
    expect(await userOf(set.value, account.userId)).not.toBeNull();
    // Signed out in the browser (the mark removed, perhaps offline): nothing personal.
    expect(
      await t.app.pageSessions.userOf({ headers: { cookie: `${PAGE_SESSION_COOKIE}=${set.value}` } }),
    ).toBeNull();
    expect(await userOf(set.value, account.userId + 1)).toBeNull();
    // An access token is not a page session (another key, another audience), nor is a forged one.
    expect(await userOf(res.json().access_token, account.userId)).toBeNull();
    const [head, body] = set.value.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString()) as Record<string, unknown>;
    const other = Buffer.from(JSON.stringify({ ...claims, sub: String(account.userId + 1) })).toString(
      'base64url',
    );
    expect(await userOf(`${head}.${other}.${set.value.split('.')[2]}`, account.userId + 1)).toBeNull();
    // A token version raised some other way (a role change) ends it as well.
    await t.database.db.update(users).set({ tokenVersion: 99 }).where(eq(users.id, account.userId));
    expect(await userOf(set.value, account.userId)).toBeNull();
  });
});
