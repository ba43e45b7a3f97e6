/**
 * The attacks of security issue 25, replayed through the API. Each fails against the code before its fix.
 * docs/RELIABILITY.md §9 lists them with their results.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { addresses, orders, products, users } from '../../src/db/schema';
import {
  type Customer,
  PLACES,
  addressBody,
  createAddress,
  insertShopProducts,
  insertStations,
} from '../fixtures/orders.fixtures';
import { seedPlaces } from '../../src/seed/places';
import {
  FAST_LIMITS,
  lastMessage,
  login,
  messageCount,
  post,
  signupBody,
  verifiedAccount,
  codeSentTo,
  mailWithSubject,
} from '../accounts';
import { EMAIL_TAKEN } from '../../src/modules/auth/auth.service';
import { DB_KINDS, type TestApp, createCustomer, createTestApp } from '../helpers';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function userRowIn(t: TestApp, id: number) {
  return (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
}

describe.each(DB_KINDS)('issue 25 attacks on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'empty', env: FAST_LIMITS });
  });
  afterAll(async () => {
    await t?.close();
  });

  const verify = (phone: string, otp: string | null, signupToken?: string) =>
    post(t, '/otp/public/verify/', { phone, otp, ...(signupToken ? { signup_token: signupToken } : {}) });
  const codeOf = async (phone: string) => (await lastMessage(t, phone))!.code!;
  const userOf = async (phone: string) =>
    (await t.database.db.select().from(users).where(eq(users.phone, phone)))[0]!;

  describe('1. account takeover through a replaced signup', () => {
    it("no code texted to the victim's phone verifies the attacker's replacement; signing up again does", async () => {
      const victim = signupBody();
      const v = await post(t, '/signup/', victim);
      expect(v.statusCode).toBe(201);
      const victimCode = await codeOf(victim.phone);
      const victimToken = v.json().signup_token as string;

      // The attacker signs up again with the victim's phone and their own e-mail and password.
      const attacker = signupBody({
        phone: victim.phone,
        password: 'Attack1!',
        confirm_password: 'Attack1!',
      });
      const a = await post(t, '/signup/', attacker);
      expect(a.statusCode).toBe(201);
      const replacementCode = await codeOf(victim.phone); // a fresh code, despite the resend minute
      expect(replacementCode).not.toBeNull();

      // The victim types the code they were sent, the newest one, or one they ask for with Resend.
      expect(await post(t, '/otp/public/send/', { phone: victim.phone })).toMatchObject({ statusCode: 429 });
      const tries = [
        await verify(victim.phone, victimCode),
        await verify(victim.phone, victimCode, victimToken),
        await verify(victim.phone, replacementCode),
        await verify(victim.phone, replacementCode, victimToken),
      ];
      for (const res of tries) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'SIGNUP_REPLACED',
          message: 'This sign-up was replaced by a newer one for the same phone. Please sign up again.',
        });
      }
      const row = await userOf(victim.phone);
      expect(row).toMatchObject({ email: attacker.email, phoneVerified: false });
      // The old code, even with the attacker's own token, belongs to the victim's attempt.
      expect((await verify(victim.phone, victimCode, a.json().signup_token)).json()).toMatchObject({
        code: 'OTP_INVALID',
      });
      expect((await userOf(victim.phone)).phoneVerified).toBe(false);

      // The victim finishes by signing up again: their details, their code, their account.
      const again = await post(t, '/signup/', victim);
      expect(again.statusCode).toBe(201);
      const ok = await verify(victim.phone, await codeOf(victim.phone), again.json().signup_token);
      expect(ok.statusCode).toBe(200);
      expect(await userOf(victim.phone)).toMatchObject({ email: victim.email, phoneVerified: true });
      const login = (id: string, password: string) => post(t, '/login/', { phone_or_email: id, password });
      expect((await login(victim.phone, victim.password)).statusCode).toBe(200);
      expect((await login(attacker.email, attacker.password)).statusCode).toBe(401);
    });

    it("a login of the unverified attempt answers that attempt's signup token, which verifies it", async () => {
      const first = signupBody();
      await post(t, '/signup/', first);
      const second = signupBody({ phone: first.phone });
      await post(t, '/signup/', second);
      const res = await post(t, '/login/', { phone_or_email: second.email, password: second.password });
      expect(res.statusCode).toBe(403);
      const token = res.json().signup_token as string;
      expect(token).toEqual(expect.any(String));
      expect((await verify(first.phone, await codeOf(first.phone), token)).statusCode).toBe(200);
    });

    it("a never-replaced signup still verifies with SPEC's {phone, otp}; a wrong token is refused", async () => {
      const body = signupBody();
      await post(t, '/signup/', body);
      const code = await codeOf(body.phone);
      expect((await verify(body.phone, code, 'not-the-token')).json()).toMatchObject({
        code: 'SIGNUP_REPLACED',
      });
      expect((await verify(body.phone, code)).statusCode).toBe(200);
    });
  });

  describe('2. unverified signups and e-mail addresses', () => {
    it('an unverified signup holds its e-mail and phone for 24 h only', async () => {
      const squatter = signupBody();
      expect((await post(t, '/signup/', squatter)).statusCode).toBe(201);
      const owner = signupBody({ email: squatter.email });
      expect((await post(t, '/signup/', owner)).json().errors).toEqual({ email: [EMAIL_TAKEN] });

      await t.database.db
        .update(users)
        .set({ createdAt: new Date(Date.now() - 25 * 60 * 60_000) })
        .where(eq(users.phone, squatter.phone));
      const code = await codeOf(squatter.phone);
      expect((await verify(squatter.phone, code)).json()).toMatchObject({ code: 'SIGNUP_EXPIRED' });
      const old = await post(t, '/login/', { phone_or_email: squatter.email, password: squatter.password });
      expect(old.statusCode).toBe(401);
      expect((await post(t, '/signup/', owner)).statusCode).toBe(201);
      const samePhone = signupBody({ phone: squatter.phone });
      expect((await post(t, '/signup/', samePhone)).statusCode).toBe(201);
    });

    it('a new account gets only the confirmation link at its e-mail; the link confirms it', async () => {
      const acc = await verifiedAccount(t);
      expect(await messageCount(t, acc.email)).toBe(1);
      const mail = await lastMessage(t, acc.email);
      expect(mail!.subject).toBe('Confirm your e-mail address for Kandamul');
      const link = /http:\/\/localhost:\d+(\/api\/v1\/email\/confirm\/\?token=\S+)/.exec(mail!.body)![1]!;
      expect((await userOf(acc.phone)).emailVerifiedAt).toBeNull();
      const forged = await t.app.inject({
        method: 'GET',
        url: link.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A')),
      });
      expect(forged.statusCode).toBe(400);
      const opened = await t.app.inject({ method: 'GET', url: link });
      expect(opened.statusCode).toBe(200);
      expect(opened.body).toContain('Your e-mail address is confirmed.');
      expect((await userOf(acc.phone)).emailVerifiedAt).not.toBeNull();
    });

    it('a password reset for an unverified signup mails nothing', async () => {
      const body = signupBody();
      await post(t, '/signup/', body);
      expect((await post(t, '/forgot/password/', { phone_or_email: body.email })).statusCode).toBe(200);
      await t.app.backgroundSettled();
      expect(await messageCount(t, body.email)).toBe(0);
    });
  });

  describe('10. access tokens after logout and a password reset', () => {
    const profile = (access: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/profile/',
        headers: { authorization: `Bearer ${access}` },
      });

    it('logout ends the access token at once; the other device refreshes once and carries on', async () => {
      const acc = await verifiedAccount(t);
      const phone = await login(t, acc.phone, acc.password);
      const laptop = await login(t, acc.email, acc.password);
      expect((await profile(phone.access_token)).statusCode).toBe(200);
      expect((await post(t, '/logout/', { refresh: phone.refresh_token })).statusCode).toBe(204);
      expect((await profile(phone.access_token)).statusCode).toBe(401);
      expect((await profile(laptop.access_token)).statusCode).toBe(401);
      const refreshed = await post(t, '/token/refresh/', { refresh: laptop.refresh_token });
      expect(refreshed.statusCode).toBe(200);
      expect((await profile(refreshed.json().token.access)).statusCode).toBe(200);
      expect((await post(t, '/token/refresh/', { refresh: phone.refresh_token })).statusCode).toBe(401);
    });

    it('a password reset ends every access token of the account', async () => {
      const acc = await verifiedAccount(t);
      const session = await login(t, acc.phone, acc.password);
      expect((await post(t, '/forgot/password/', { phone_or_email: acc.email })).statusCode).toBe(200);
      const code = await codeSentTo(t, acc.email);
      const checked = await post(t, '/validate/otp/', { phone_or_email: acc.email, otp: code });
      const reset = await post(t, '/reset/password/', {
        reset_token: checked.json().reset_token,
        new_password: 'NewSecret1!',
        confirm_password: 'NewSecret1!',
      });
      expect(reset.statusCode).toBe(200);
      expect((await profile(session.access_token)).statusCode).toBe(401);
      const fresh = await login(t, acc.phone, 'NewSecret1!');
      expect((await profile(fresh.access_token)).statusCode).toBe(200);
    });
  });

  describe('6. who has an account, by timing', () => {
    it('forgot-password answers before the code is mailed', async () => {
      const acc = await verifiedAccount(t);
      const mailer = t.app.mailer as { send: (m: unknown) => Promise<unknown> };
      const realSend = mailer.send;
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      mailer.send = async (m) => {
        await held; // a slow SMTP server
        return realSend.call(mailer, m);
      };
      try {
        const answer = post(t, '/forgot/password/', { phone_or_email: acc.email });
        const first = await Promise.race([answer, sleep(3000).then(() => 'still waiting')]);
        expect(first).not.toBe('still waiting');
        expect((first as Awaited<typeof answer>).json()).toEqual({ message: 'Password reset link sent!' });
      } finally {
        release();
        mailer.send = realSend;
        await t.app.backgroundSettled();
      }
      expect((await mailWithSubject(t, acc.email, 'Your Kandamul password reset code')).subject).toBeTruthy();
    });

    it('a login of an account whose hash is unusable spends a real hash, like any wrong password', async () => {
      // Timing is the point: OWASP's cost, not the tests' cheap one (a 2 ms hash drowns in noise).
      vi.stubEnv('KANDAMUL_TEST_CHEAP_HASH', '0');
      onTestFinished(() => {
        vi.unstubAllEnvs();
      });
      const real = await verifiedAccount(t);
      const placeholder = await createCustomer(t); // its password hash is 'not-a-login-account'
      const [row] = await t.database.db.select().from(users).where(eq(users.id, placeholder.id));
      const timed = async (id: string) => {
        const times: number[] = [];
        for (let i = 0; i < 3; i++) {
          const start = performance.now();
          const res = await post(t, '/login/', { phone_or_email: id, password: 'Wrong1!x' });
          times.push(performance.now() - start);
          expect(res.statusCode).toBe(401);
        }
        return times.sort((x, y) => x - y)[1]!;
      };
      await timed(real.phone); // warms the dummy hash
      const wrongPassword = await timed(real.phone);
      const unusable = await timed(row!.phone);
      expect(unusable).toBeGreaterThan(wrongPassword * 0.4);
    });
  });
});

/** The same attacks against the limits a deployment runs with (RATE_LIMIT_FACTOR 1). */
describe.each(DB_KINDS)('issue 25 attacks on request limits, %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'empty' });
  });
  afterAll(async () => {
    await t?.close();
  });

  let stations: Awaited<ReturnType<typeof insertStations>>;
  beforeAll(async () => {
    await seedPlaces(t.database.db);
    stations = await insertStations(t.database.db);
  });

  const stockOf = async (id: number) =>
    (await t.database.db.select({ s: products.stock }).from(products).where(eq(products.id, id)))[0]!.s;
  const checkout = (c: Customer, payload: Record<string, unknown>, ip = '192.0.2.1') =>
    t.app.inject({ method: 'POST', url: '/api/v1/checkout/', headers: c.auth, payload, remoteAddress: ip });
  const shopper = async (fields: Parameters<typeof createCustomer>[1] = {}) => {
    const c = await createCustomer(t, fields);
    const address = await createAddress(t, c, { nearest_branch: stations.kathmandu });
    return { c, location: address.id };
  };

  const userRow = (id: number) => userRowIn(t, id);

  const applyFrom = (ip: string, code: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/voucher/apply/',
      payload: { code, order_total: 1000 },
      headers,
      remoteAddress: ip,
    });

  describe('8. voucher codes guessed freely', () => {
    it('one IP gets 20 guesses a minute, then 429 with retry_after', async () => {
      const answers: number[] = [];
      for (let i = 0; i < 25; i++) answers.push((await applyFrom('203.0.113.8', `GUESS${i}`)).statusCode);
      expect(answers.slice(0, 20).every((s) => s === 200)).toBe(true);
      expect(answers.slice(20).every((s) => s === 429)).toBe(true);
      const refused = await applyFrom('203.0.113.8', 'GUESS');
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', retry_after: expect.any(Number) });
      expect((await applyFrom('203.0.113.9', 'GUESS')).statusCode).toBe(200); // others are not affected
    });

    it('one customer gets 10 guesses a minute, whatever IPs they use', async () => {
      const c = await createCustomer(t);
      const answers: number[] = [];
      for (let i = 0; i < 12; i++)
        answers.push((await applyFrom(`198.51.100.${i + 1}`, `GUESS${i}`, c.auth)).statusCode);
      expect(answers.slice(0, 10).every((s) => s === 200)).toBe(true);
      expect(answers.slice(10)).toEqual([429, 429]);
    });
  });
  describe('3. one customer emptying the shelves', () => {
    it('a fourth unpaid online order is refused with 422, and holds nothing', async () => {
      const [rice] = await insertShopProducts(t.database.db, [
        { title: 'Basmati Rice 5 kg', pricePaisa: 75_000, stock: 500 },
      ]);
      const { c, location } = await shopper();
      const online = { product_id: [rice!.id], qtys: [99], location, payment_method: 'online' };
      for (let i = 0; i < 3; i++) expect((await checkout(c, online)).statusCode).toBe(201);
      expect(await stockOf(rice!.id)).toBe(500 - 3 * 99);
      const fourth = await checkout(c, online);
      expect(fourth.statusCode).toBe(422);
      expect(fourth.json()).toMatchObject({
        code: 'TOO_MANY_UNPAID_ORDERS',
        message:
          'You already have 3 orders waiting for online payment. Pay for or cancel one before placing another.',
      });
      expect(await stockOf(rice!.id)).toBe(500 - 3 * 99);
      // Paying for one (or cancelling it) makes room again.
      const [first] = await t.database.db.select().from(orders).where(eq(orders.userId, c.id)).limit(1);
      await t.database.db.update(orders).set({ paymentCompleted: true }).where(eq(orders.id, first!.id));
      expect((await checkout(c, online)).statusCode).toBe(201);
    });

    it('a line may take only 5 units of a scarce product; the whole order is rolled back', async () => {
      const [salt, honey] = await insertShopProducts(t.database.db, [
        { title: 'Rock Salt 1 kg', pricePaisa: 5_000, stock: 100 },
        { title: 'Chiuri Honey', pricePaisa: 45_000, stock: 12 },
      ]);
      const { c, location } = await shopper();
      const greedy = await checkout(c, { product_id: [salt!.id, honey!.id], qtys: [50, 6], location });
      expect(greedy.statusCode).toBe(422);
      expect(greedy.json()).toMatchObject({
        code: 'ORDER_LINE_LIMIT',
        message: 'Only 5 of Chiuri Honey per order while stock is low.',
        max_quantity: 5,
      });
      expect([await stockOf(salt!.id), await stockOf(honey!.id)]).toEqual([100, 12]);
      expect((await checkout(c, { product_id: [honey!.id], qtys: [5], location })).statusCode).toBe(201);
    });

    it('checkout is rate-limited per customer (10 in 10 minutes) and per IP (30)', async () => {
      const { c, location } = await shopper();
      const missing = { product_id: [2_000_000_000], qtys: [1], location };
      const answers: number[] = [];
      for (let i = 0; i < 11; i++)
        answers.push((await checkout(c, missing, `192.0.2.${100 + i}`)).statusCode);
      expect(answers.slice(0, 10).every((s) => s === 404)).toBe(true);
      const limited = await checkout(c, missing, '192.0.2.200');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', retry_after: expect.any(Number) });

      const others = await Promise.all([1, 2, 3, 4].map(() => shopper()));
      const fromOneIp: number[] = [];
      for (let i = 0; i < 32; i++) {
        const s = others[i % 4]!;
        fromOneIp.push((await checkout(s.c, { ...missing, location: s.location }, '192.0.2.250')).statusCode);
      }
      expect(fromOneIp.slice(0, 30).every((s) => s === 404)).toBe(true);
      expect(fromOneIp.slice(30)).toEqual([429, 429]);
    });
  });
  describe("2. a victim's e-mail address in someone else's account", () => {
    it('an unconfirmed address gets no order e-mail, and no message carries the customer text', async () => {
      const victim = `victim-${Date.now()}@example.com`;
      const [tea] = await insertShopProducts(t.database.db, [
        { title: 'Ilam Tea 500 g', pricePaisa: 40_000, stock: 100 },
      ]);
      const bait = 'URGENT your account is locked verify at https://evil.example';
      const { c, location } = await shopper({ email: victim, emailVerified: false, firstName: bait });
      const order = await checkout(c, { product_id: [tea!.id], qtys: [1], location }, '192.0.2.60');
      expect(order.statusCode).toBe(201);
      await t.app.backgroundSettled();
      expect(await messageCount(t, victim, 'email')).toBe(0);
      const sms = await lastMessage(t, (await userRow(c.id)).phone);
      expect(sms!.body).toContain(order.json().tracking_id);
      expect(sms!.body).not.toContain('evil.example');

      // Once the owner confirms the address, order e-mails go there, in the shop's words only.
      await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, c.id));
      const next = await checkout(c, { product_id: [tea!.id], qtys: [1], location }, '192.0.2.61');
      await t.app.backgroundSettled();
      const mail = await lastMessage(t, victim);
      expect(mail!.body).toContain(next.json().tracking_id);
      expect(mail!.body).not.toContain('evil.example');
      expect(mail!.body.startsWith('Namaste,')).toBe(true);
    });
  });
  describe('7. a station that does not serve the address', () => {
    it("an address in Karnali cannot name Kathmandu's station, nor be charged its rate", async () => {
      const [rice] = await insertShopProducts(t.database.db, [
        { title: 'Jumla Red Rice', pricePaisa: 20_000, stock: 100 },
      ]);
      const c = await createCustomer(t);
      const far = { province: PLACES.karnali, district: null, municipality: null };
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/v1/order/address/create/',
        headers: c.auth,
        payload: addressBody({ ...far, nearest_branch: stations.kathmandu }),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({
        nearest_branch: ['This delivery station does not deliver to the chosen province.'],
      });

      // An address saved before the rule keeps its station id, but is charged as what it is.
      const saved = await createAddress(t, c, { ...far, nearest_branch: null });
      await t.database.db
        .update(addresses)
        .set({ stationId: stations.kathmandu })
        .where(eq(addresses.id, saved.id));
      const quote = await t.app.inject({
        method: 'POST',
        url: '/api/v1/order/calculate-delivery-charge/',
        headers: c.auth,
        payload: { address_id: saved.id, cart_items: [{ product_id: rice!.id, quantity: 1 }] },
      });
      expect(quote.json().data.delivery_info).toEqual({
        delivery_charge: 350,
        delivery_time: '3-5 days',
        distance: null,
      });
    });
  });
});
