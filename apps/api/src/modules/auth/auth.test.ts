import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes, refreshTokens, resetTokens, users } from '../../db/schema';
import {
  FAST_LIMITS,
  lastMessage,
  login,
  mailWithSubject,
  messageCount,
  post,
  signupBody,
  verifiedAccount,
} from '../../../test/accounts';
import { DB_KINDS, type TestApp, createTestApp } from '../../../test/helpers';
import { queryRows } from '../../db/client';
import type { Mailer } from '../../infra/mail';
import { DeliveryError } from '../../infra/outbox';
import { MESSAGES } from '@kandamul/domain';
import { hashSecret } from '../../infra/tokens';
import { EMAIL_TAKEN, PHONE_TAKEN } from './auth.service';

describe.each(DB_KINDS)('accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'empty', env: FAST_LIMITS });
  });
  afterAll(async () => {
    await t?.close();
  });

  const profile = (access: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/profile/', headers: { authorization: `Bearer ${access}` } });

  describe('signup', () => {
    it('takes names in Devanagari (सीता शर्मा) and refuses markup in a name', async () => {
      const ok = await post(t, '/signup/', signupBody({ first_name: 'सीता', last_name: 'शर्मा' }));
      expect(ok.statusCode).toBe(201);
      const bad = await post(t, '/signup/', signupBody({ first_name: '<b>Sita</b>' }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.first_name).toEqual(['First name must contain only letters']);
    });

    it('registers an unverified customer and texts a six-digit code', async () => {
      const body = signupBody();
      const res = await post(t, '/signup/', body);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        user_id: expect.any(Number),
        phone: body.phone,
        message: 'Registration successful',
        signup_token: expect.any(String),
      });
      const [user] = await t.database.db.select().from(users).where(eq(users.id, res.json().user_id));
      expect(user).toMatchObject({
        phone: body.phone,
        email: body.email,
        firstName: 'Sita',
        phoneVerified: false,
      });
      expect(user!.passwordHash).toMatch(/^scrypt\$/);
      expect(user!.passwordHash).not.toContain(body.password);
      const sms = await lastMessage(t, body.phone);
      expect(sms).toMatchObject({ channel: 'sms', status: 'outbox' });
      expect(sms!.code).toMatch(/^\d{6}$/);
    });

    it("answers the domain's validation messages", async () => {
      const res = await post(
        t,
        '/signup/',
        signupBody({ phone: '98-12ab', first_name: 'S1ta', confirm_password: 'x' }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        errors: {
          phone: ['Phone number must contain only numbers'],
          first_name: ['First name must contain only letters'],
          confirm_password: ['Passwords must match'],
        },
      });
    });

    it('refuses a number that cannot be a Nepali mobile, and stores a typed one as its ten digits', async () => {
      const bad = await post(t, '/signup/', signupBody({ phone: '1234567890' }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        code: 'VALIDATION',
        errors: { phone: [MESSAGES.phoneNotNepaliMobile] },
      });
      const n = String(randomInt(10_000_000)).padStart(7, '0');
      const ok = await post(t, '/signup/', signupBody({ phone: `+977 984-${n}` }));
      expect(ok.statusCode).toBe(201);
      expect(ok.json()).toMatchObject({ phone: `984${n}` });
      expect(await lastMessage(t, `984${n}`)).toMatchObject({ channel: 'sms' });
    });

    it('refuses a phone or e-mail of a verified customer, whatever the e-mail case', async () => {
      const taken = await verifiedAccount(t);
      const samePhone = await post(t, '/signup/', signupBody({ phone: taken.phone }));
      expect(samePhone.statusCode).toBe(400);
      expect(samePhone.json()).toMatchObject({
        code: 'VALIDATION',
        message: PHONE_TAKEN,
        errors: { phone: [PHONE_TAKEN] },
      });
      expect(samePhone.json().errors.email).toBeUndefined();

      const sameEmail = await post(t, '/signup/', signupBody({ email: taken.email.toUpperCase() }));
      expect(sameEmail.statusCode).toBe(400);
      expect(sameEmail.json().errors).toEqual({ email: [EMAIL_TAKEN] });
    });

    it('lets a signup whose phone was never verified be repeated, replacing its details', async () => {
      const first = signupBody();
      const a = await post(t, '/signup/', first);
      const code = (await lastMessage(t, first.phone))!.code;
      const again = signupBody({
        phone: first.phone,
        first_name: 'Gita',
        password: 'Other1!x',
        confirm_password: 'Other1!x',
      });
      const b = await post(t, '/signup/', again);
      expect(b.statusCode).toBe(201);
      expect(b.json().user_id).toBe(a.json().user_id);
      const [user] = await t.database.db.select().from(users).where(eq(users.id, a.json().user_id));
      expect(user).toMatchObject({ firstName: 'Gita', email: again.email, phoneVerified: false });
      // The new attempt gets its own code at once; the first code no longer verifies anything.
      expect(await messageCount(t, first.phone)).toBe(2);
      const newest = (await lastMessage(t, first.phone))!.code;
      const token = b.json().signup_token as string;
      expect(token).not.toBe(a.json().signup_token);
      const old = await post(t, '/otp/public/verify/', {
        phone: first.phone,
        otp: code,
        signup_token: token,
      });
      expect(old.json()).toMatchObject({ code: 'OTP_INVALID' });
      expect(
        (await post(t, '/otp/public/verify/', { phone: first.phone, otp: newest, signup_token: token }))
          .statusCode,
      ).toBe(200);
      await login(t, again.email, 'Other1!x');
    });
  });

  describe('login', () => {
    it('answers tokens for the right password, by phone or by e-mail in any case', async () => {
      const acc = await verifiedAccount(t);
      const byPhone = await login(t, acc.phone, acc.password);
      expect(byPhone).toEqual({
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        user_id: acc.userId,
      });
      expect((await profile(byPhone.access_token)).json().data.user.phone).toBe(acc.phone);
      const byEmail = await login(t, `  ${acc.email.toUpperCase()} `, acc.password);
      expect(byEmail.user_id).toBe(acc.userId);
      const byTypedPhone = await login(
        t,
        `+977 ${acc.phone.slice(0, 3)}-${acc.phone.slice(3)}`,
        acc.password,
      );
      expect(byTypedPhone.user_id).toBe(acc.userId);
    });

    it('answers 401 Invalid Credentials alike for a wrong password and an unknown account', async () => {
      const acc = await verifiedAccount(t);
      const wrong = await post(t, '/login/', { phone_or_email: acc.phone, password: 'Wrong1!x' });
      const unknown = await post(t, '/login/', {
        phone_or_email: 'nobody@example.com',
        password: 'Wrong1!x',
      });
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          code: 'INVALID_CREDENTIALS',
          message: 'Invalid Credentials',
          detail: 'Invalid Credentials',
        });
      }
    });

    it('sends an unverified customer to verification with the phone, and texts a new code when allowed', async () => {
      const body = signupBody();
      await post(t, '/signup/', body);
      const early = await post(t, '/login/', { phone_or_email: body.email, password: body.password });
      expect(early.statusCode).toBe(403);
      expect(early.json()).toMatchObject({
        code: 'PHONE_NOT_VERIFIED',
        message: 'Please verify your phone number first. We have sent a new code.',
        phone: body.phone,
        code_sent: true,
      });
      expect(early.json().access_token).toBeUndefined();
      expect(await messageCount(t, body.phone)).toBe(1); // the signup's code is under a minute old

      await t.database.db
        .update(otpCodes)
        .set({ createdAt: sql`${otpCodes.createdAt} - interval '2 minutes'` })
        .where(eq(otpCodes.target, body.phone));
      const later = await post(t, '/login/', { phone_or_email: body.phone, password: body.password });
      expect(later.statusCode).toBe(403);
      expect(await messageCount(t, body.phone)).toBe(2);
      // A wrong password never reveals the state of the account.
      const wrong = await post(t, '/login/', { phone_or_email: body.phone, password: 'Wrong1!x' });
      expect(wrong.statusCode).toBe(401);
    });

    it('POST /token/ answers {access, refresh}', async () => {
      const acc = await verifiedAccount(t);
      const res = await post(t, '/token/', { phone_or_email: acc.phone, password: acc.password });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ access: expect.any(String), refresh: expect.any(String) });
      expect((await profile(res.json().access)).statusCode).toBe(200);
    });

    it('an expired access token gets 401 on /profile/', async () => {
      const acc = await verifiedAccount(t);
      const expired = await t.app.tokens.sign(acc.userId, -10);
      const res = await profile(expired);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    });
  });

  describe('sessions', () => {
    it('rotates refresh tokens, keeping the 30-day end of the first login', async () => {
      const acc = await verifiedAccount(t);
      const first = await login(t, acc.phone, acc.password);
      const res = await post(t, '/token/refresh/', { refresh: first.refresh_token });
      expect(res.statusCode).toBe(200);
      const { token } = res.json();
      expect(token).toEqual({ access: expect.any(String), refresh: expect.any(String) });
      expect(token.refresh).not.toBe(first.refresh_token);
      expect((await profile(token.access)).json().data.user.email).toBe(acc.email);

      const [oldRow] = await t.database.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashSecret(first.refresh_token)));
      const [newRow] = await t.database.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashSecret(token.refresh)));
      expect(oldRow!.rotatedAt).not.toBeNull();
      expect(newRow!.familyId).toBe(oldRow!.familyId);
      expect(newRow!.expiresAt.getTime()).toBe(oldRow!.expiresAt.getTime());
      const days = (oldRow!.expiresAt.getTime() - oldRow!.createdAt.getTime()) / 86_400_000;
      expect(days).toBeCloseTo(30, 1);
      // Only hashes are stored.
      expect(JSON.stringify([oldRow, newRow])).not.toContain(token.refresh);
    });

    it('a reused (rotated) token revokes the whole family: the newer token stops working too', async () => {
      const acc = await verifiedAccount(t);
      const first = await login(t, acc.phone, acc.password);
      const second = (await post(t, '/token/refresh/', { refresh: first.refresh_token })).json().token;
      const reuse = await post(t, '/token/refresh/', { refresh: first.refresh_token });
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json()).toMatchObject({
        code: 'SESSION_EXPIRED',
        message: 'Session expired. Please login again.',
      });
      const newer = await post(t, '/token/refresh/', { refresh: second.refresh });
      expect(newer.statusCode).toBe(401);
      // Another login (another family) is untouched.
      const other = await login(t, acc.phone, acc.password);
      expect((await post(t, '/token/refresh/', { refresh: other.refresh_token })).statusCode).toBe(200);
    });

    it('unknown and expired refresh tokens get 401 SESSION_EXPIRED', async () => {
      const acc = await verifiedAccount(t);
      const s = await login(t, acc.phone, acc.password);
      await t.database.db
        .update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.tokenHash, hashSecret(s.refresh_token)));
      for (const refresh of [s.refresh_token, 'not-a-token']) {
        const res = await post(t, '/token/refresh/', { refresh });
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe('SESSION_EXPIRED');
      }
    });

    it('logout answers 204 and revokes the refresh token', async () => {
      const acc = await verifiedAccount(t);
      const s = await login(t, acc.phone, acc.password);
      const out = await post(t, '/logout/', { refresh: s.refresh_token });
      expect(out.statusCode).toBe(204);
      expect(out.body).toBe('');
      expect((await post(t, '/token/refresh/', { refresh: s.refresh_token })).statusCode).toBe(401);
      expect((await post(t, '/logout/', { refresh: s.refresh_token })).statusCode).toBe(204);
    });
  });

  describe('password reset', () => {
    it("refuses an address that is not an e-mail with 400 'Invalid email'", async () => {
      const res = await post(t, '/forgot/password/', { phone_or_email: 'not-an-email' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.phone_or_email).toEqual(['Invalid email']);
    });

    it('gives the same answer for an unknown account and sends nothing', async () => {
      const res = await post(t, '/forgot/password/', { phone_or_email: 'ghost@example.com' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Password reset link sent!' });
      await t.app.backgroundSettled(); // the code goes out after the answer
      expect(await messageCount(t, 'ghost@example.com')).toBe(0);
      const resend = await post(t, '/otp/public/send/email/', { email: 'ghost@example.com' });
      expect(resend.json()).toEqual({ message: 'OTP sent successfully to your email' });
      await t.app.backgroundSettled();
      expect(await messageCount(t, 'ghost@example.com')).toBe(0);
    });

    it('runs the whole flow: code by e-mail, reset token, new password, old logins ended', async () => {
      const acc = await verifiedAccount(t);
      const before = await login(t, acc.phone, acc.password);

      const forgot = await post(t, '/forgot/password/', { phone_or_email: acc.phone });
      expect(forgot.json()).toEqual({ message: 'Password reset link sent!' });
      const mail = await mailWithSubject(t, acc.email, 'Your Kandamul password reset code');
      expect(mail).toMatchObject({ channel: 'email', subject: 'Your Kandamul password reset code' });

      const wrong = await post(t, '/validate/otp', {
        phone_or_email: acc.email,
        otp: mail!.code === '000000' ? '111111' : '000000',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'OTP_INVALID', message: 'Invalid OTP' });

      const valid = await post(t, '/validate/otp', { phone_or_email: acc.email, otp: mail!.code });
      expect(valid.statusCode).toBe(200);
      const resetToken = valid.json().reset_token;
      expect(resetToken).toEqual(expect.any(String));
      const [row] = await t.database.db
        .select()
        .from(resetTokens)
        .where(eq(resetTokens.tokenHash, hashSecret(resetToken)));
      expect((row!.expiresAt.getTime() - Date.now()) / 60_000).toBeCloseTo(15, 0);

      const weak = await post(t, '/reset/password/', {
        reset_token: resetToken,
        new_password: 'weak',
        confirm_password: 'weak',
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors.new_password).toEqual([
        'Password must contain 8+ characters, uppercase, lowercase, number, and special character',
      ]);

      const reset = await post(t, '/reset/password/', {
        reset_token: resetToken,
        new_password: 'NewSecret1!',
        confirm_password: 'NewSecret1!',
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ success: true });

      expect(
        (await post(t, '/login/', { phone_or_email: acc.phone, password: acc.password })).statusCode,
      ).toBe(401);
      await login(t, acc.phone, 'NewSecret1!');
      expect((await post(t, '/token/refresh/', { refresh: before.refresh_token })).statusCode).toBe(401);

      const again = await post(t, '/reset/password/', {
        reset_token: resetToken,
        new_password: 'Another1!x',
        confirm_password: 'Another1!x',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        code: 'RESET_TOKEN_INVALID',
        message: 'Missing reset token. Please verify OTP again.',
      });
      // The code was used up with the first check.
      expect(
        (await post(t, '/validate/otp/', { phone_or_email: acc.email, otp: mail!.code })).statusCode,
      ).toBe(400);
    });

    it('answers at once, alike for every address; a refused e-mail is retried by its job', async () => {
      const acc = await verifiedAccount(t);
      // The e-mail confirmation link that verifying the phone sent is not what this counts.
      const mailsBefore = await messageCount(t, acc.email, 'email');
      const jobsFor = (identifier: string) =>
        queryRows<{ id: string; state: string }>(
          t.database.db,
          sql`select id, state::text from pgboss.job
              where name = 'password-reset-code' and data->>'identifier' = ${identifier}`,
        );
      const mailer = t.app.mailer as { send: Mailer['send'] };
      const send = mailer.send;
      mailer.send = () => Promise.reject(new DeliveryError('email', 'SMTP server refused'));
      try {
        for (const who of [acc.email, 'nobody-at-all@example.com']) {
          const res = await post(t, '/forgot/password/', { phone_or_email: who });
          expect(res.statusCode).toBe(200);
          expect(res.json()).toEqual({ message: 'Password reset link sent!' });
        }
        await t.app.backgroundSettled();
      } finally {
        mailer.send = send;
      }
      // Both addresses cost the same job; only the real account's failed and waits for its retry.
      expect((await jobsFor('nobody-at-all@example.com')).map((j) => j.state)).toEqual(['completed']);
      const [job] = await jobsFor(acc.email);
      expect(job!.state).toBe('retry');
      expect(await messageCount(t, acc.email, 'email')).toBe(mailsBefore);
      await t.database.db.execute(sql`update pgboss.job set start_after = now() where id = ${job!.id}::uuid`);
      await t.app.jobs.settled({ exact: true });
      const mail = await mailWithSubject(t, acc.email, 'Your Kandamul password reset code');
      expect(mail).toMatchObject({ status: 'outbox', subject: 'Your Kandamul password reset code' });
      const valid = await post(t, '/validate/otp/', { phone_or_email: acc.email, otp: mail.code });
      expect(valid.statusCode).toBe(200);
    });

    it('refuses an expired reset token, and accepts /validate/otp/ with a slash', async () => {
      const acc = await verifiedAccount(t);
      await post(t, '/otp/public/send/email/', { email: acc.email });
      const mail = await mailWithSubject(t, acc.email, 'Your Kandamul password reset code');
      const valid = await post(t, '/validate/otp/', { phone_or_email: acc.phone, otp: mail.code });
      expect(valid.statusCode).toBe(200);
      await t.database.db
        .update(resetTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(resetTokens.userId, acc.userId));
      const res = await post(t, '/reset/password/', {
        reset_token: valid.json().reset_token,
        new_password: 'NewSecret1!',
        confirm_password: 'NewSecret1!',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('RESET_TOKEN_INVALID');
    });
  });
});

describe.each(DB_KINDS)('request limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'empty' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('login: 10 tries a minute per address and account, then 429 with retry_after', async () => {
    const from = (ip: string, id: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/login/',
        remoteAddress: ip,
        payload: { phone_or_email: id, password: 'Wrong1!x' },
      });
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push((await from('10.0.0.1', 'target@example.com')).statusCode);
    expect(answers).toEqual(Array(10).fill(401));
    const blocked = await from('10.0.0.1', 'TARGET@example.com');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED', retry_after: expect.any(Number) });
    expect(blocked.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(blocked.headers['retry-after']).toBe(String(blocked.json().retry_after));
    // Another address, or another account from the same address, is not blocked.
    expect((await from('10.0.0.2', 'target@example.com')).statusCode).toBe(401);
    expect((await from('10.0.0.1', 'other@example.com')).statusCode).toBe(401);
  });

  it('reset codes: one a minute per address, for unknown and known accounts alike', async () => {
    const send = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/otp/public/send/email/',
        remoteAddress: '10.0.1.1',
        payload: { email },
      });
    expect((await send('nobody-here@example.com')).statusCode).toBe(200);
    const again = await send('nobody-here@example.com');
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'OTP_COOLDOWN', retry_after: expect.any(Number) });
    expect(again.json().message).toMatch(/^Please wait \d+ seconds before requesting another OTP\.$/);
  });
});
