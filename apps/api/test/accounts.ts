import { randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { outboxMessages } from '../src/db/schema';
import type { TestApp } from './helpers';

/** A signup body with a fresh phone and e-mail. */
export function signupBody(overrides: Record<string, string> = {}) {
  const n = String(randomInt(100_000_000)).padStart(8, '0');
  // 98 and a random eighth digit could make 983, 987 or 989, which no Nepali mobile starts with.
  const prefix = ['980', '981', '982', '984', '985', '986'][randomInt(6)];
  return {
    first_name: 'Sita',
    last_name: 'Sharma',
    email: `sita${n}@example.com`,
    phone: `${prefix}${n.slice(1)}`,
    password: 'Secret1!',
    confirm_password: 'Secret1!',
    ...overrides,
  };
}

/** The newest message the shop sent to `recipient`, and the six-digit code in it. */
export async function lastMessage(t: TestApp, recipient: string) {
  // Some messages (reset codes, confirmations) are sent by jobs after the answer.
  await t.app.backgroundSettled();
  const [row] = await t.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  if (!row) return null;
  return { ...row, code: /\b(\d{6})\b/.exec(row.body)?.[1] ?? null };
}

export async function messageCount(t: TestApp, recipient: string, channel?: 'sms' | 'email') {
  await t.app.backgroundSettled();
  const rows = await t.database.db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      channel
        ? and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.channel, channel))
        : eq(outboxMessages.recipient, recipient),
    );
  return rows.length;
}

export function post(t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers });
}

/** Signs up through the API and verifies the phone with the texted code. */
export async function verifiedAccount(t: TestApp, overrides: Record<string, string> = {}) {
  const body = signupBody(overrides);
  const res = await post(t, '/signup/', body);
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.body}`);
  const code = (await lastMessage(t, body.phone))?.code;
  const verified = await post(t, '/otp/public/verify/', { phone: body.phone, otp: code });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  // Verifying sends the e-mail confirmation link after the answer: let it go first, so a test's own
  // messages (a reset code) are the newest.
  await t.app.backgroundSettled();
  return { ...body, userId: res.json().user_id as number };
}

export async function login(t: TestApp, phoneOrEmail: string, password: string) {
  const res = await post(t, '/login/', { phone_or_email: phoneOrEmail, password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json() as { access_token: string; refresh_token: string; user_id: number };
}

/** Test apps of the account modules: limits raised so only the tests about limits meet them. */
export const FAST_LIMITS = { RATE_LIMIT_FACTOR: '1000' };

/**
 * The newest six-digit code sent to `recipient`, waiting (up to 15 s) for the job that sends it: on a
 * busy machine a reset-code job can still be on its way when the first look finds only other mail.
 */
export async function codeSentTo(t: TestApp, recipient: string): Promise<string> {
  const until = Date.now() + 15_000;
  for (;;) {
    const code = (await lastMessage(t, recipient))?.code;
    if (code) return code;
    if (Date.now() > until) throw new Error(`no code reached ${recipient}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The newest message to `recipient` with this subject, waiting (up to 15 s) for the job that sends it. */
export async function mailWithSubject(t: TestApp, recipient: string, subject: string) {
  const until = Date.now() + 15_000;
  for (;;) {
    const mail = await lastMessage(t, recipient);
    if (mail?.subject === subject) return mail;
    if (Date.now() > until) throw new Error(`no '${subject}' reached ${recipient}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
