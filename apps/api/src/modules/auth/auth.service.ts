import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { isRole, MESSAGES, normaliseNepaliPhone, type Role, type SignupInput } from '@kandamul/domain';
import type { Db } from '../../db/client';
import type { Jobs } from '../../infra/jobs';
import type { Mailer } from '../../infra/mail';
import type { Sms } from '../../infra/sms';
import { type AccessTokens, hashSecret, newOpaqueToken } from '../../infra/tokens';
import { AppError, fail } from '../../plugins/errors';
import { OtpService } from '../otp/otp.service';
import * as repo from './auth.repo';
import { hashCost, hashPassword, isUsableHash, verifyPassword } from './password';

/** Refresh tokens end 30 days after the login that started their family; rotation does not extend it. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;
/** A password reset token works once, for 15 minutes. */
export const RESET_TOKEN_TTL_MS = 15 * 60_000;
/** A signup whose phone is not verified within a day is forgotten, freeing its phone and e-mail. */
export const UNVERIFIED_SIGNUP_TTL_MS = 24 * 60 * 60_000;
/** The e-mail confirmation link works for 7 days. */
export const EMAIL_CONFIRM_TTL_MS = 7 * 24 * 60 * 60_000;

export const PHONE_TAKEN = MESSAGES.phoneTaken;
export const EMAIL_TAKEN = MESSAGES.emailTaken;
const VERIFY_PHONE_FIRST = 'Please verify your phone number first.';
const VERIFY_PHONE_CODE_SENT = MESSAGES.verifyPhoneCodeSent;

export interface Session {
  userId: number;
  access: string;
  refresh: string;
  /** The login (refresh token family) the pair belongs to: the page session is issued for it. */
  familyId: string;
  /** The family's end. */
  expiresAt: Date;
  tokenVersion: number;
}

export interface AuthDeps {
  db: Db;
  tokens: AccessTokens;
  mailer: Mailer;
  sms: Sms;
  jobs: Pick<Jobs, 'send'>;
  authSecret: string;
  /** The shop's origin, for the link in the e-mail confirmation. */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Runs work after the answer (FastifyInstance.inBackground): failures are logged. */
  inBackground: (name: string, task: () => Promise<void>) => void;
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

function emailConfirmMail(link: string): { subject: string; text: string } {
  return {
    subject: 'Confirm your e-mail address for Kandamul',
    text:
      'Please confirm that this is the e-mail address of your Kandamul account by opening this link:\n\n' +
      `${link}\n\nThe link works for 7 days. Until the address is confirmed we send nothing else to it. ` +
      'If you did not create a Kandamul account, ignore this e-mail.\n\nKandamul',
  };
}

/** An unverified signup older than a day: treated as if it did not exist. */
function expiredSignup(user: repo.UserRow, now = Date.now()): boolean {
  return !user.phoneVerified && user.createdAt.getTime() <= now - UNVERIFIED_SIGNUP_TTL_MS;
}

function isUniqueViolation(err: unknown): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

// One per hash cost: in production there is only OWASP's; the API tests switch their cheap cost off
// where timing is what they check (decision 040).
const dummyHashes = new Map<number, Promise<string>>();
/** A real hash to check passwords against when no account matches, so both paths take the same time. */
function dummyPasswordHash(): Promise<string> {
  const cost = hashCost();
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = hashPassword('not-a-real-password-only-for-timing');
    dummyHashes.set(cost, hash);
  }
  return hash;
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
  async signup(input: SignupInput): Promise<{ userId: number; phone: string; signupToken: string }> {
    await repo.deleteExpiredUnverified(
      this.db,
      input.phone,
      input.email,
      new Date(Date.now() - UNVERIFIED_SIGNUP_TTL_MS),
    );
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

    // Every signup is a new attempt: codes sent for an earlier one (bound to it, so they could not verify
    // this one anyway) are closed, and this attempt gets its own code even within the resend minute.
    await this.otp.retire(input.phone, 'verify_phone');
    const signupToken = this.signupToken({ id: userId, passwordHash: values.passwordHash });
    await this.sendPhoneCodeTo(input.phone, signupToken, true);
    return { userId, phone: input.phone, signupToken };
  }

  /**
   * Names one signup attempt: the password hash is salted anew on every signup, so a replaced attempt
   * gets a new token. Phone codes are bound to it, and once an attempt was replaced, verify needs it.
   */
  signupToken(user: Pick<repo.UserRow, 'id' | 'passwordHash'>): string {
    return createHmac('sha256', this.deps.authSecret)
      .update(`signup:${user.id}:${user.passwordHash}`)
      .digest('base64url');
  }

  private sendPhoneCodeTo(phone: string, signupToken: string, skipCooldown = false): Promise<void> {
    return this.otp.issue(
      { channel: 'sms', target: phone, purpose: 'verify_phone', bind: signupToken, skipCooldown },
      (code) => this.deps.sms.send({ to: phone, text: phoneCodeText(code) }),
    );
  }

  /** Resends the phone code; a phone without an unverified account gets the same answer and nothing is sent. */
  async sendPhoneCode(phone: string): Promise<void> {
    const user = await repo.findUserByPhone(this.db, phone);
    if (!user || user.phoneVerified || expiredSignup(user)) return;
    await this.sendPhoneCodeTo(phone, this.signupToken(user));
  }

  /**
   * Verifies the phone of the attempt the code was sent for. Codes are bound to their attempt, so a code
   * texted for a replaced attempt never verifies the replacement. Once an attempt was replaced, even the
   * newest code needs the attempt's signup token: the person who reads the texts (the phone's owner) may
   * not be the person whose details are now on the account.
   */
  async verifyPhone(phone: string, code: string, signupToken?: string): Promise<void> {
    const user = await repo.findUserByPhone(this.db, phone);
    if (!user || user.phoneVerified) throw fail('OTP_INVALID');
    if (expiredSignup(user)) throw fail('SIGNUP_EXPIRED');
    const expected = this.signupToken(user);
    if (signupToken !== undefined || user.signupReplacedAt) {
      if (!signupToken || !sameText(signupToken, expected)) throw fail('SIGNUP_REPLACED');
    }
    await this.otp.verify({ target: phone, purpose: 'verify_phone', code, bind: expected });
    // Replaced between the check and now: the code was for the details that are gone.
    if (!(await repo.markPhoneVerified(this.db, user.id, user.passwordHash))) throw fail('SIGNUP_REPLACED');
    await this.sendEmailConfirmation(user);
  }

  /**
   * Mails the link that confirms the account's e-mail address. Until it is opened (or a reset code sent
   * there is used), the address gets nothing else: anyone may type anyone's address at signup.
   */
  private async sendEmailConfirmation(user: repo.UserRow): Promise<void> {
    if (user.emailVerifiedAt) return;
    const link = `${this.deps.publicUrl}/api/v1/email/confirm/?token=${this.emailToken(user.id, user.email)}`;
    try {
      await this.deps.mailer.send({ to: user.email, ...emailConfirmMail(link) });
    } catch (err) {
      // The phone is verified either way; the address stays unconfirmed (no order e-mails go there).
      this.deps.log.warn({ err, userId: user.id }, 'e-mail confirmation could not be sent');
    }
  }

  private emailSignature(userId: number, email: string, expires: number): string {
    return createHmac('sha256', this.deps.authSecret)
      .update(`email:${userId}:${email.toLowerCase()}:${expires}`)
      .digest('base64url');
  }

  /** `userId.expires.signature`: names the address too, so a changed address needs a new link. */
  emailToken(userId: number, email: string, now = Date.now()): string {
    const expires = Math.floor((now + EMAIL_CONFIRM_TTL_MS) / 1000);
    return `${userId}.${expires}.${this.emailSignature(userId, email, expires)}`;
  }

  /** Opens a confirmation link: true when the account's current address is now confirmed. */
  async confirmEmail(token: string): Promise<boolean> {
    const [id, exp, signature] = token.split('.');
    const userId = Number(id);
    const expires = Number(exp);
    if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(expires) || !signature) return false;
    if (expires * 1000 <= Date.now()) return false;
    const user = await repo.findUserById(this.db, userId);
    if (!user || !sameText(signature, this.emailSignature(userId, user.email, expires))) return false;
    return repo.markEmailVerified(this.db, user.id, user.email);
  }

  /** Checks the password; 401 for a wrong pair, 403 (with a fresh code when allowed) for an unverified phone. */
  async login(identifier: string, password: string): Promise<Session> {
    const found = await this.findByIdentifier(identifier);
    const user = found && !expiredSignup(found) ? found : undefined;
    // Every refused login spends one real hash, so the time taken tells nothing about the account.
    const usable = user !== undefined && isUsableHash(user.passwordHash);
    const right = await verifyPassword(password, usable ? user.passwordHash : await dummyPasswordHash());
    if (!user || !usable || !right) throw fail('INVALID_CREDENTIALS');
    // Said only after the right password: a blocked account's existence is not told to strangers.
    if (user.blockedAt) throw fail('ACCOUNT_BLOCKED');
    if (!user.phoneVerified) throw await this.phoneNotVerified(user);
    return this.startSession(user.id, { role: asRole(user.role), tokenVersion: user.tokenVersion });
  }

  /** The right password proved this attempt, so the answer may name it (its signup token). */
  private async phoneNotVerified(user: repo.UserRow): Promise<AppError> {
    const { phone } = user;
    const signupToken = this.signupToken(user);
    const known = { phone, signup_token: signupToken };
    try {
      await this.sendPhoneCodeTo(phone, signupToken);
      return fail('PHONE_NOT_VERIFIED', VERIFY_PHONE_CODE_SENT, { ...known, code_sent: true });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      if (err.code === 'OTP_COOLDOWN') {
        // A code went out less than a minute ago; it still works.
        return fail('PHONE_NOT_VERIFIED', VERIFY_PHONE_CODE_SENT, {
          ...known,
          code_sent: true,
          ...err.extra,
        });
      }
      // Could not send (hourly limit, gateway down): say so, and let the verify screen offer a resend.
      return fail('PHONE_NOT_VERIFIED', `${VERIFY_PHONE_FIRST} ${err.message}`, {
        ...known,
        code_sent: false,
        ...err.extra,
      });
    }
  }

  async startSession(userId: number, claims: { role: Role; tokenVersion: number }): Promise<Session> {
    const refresh = newOpaqueToken();
    const familyId = randomUUID();
    const expiresAt = new Date(Date.now() + REFRESH_TOKEN_TTL_MS);
    await repo.insertRefreshToken(this.db, { userId, familyId, tokenHash: hashSecret(refresh), expiresAt });
    return {
      userId,
      access: await this.deps.tokens.sign(userId, undefined, claims),
      refresh,
      familyId,
      expiresAt,
      tokenVersion: claims.tokenVersion,
    };
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
    const account = await repo.findUserById(this.db, row.userId);
    if (account?.blockedAt) {
      // Blocked since this login began: the login ends here, every device of it.
      await repo.revokeFamily(this.db, row.familyId);
      throw fail('ACCOUNT_BLOCKED');
    }
    const claims = { role: asRole(account?.role), tokenVersion: account?.tokenVersion ?? 0 };
    return {
      userId: row.userId,
      access: await this.deps.tokens.sign(row.userId, undefined, claims),
      refresh: next,
      familyId: row.familyId,
      expiresAt: row.expiresAt,
      tokenVersion: claims.tokenVersion,
    };
  }

  /**
   * Ends the login the token belongs to; unknown tokens are ignored (logging out twice is fine). Every
   * access token of the account stops working too (other devices refresh once, with their own refresh
   * token, and carry on).
   */
  async logout(token: string): Promise<void> {
    const row = await repo.findRefreshToken(this.db, hashSecret(token));
    if (!row) return;
    await repo.revokeFamily(this.db, row.familyId);
    await repo.bumpTokenVersion(this.db, row.userId);
  }

  /**
   * Asks for a reset code for the account behind a phone or e-mail. The answer does not wait for the
   * look-up or the mail server: a job does both, so known and unknown accounts answer alike and at once.
   */
  async forgotPassword(identifier: string): Promise<void> {
    await this.deps.jobs.send('password-reset-code', { identifier: identifier.trim() });
  }

  /** Resends the reset code by e-mail; silent for an unknown address (the same job). */
  async sendEmailCode(email: string): Promise<void> {
    await this.forgotPassword(email);
  }

  /**
   * The 'password-reset-code' job: e-mails a fresh code to the account, if there is one. A refused
   * e-mail fails the job, which is retried; a code sent within the minute (or too many this hour) ends
   * it quietly, as an earlier code still works.
   */
  async sendResetCodeJob(identifier: string): Promise<void> {
    const user = await this.findByIdentifier(identifier);
    // An unverified signup's e-mail address is nobody's yet: it gets nothing.
    if (!user?.phoneVerified) return;
    try {
      await this.otp.issue(
        { channel: 'email', target: user.email.toLowerCase(), purpose: 'reset_password' },
        (code) => this.deps.mailer.send({ to: user.email, ...resetCodeMail(code) }),
      );
    } catch (err) {
      if (err instanceof AppError && (err.code === 'OTP_COOLDOWN' || err.code === 'RATE_LIMITED')) return;
      throw err;
    }
  }

  /** Checks the e-mailed code and hands out a single-use reset token. */
  async verifyResetCode(identifier: string, code: string): Promise<string> {
    const user = await this.findByIdentifier(identifier);
    if (!user) throw fail('OTP_INVALID');
    await this.otp.verify({ target: user.email.toLowerCase(), purpose: 'reset_password', code });
    // The code reached this mailbox: its owner has proved the address.
    await repo.markEmailVerified(this.db, user.id, user.email);
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
      await repo.bumpTokenVersion(tx, userId);
    });
  }
}

function asRole(value: string | undefined): Role {
  return isRole(value) ? value : 'customer';
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
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
  jobs: Pick<Jobs, 'send'>;
  config: { authSecret: string; publicUrl: string };
  log: FastifyBaseLogger;
  inBackground: (name: string, task: () => Promise<void>) => void;
}): AuthService {
  return new AuthService({
    db: app.db,
    tokens: app.tokens,
    mailer: app.mailer,
    sms: app.sms,
    jobs: app.jobs,
    authSecret: app.config.authSecret,
    publicUrl: app.config.publicUrl,
    log: app.log,
    inBackground: (name, task) => app.inBackground(name, task),
  });
}
