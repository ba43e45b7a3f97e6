import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_LIMITS, lastMessage, messageCount, post, signupBody } from '../../../test/accounts';
import { DB_KINDS, type TestApp, createTestApp } from '../../../test/helpers';
import { otpCodes, outboxMessages, users } from '../../db/schema';

/** Moves every code of a target back in time, as if `ms` had passed since it was sent. */
async function age(t: TestApp, target: string, ms: number) {
  await t.database.db
    .update(otpCodes)
    .set({ createdAt: sql`${otpCodes.createdAt} - make_interval(secs => ${ms / 1000})` })
    .where(eq(otpCodes.target, target));
}

async function isVerified(t: TestApp, phone: string) {
  const [u] = await t.database.db
    .select({ v: users.phoneVerified })
    .from(users)
    .where(eq(users.phone, phone));
  return u?.v;
}

function otherCode(code: string) {
  return code === '000000' ? '111111' : '000000';
}

describe.each(DB_KINDS)('phone codes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'empty', env: FAST_LIMITS });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function signedUp() {
    const body = signupBody();
    expect((await post(t, '/signup/', body)).statusCode).toBe(201);
    return { ...body, code: (await lastMessage(t, body.phone))!.code! };
  }

  it('the right code marks the phone verified, once', async () => {
    const s = await signedUp();
    const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.target, s.phone));
    expect(row!.codeHash).not.toContain(s.code);
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000).toBeCloseTo(10, 1);

    const res = await post(t, '/otp/public/verify/', { phone: s.phone, otp: s.code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'OTP verified successfully' });
    expect(await isVerified(t, s.phone)).toBe(true);
    const again = await post(t, '/otp/public/verify/', { phone: s.phone, otp: s.code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'OTP_INVALID', message: 'Invalid OTP' });
  });

  it('a wrong code answers 400 Invalid OTP; a malformed one the form message', async () => {
    const s = await signedUp();
    const wrong = await post(t, '/otp/public/verify/', { phone: s.phone, otp: otherCode(s.code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'OTP_INVALID', message: 'Invalid OTP', detail: 'Invalid OTP' });
    const malformed = await post(t, '/otp/public/verify/', { phone: s.phone, otp: '12a456' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ otp: ['Please enter a valid 6-digit OTP'] });
    expect(await isVerified(t, s.phone)).toBe(false);
  });

  it('five wrong codes lock the code: even the right one is refused after', async () => {
    const s = await signedUp();
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) {
      answers.push(
        (await post(t, '/otp/public/verify/', { phone: s.phone, otp: otherCode(s.code) })).statusCode,
      );
    }
    expect(answers).toEqual([400, 400, 400, 400, 429]);
    const right = await post(t, '/otp/public/verify/', { phone: s.phone, otp: s.code });
    expect(right.statusCode).toBe(429);
    // One message with the real wait: the resend cooldown of the code just sent, as a resend would meet.
    const locked = right.json();
    expect(locked).toMatchObject({ code: 'OTP_LOCKED', retry_after: expect.any(Number) });
    expect(locked.retry_after).toBeGreaterThan(50);
    expect(locked.retry_after).toBeLessThanOrEqual(60);
    expect(locked.message).toBe(
      `Too many wrong attempts. Please request a new OTP in ${locked.retry_after} seconds.`,
    );
    const resend = (await post(t, '/otp/public/send/', { phone: s.phone })).json();
    expect(resend).toMatchObject({ code: 'OTP_COOLDOWN' });
    expect(Math.abs(resend.retry_after - locked.retry_after)).toBeLessThanOrEqual(1);
    expect(await isVerified(t, s.phone)).toBe(false);

    // Once a new code may be sent, the lock says so without a wait.
    await age(t, s.phone, 61_000);
    expect((await post(t, '/otp/public/verify/', { phone: s.phone, otp: s.code })).json()).toMatchObject({
      code: 'OTP_LOCKED',
      message: 'Too many wrong attempts. Please request a new OTP.',
      retry_after: 0,
    });
    // A new code works.
    expect((await post(t, '/otp/public/send/', { phone: s.phone })).statusCode).toBe(200);
    const fresh = (await lastMessage(t, s.phone))!.code!;
    expect((await post(t, '/otp/public/verify/', { phone: s.phone, otp: fresh })).statusCode).toBe(200);
  });

  it('an expired code is refused', async () => {
    const s = await signedUp();
    await t.database.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.target, s.phone));
    const res = await post(t, '/otp/public/verify/', { phone: s.phone, otp: s.code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'OTP_EXPIRED' });
    expect(await isVerified(t, s.phone)).toBe(false);
  });

  it('a resend within 60 s answers 429 with the seconds left; later it sends a new code and retires the old', async () => {
    const s = await signedUp();
    const early = await post(t, '/otp/public/send/', { phone: s.phone });
    expect(early.statusCode).toBe(429);
    const body = early.json();
    expect(body.code).toBe('OTP_COOLDOWN');
    expect(body.retry_after).toBeGreaterThan(50);
    expect(body.retry_after).toBeLessThanOrEqual(60);
    expect(body.message).toBe(`Please wait ${body.retry_after} seconds before requesting another OTP.`);
    expect(await messageCount(t, s.phone)).toBe(1);

    await age(t, s.phone, 61_000);
    const later = await post(t, '/otp/public/send/', { phone: s.phone });
    expect(later.statusCode).toBe(200);
    expect(later.json()).toEqual({ message: 'OTP sent successfully to your phone' });
    expect(await messageCount(t, s.phone)).toBe(2);
    const fresh = (await lastMessage(t, s.phone))!.code!;
    if (fresh !== s.code) {
      expect((await post(t, '/otp/public/verify/', { phone: s.phone, otp: s.code })).statusCode).toBe(400);
    }
    expect((await post(t, '/otp/public/verify/', { phone: s.phone, otp: fresh })).statusCode).toBe(200);
  });

  it('at most five codes an hour per phone', async () => {
    const s = await signedUp();
    for (let i = 0; i < 4; i++) {
      await age(t, s.phone, 61_000);
      expect((await post(t, '/otp/public/send/', { phone: s.phone })).statusCode).toBe(200);
    }
    await age(t, s.phone, 61_000);
    const sixth = await post(t, '/otp/public/send/', { phone: s.phone });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'RATE_LIMITED', retry_after: expect.any(Number) });
    expect(await messageCount(t, s.phone)).toBe(5);
  });

  it('answers the same for a phone without an account, or already verified, and sends nothing', async () => {
    const res = await post(t, '/otp/public/send/', { phone: '9800000001' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'OTP sent successfully to your phone' });
    expect(await messageCount(t, '9800000001')).toBe(0);
  });
});

describe.each(DB_KINDS)('SMS gateway on %s', (kind) => {
  let t: TestApp;
  let server: Server;
  let answer = 200;
  const received: { headers: Record<string, unknown>; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(answer, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer === 200 ? { response_code: 200 } : { error: 'Invalid token' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    t = await createTestApp(kind, {
      seed: 'empty',
      env: {
        ...FAST_LIMITS,
        SMS_GATEWAY_URL: `http://127.0.0.1:${port}/api/v2/sms/`,
        SMS_GATEWAY_TOKEN: 'gateway-token-123',
        SMS_FROM: 'KandamulTest',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('posts token, from, to and text form-encoded, and records the message as sent', async () => {
    answer = 200;
    const body = signupBody();
    expect((await post(t, '/signup/', body)).statusCode).toBe(201);
    const req = received.at(-1)!;
    expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(req.body);
    expect([...form.keys()].sort()).toEqual(['from', 'text', 'to', 'token']);
    expect(form.get('token')).toBe('gateway-token-123');
    expect(form.get('from')).toBe('KandamulTest');
    expect(form.get('to')).toBe(body.phone);
    const code = /\b(\d{6})\b/.exec(form.get('text')!)![1]!;
    const recorded = await lastMessage(t, body.phone);
    expect(recorded).toMatchObject({ status: 'sent', code });
    expect((await post(t, '/otp/public/verify/', { phone: body.phone, otp: code })).statusCode).toBe(200);
  });

  it('a refusal (non-2xx) answers 502 DELIVERY_FAILED, is recorded as failed, and may be retried at once', async () => {
    answer = 200;
    const body = signupBody();
    await post(t, '/signup/', body);
    await age(t, body.phone, 61_000);
    answer = 500;
    const res = await post(t, '/otp/public/send/', { phone: body.phone });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      code: 'DELIVERY_FAILED',
      message: 'We could not send the code. Please try again.',
      detail: 'We could not send the code. Please try again.',
    });
    const [failed] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, body.phone), eq(outboxMessages.status, 'failed')));
    expect(failed!.error).toContain('500');

    answer = 200;
    const retry = await post(t, '/otp/public/send/', { phone: body.phone });
    expect(retry.statusCode).toBe(200);
    expect((await lastMessage(t, body.phone))!.status).toBe('sent');
  });
});
