import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES, normaliseNepaliPhone, type SignupInput } from '@kandamul/domain';
import type { Db } from '../../db/client';
import type { Mailer } from '../../infra/mail';
import type { Sms } from '../../infra/sms';
import { type AccessTokens, hashSecret, newOpaqueToken } from '../../infra/tokens';
import { AppError } from '../../plugins/errors';
import { OtpService } from '../otp/otp.service';
import * as repo from './auth.repo';
import { fail } from './errors';
import { hashPassword, verifyPassword } from './password';

/** Refresh tokens end 30 days after the login that started their family; rotation does not extend it. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;
/** A password reset token works once, for 15 minutes. */
export const RESET_TOKEN_TTL_MS = 15 * 60_000;

export const PHONE_TAKEN = MESSAGES.phoneTaken;
export const EMAIL_TAKEN = MESSAGES.emailTaken;
const VERIFY_PHONE_FIRST = 'Please verify your phone number first.';
const VERIFY_PHONE_CODE_SENT = MESSAGES.verifyPhoneCodeSent;

export interface Session {
  userId: number;
  access: string;
  refresh: string;
}

export interface AuthDeps {
  db: Db;
  tokens: AccessTokens;
  mailer: Mailer;
  sms: Sms;
  authSecret: string;
  log: FastifyBaseLogger;
}

function phoneCodeText(code: string): string {
  return `Your Kandamul verification code is ${code}. It expires in 10 minutes. Do not share it with anyone.`;
}

function resetCodeMail(code: string): { subject: string; text: string } {
  return {
    subject: 'Your Kandamul password reset code',
    text:
      `Your password reset code is ${code}.\n\n` +
      'It expires in 10 minutes. If you did not ask to reset your password, ignore this e-mail; ' +
      'your password stays as it is.\n\nKandamul',
  };
}

function isUniqueViolation(err: unknown): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

let dummyHash: Promise<string> | undefined;
/** A real hash to check passwords against when no account matches, so both paths take the same time. */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-only-for-timing');
  return dummyHash;
}

/** Signup, phone verification, login, sessions and password reset. */
export class AuthService {
  readonly otp: OtpService;

  constructor(private readonly deps: AuthDeps) {
    this.otp = new OtpService(deps.db, deps.authSecret);
  }

  private get db(): Db {
    return this.deps.db;
  }

  /**
   * Finds the account a login name points at: an e-mail when it has an '@', else a phone number,
   * written as signup stored it (so '+977 984-1234567' finds 9841234567).
   */
  async findByIdentifier(identifier: string): Promise<repo.UserRow | undefined> {
    const id = identifier.trim();
    return id.includes('@')
      ? repo.findUserByEmail(this.db, id)
      : repo.findUserByPhone(this.db, normaliseNepaliPhone(id));
  }

  /**
   * Registers a customer (or, for a phone that was never verified, replaces that attempt's details)
   * and texts a verification code.
   */
  async signup(input: SignupInput): Promise<{ userId: number; phone: string }> {
    const [byPhone, byEmail] = await Promise.all([
      repo.findUserByPhone(this.db, input.phone),
      repo.findUserByEmail(this.db, input.email),
    ]);
    const errors: Record<string, string[]> = {};
    if (byPhone?.phoneVerified) errors.phone = [PHONE_TAKEN];
    if (byEmail && (byEmail.phoneVerified || byEmail.id !== byPhone?.id)) errors.email = [EMAIL_TAKEN];
    if (Object.keys(errors).length) throw taken(errors);

    const values: repo.NewUser = {
      phone: input.phone,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      firstName: input.first_name,
      lastName: input.last_name,
    };
    let userId: number;
    try {
      if (byPhone) {
        if (!(await repo.replaceUnverifiedUser(this.db, byPhone.id, values)))
          throw taken({ phone: [PHONE_TAKEN] });
        userId = byPhone.id;
      } else {
        userId = await repo.insertUser(this.db, values);
      }
    } catch (err) {
      // Two signups with the same details at once: the loser hears what the first check would have said.
      if (!isUniqueViolation(err)) throw err;
      const [p, e] = await Promise.all([
        repo.findUserByPhone(this.db, input.phone),
        repo.findUserByEmail(this.db, input.email),
      ]);
      throw taken({ ...(p ? { phone: [PHONE_TAKEN] } : {}), ...(e ? { email: [EMAIL_TAKEN] } : {}) });
    }

    try {
      await this.sendPhoneCodeTo(input.phone);
    } catch (err) {
      // A repeated signup within the minute: the code sent moments ago still works.
      if (!(err instanceof AppError && err.code === 'OTP_COOLDOWN')) throw err;
    }
    return { userId, phone: input.phone };
  }

  private sendPhoneCodeTo(phone: string): Promise<void> {
    return this.otp.issue({ channel: 'sms', target: phone, purpose: 'verify_phone' }, (code) =>
      this.deps.sms.send({ to: phone, text: phoneCodeText(code) }),
    );
  }

  /** Resends the phone code; a phone without an unverified account gets the same answer and nothing is sent. */
  async sendPhoneCode(phone: string): Promise<void> {
    const user = await repo.findUserByPhone(this.db, phone);
    if (!user || user.phoneVerified) return;
    await this.sendPhoneCodeTo(phone);
  }

  async verifyPhone(phone: string, code: string): Promise<void> {
    await this.otp.verify({ target: phone, purpose: 'verify_phone', code });
    const user = await repo.findUserByPhone(this.db, phone);
    if (!user) throw fail('OTP_INVALID');
    await repo.markPhoneVerified(this.db, user.id);
  }

  /** Checks the password; 401 for a wrong pair, 403 (with a fresh code when allowed) for an unverified phone. */
  async login(identifier: string, password: string): Promise<Session> {
    const user = await this.findByIdentifier(identifier);
    if (!user) {
      await verifyPassword(password, await dummyPasswordHash());
      throw fail('INVALID_CREDENTIALS');
    }
    if (!(await verifyPassword(password, user.passwordHash))) throw fail('INVALID_CREDENTIALS');
    if (!user.phoneVerified) throw await this.phoneNotVerified(user.phone);
    return this.startSession(user.id);
  }

  private async phoneNotVerified(phone: string): Promise<AppError> {
    try {
      await this.sendPhoneCodeTo(phone);
      return fail('PHONE_NOT_VERIFIED', VERIFY_PHONE_CODE_SENT, { phone, code_sent: true });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      if (err.code === 'OTP_COOLDOWN') {
        // A code went out less than a minute ago; it still works.
        return fail('PHONE_NOT_VERIFIED', VERIFY_PHONE_CODE_SENT, { phone, code_sent: true, ...err.extra });
      }
      // Could not send (hourly limit, gateway down): say so, and let the verify screen offer a resend.
      return fail('PHONE_NOT_VERIFIED', `${VERIFY_PHONE_FIRST} ${err.message}`, {
        phone,
        code_sent: false,
        ...err.extra,
      });
    }
  }

  async startSession(userId: number): Promise<Session> {
    const refresh = newOpaqueToken();
    await repo.insertRefreshToken(this.db, {
      userId,
      familyId: randomUUID(),
      tokenHash: hashSecret(refresh),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    });
    return { userId, access: await this.deps.tokens.sign(userId), refresh };
  }

  /**
   * Swaps a refresh token for a new pair. A token used twice means it was stolen or copied: the whole
   * family (every token descended from that login) is revoked.
   */
  async refresh(token: string): Promise<Session> {
    const row = await repo.findRefreshToken(this.db, hashSecret(token));
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) throw fail('SESSION_EXPIRED');
    if (row.rotatedAt) {
      await repo.revokeFamily(this.db, row.familyId);
      this.deps.log.warn(
        { userId: row.userId, familyId: row.familyId },
        'refresh token reused: family revoked',
      );
      throw fail('SESSION_EXPIRED');
    }
    const next = newOpaqueToken();
    const rotated = await this.db.transaction(async (tx) => {
      if (!(await repo.markRotated(tx, row.id))) return false;
      await repo.insertRefreshToken(tx, {
        userId: row.userId,
        familyId: row.familyId,
        tokenHash: hashSecret(next),
        expiresAt: row.expiresAt,
      });
      return true;
    });
    if (!rotated) {
      // Another request rotated it at the same moment: the same reuse rule applies.
      await repo.revokeFamily(this.db, row.familyId);
      throw fail('SESSION_EXPIRED');
    }
    return { userId: row.userId, access: await this.deps.tokens.sign(row.userId), refresh: next };
  }

  /** Ends the login the token belongs to; unknown tokens are ignored (logging out twice is fine). */
  async logout(token: string): Promise<void> {
    const row = await repo.findRefreshToken(this.db, hashSecret(token));
    if (row) await repo.revokeFamily(this.db, row.familyId);
  }

  /** E-mails a reset code to the account behind a phone or e-mail; silent when there is none. */
  async forgotPassword(identifier: string): Promise<void> {
    const user = await this.findByIdentifier(identifier);
    if (user) await this.sendResetCode(user);
  }

  /** Resends the reset code by e-mail; silent for an unknown address. */
  async sendEmailCode(email: string): Promise<void> {
    const user = await repo.findUserByEmail(this.db, email);
    if (user) await this.sendResetCode(user);
  }

  private async sendResetCode(user: repo.UserRow): Promise<void> {
    try {
      await this.otp.issue(
        { channel: 'email', target: user.email.toLowerCase(), purpose: 'reset_password' },
        (code) => this.deps.mailer.send({ to: user.email, ...resetCodeMail(code) }),
      );
    } catch (err) {
      // Saying "wait" only for existing accounts would tell who has one; the route's own
      // per-address limit answers every address alike, and an earlier code still works.
      if (err instanceof AppError && (err.code === 'OTP_COOLDOWN' || err.code === 'RATE_LIMITED')) return;
      throw err;
    }
  }

  /** Checks the e-mailed code and hands out a single-use reset token. */
  async verifyResetCode(identifier: string, code: string): Promise<string> {
    const user = await this.findByIdentifier(identifier);
    if (!user) throw fail('OTP_INVALID');
    await this.otp.verify({ target: user.email.toLowerCase(), purpose: 'reset_password', code });
    const token = newOpaqueToken();
    await this.db.transaction(async (tx) => {
      await repo.retireResetTokens(tx, user.id);
      await repo.insertResetToken(tx, {
        userId: user.id,
        tokenHash: hashSecret(token),
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      });
    });
    return token;
  }

  /** Sets a new password with a reset token (once) and ends every login of the account. */
  async resetPassword(token: string, newPassword: string): Promise<void> {
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      const userId = await repo.consumeResetToken(tx, hashSecret(token));
      if (userId === null) throw fail('RESET_TOKEN_INVALID');
      await repo.setPasswordHash(tx, userId, passwordHash);
      await repo.revokeAllOfUser(tx, userId);
    });
  }
}

function taken(errors: Record<string, string[]>): AppError {
  const first = Object.values(errors)[0]?.[0] ?? PHONE_TAKEN;
  return new AppError(400, 'VALIDATION', first, errors);
}

/** The service wired to the app's database, token signer and transports. */
export function authServiceFor(app: {
  db: Db;
  tokens: AccessTokens;
  mailer: Mailer;
  sms: Sms;
  config: { authSecret: string };
  log: FastifyBaseLogger;
}): AuthService {
  return new AuthService({
    db: app.db,
    tokens: app.tokens,
    mailer: app.mailer,
    sms: app.sms,
    authSecret: app.config.authSecret,
    log: app.log,
  });
}
