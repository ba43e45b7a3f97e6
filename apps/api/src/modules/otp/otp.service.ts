import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { DeliveryError } from '../../infra/outbox';
import { type AppError, deliveryFailed, fail } from '../../plugins/errors';
import * as repo from './otp.repo';

export type OtpChannel = 'sms' | 'email';
export type OtpPurpose = 'verify_phone' | 'reset_password';

export interface OtpPolicy {
  ttlMs: number;
  maxAttempts: number;
  cooldownMs: number;
  maxSendsPerHour: number;
}

/** Codes live 10 minutes, allow 5 tries, one send per 60 s (the web's countdown) and 5 per hour. */
export const OTP_POLICY: OtpPolicy = {
  ttlMs: 10 * 60_000,
  maxAttempts: 5,
  cooldownMs: 60_000,
  maxSendsPerHour: 5,
};

const HOUR_MS = 60 * 60_000;

/** 429 OTP_COOLDOWN with the seconds left, in the message and as `retry_after`. */
export function otpCooldown(seconds: number): AppError {
  return fail('OTP_COOLDOWN', `Please wait ${seconds} seconds before requesting another OTP.`, {
    retry_after: seconds,
  });
}

/** Six random digits. */
export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Issues and checks one-time codes: stored as HMACs, single use, expiring, with tries and send limits. */
export class OtpService {
  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly policy: OtpPolicy = OTP_POLICY,
  ) {}

  /** `bind` names what the code may act on (a signup attempt): a code made for one never fits another. */
  private hash(target: string, purpose: OtpPurpose, code: string, bind?: string): string {
    const subject = bind === undefined ? `otp:${purpose}:${target}` : `otp:${purpose}:${target}:${bind}`;
    return createHmac('sha256', this.secret).update(`${subject}:${code}`).digest('hex');
  }

  /** Closes every open code of a target and purpose (their subject was replaced). */
  retire(target: string, purpose: OtpPurpose): Promise<void> {
    return repo.retireOthers(this.db, target, purpose, 0);
  }

  /**
   * How long before another code may be sent to `target`: the 60 s cooldown since the last send, or the
   * hourly limit; null when one may be sent now.
   */
  private async sendWait(
    target: string,
    purpose: OtpPurpose,
    now: number,
    skipCooldown = false,
  ): Promise<{ reason: 'cooldown' | 'hourly'; seconds: number } | null> {
    // A replaced signup sends its fresh code at once (the hourly limit still holds).
    const last = skipCooldown ? undefined : await repo.latestCode(this.db, target, purpose);
    if (last) {
      const waitMs = last.createdAt.getTime() + this.policy.cooldownMs - now;
      if (waitMs > 0) return { reason: 'cooldown', seconds: Math.ceil(waitMs / 1000) };
    }
    const since = new Date(now - HOUR_MS);
    if ((await repo.countSentSince(this.db, target, purpose, since)) >= this.policy.maxSendsPerHour) {
      const oldest = await repo.oldestSentSince(this.db, target, purpose, since);
      const seconds = Math.max(1, Math.ceil(((oldest?.getTime() ?? now) + HOUR_MS - now) / 1000));
      return { reason: 'hourly', seconds };
    }
    return null;
  }

  /**
   * OTP_LOCKED saying when a new code may be asked for (the same wait a resend would meet), so the code
   * screen shows one message with the real time: `retry_after` seconds, 0 when at once.
   */
  private async locked(target: string, purpose: OtpPurpose): Promise<AppError> {
    const wait = await this.sendWait(target, purpose, Date.now());
    if (!wait) return fail('OTP_LOCKED', undefined, { retry_after: 0 });
    return fail(
      'OTP_LOCKED',
      `Too many wrong attempts. Please request a new OTP in ${wait.seconds} seconds.`,
      { retry_after: wait.seconds },
    );
  }

  /**
   * Makes a new code and hands it to `send`. Throws OTP_COOLDOWN within 60 s of the last send,
   * RATE_LIMITED after 5 sends in an hour, DELIVERY_FAILED when `send` fails (the code is then dropped,
   * so the customer may try again at once). On success every earlier code stops working.
   * `skipCooldown` is for a new subject (a new signup attempt), which must not be left without a code;
   * the hourly limit still holds.
   */
  async issue(
    req: { channel: OtpChannel; target: string; purpose: OtpPurpose; bind?: string; skipCooldown?: boolean },
    send: (code: string) => Promise<unknown>,
  ): Promise<void> {
    const { target, purpose } = req;
    const now = Date.now();
    const wait = await this.sendWait(target, purpose, now, req.skipCooldown);
    if (wait?.reason === 'cooldown') throw otpCooldown(wait.seconds);
    if (wait) {
      throw fail(
        'RATE_LIMITED',
        `Too many codes requested. Please try again in ${Math.ceil(wait.seconds / 60)} minutes.`,
        { retry_after: wait.seconds },
      );
    }

    const code = newOtpCode();
    const id = await repo.insertCode(this.db, {
      channel: req.channel,
      target,
      purpose,
      codeHash: this.hash(target, purpose, code, req.bind),
      expiresAt: new Date(now + this.policy.ttlMs),
      createdAt: new Date(now),
    });
    try {
      await send(code);
    } catch (err) {
      await repo.deleteCode(this.db, id);
      if (err instanceof DeliveryError) throw deliveryFailed();
      throw err;
    }
    await repo.retireOthers(this.db, target, purpose, id);
  }

  /**
   * Checks a code against the newest one sent to `target`; uses it up when right. Throws OTP_INVALID,
   * OTP_EXPIRED, or OTP_LOCKED once 5 wrong tries were made.
   */
  async verify(req: { target: string; purpose: OtpPurpose; code: string; bind?: string }): Promise<void> {
    const { target, purpose, code } = req;
    const row = await repo.latestCode(this.db, target, purpose);
    if (!row || row.consumedAt) throw fail('OTP_INVALID');
    if (row.expiresAt.getTime() <= Date.now()) throw fail('OTP_EXPIRED');
    const attempts = await repo.claimAttempt(this.db, row.id, this.policy.maxAttempts);
    if (attempts === null) throw await this.locked(target, purpose);

    const given = Buffer.from(this.hash(target, purpose, code, req.bind), 'hex');
    const expected = Buffer.from(row.codeHash, 'hex');
    const right = given.length === expected.length && timingSafeEqual(given, expected);
    if (right) {
      if (await repo.consumeCode(this.db, row.id)) return;
      throw fail('OTP_INVALID');
    }
    if (attempts >= this.policy.maxAttempts) throw await this.locked(target, purpose);
    throw fail('OTP_INVALID');
  }
}
