import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createTestApp, type TestApp } from '../../test/helpers';
import { NUL_MESSAGE } from './input-guard';

// Found by wapiti: a NUL character in the search text reached PostgreSQL, which refuses it (SQLSTATE
// 22021), and the shop answered 500. Now NUL is refused at the door, in any part of any request.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('pglite', { seed: 'empty' });
});
afterAll(async () => t?.close());

describe('NUL characters are refused with 400, never a 500', () => {
  it.each([
    '/api/v1/products/?q=%2Fetc%2Fpasswd%00',
    '/api/v1/products/?q=rice&page=1%00',
    '/api/v1/product/detail/broccoli%00/',
    '/api/v1/category/product/1%00/',
  ])('GET %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: NUL_MESSAGE });
  });

  it.each([
    [{ phone_or_email: 'a\u0000b', password: 'secret12' }, 'phone_or_email'],
    [{ phone_or_email: 'a', password: 'secret12', ['x\u0000']: 1 }, 'x\u0000'],
    [
      { phone_or_email: 'a', password: 'secret12', nested: [{ deep: ['ok', 'no\u0000'] }] },
      'nested.0.deep.1',
    ],
  ])('POST /login/ with NUL in %j names the field', async (payload, field) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/login/', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([NUL_MESSAGE]);
  });

  it('the profile keeps its old name when the new one has a NUL', async () => {
    const c = await createCustomer(t, { firstName: 'Gita' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profile/update/',
      headers: c.auth,
      payload: { user: { first_name: 'Gi\u0000ta', last_name: 'Rai' }, gender: '', date_of_birth: null },
    });
    expect(res.statusCode).toBe(400);
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/profile/', headers: c.auth });
    expect(JSON.stringify(profile.json())).toContain('Gita');
  });
});
