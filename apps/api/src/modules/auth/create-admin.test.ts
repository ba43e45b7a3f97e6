import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, type TestApp } from '../../../test/helpers';
import { createAdmin, CreateAdminError } from './create-admin';

describe.each(DB_KINDS)('npm run create-admin (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'empty' });
  });
  afterAll(() => t.close());

  const input = { email: 'owner@shop.example', phone: '9851000001', password: 'Ghee&Rice2083' };

  it('refuses weak passwords and bad details, writing nothing', async () => {
    for (const password of ['short1!A', 'alllowercase1!', 'NoDigitsHere!!', 'NoSpecial12345']) {
      await expect(createAdmin(t.database.db, { ...input, password })).rejects.toBeInstanceOf(
        CreateAdminError,
      );
    }
    await expect(createAdmin(t.database.db, { ...input, email: 'not-an-email' })).rejects.toThrow(/email/i);
    await expect(createAdmin(t.database.db, { ...input, phone: '12' })).rejects.toThrow(/phone/i);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/',
      payload: { phone_or_email: input.email, password: input.password },
    });
    expect(login.statusCode).toBe(401);
  });

  it('makes an admin who logs in to the console, once per e-mail and phone', async () => {
    await createAdmin(t.database.db, input);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/',
      payload: { phone_or_email: input.email, password: input.password },
    });
    expect(login.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${login.json().access_token}` };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard/', headers: auth })).statusCode,
    ).toBe(200);
    await expect(createAdmin(t.database.db, input)).rejects.toThrow(/already has an account/);
    await expect(createAdmin(t.database.db, { ...input, email: 'other@shop.example' })).rejects.toThrow(
      /9851000001 already has an account/,
    );
  });
});
