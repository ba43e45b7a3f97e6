import { createHash, createHmac, randomBytes, timingSafeEqual, webcrypto } from 'node:crypto';
import { isRole, type Role } from '@kandamul/domain';
import { SignJWT } from 'jose';

const ISSUER = 'kandamul-api';
const AUDIENCE = 'kandamul-shop';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessClaims {
  userId: number;
  /** The role when the token was signed: enough for reads; writes re-check it in the database. */
  role: Role;
  /** The account's token version when the token was signed (0 for tokens signed before versions). */
  tokenVersion: number;
}

/** Signs and checks short-lived access tokens; HS256 only, issuer and audience pinned. */
export class AccessTokens {
  /**
   * The HMAC key imported once: given raw bytes, jose imports them into WebCrypto on every sign and
   * verify, a cost paid by each logged-in request (docs/decisions/038).
   */
  private readonly key: Promise<webcrypto.CryptoKey>;

  /** The secret's bytes, for node:crypto's synchronous HMAC (verifyNow). */
  private readonly secret: Buffer;

  constructor(secret: string) {
    this.secret = Buffer.from(secret, 'utf8');
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async sign(
    userId: number,
    ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
    claims: { role?: Role; tokenVersion?: number } = {},
  ): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const role = claims.role ?? 'customer';
    // Customers' tokens carry no role; only the people who run the shop do.
    return new SignJWT({ tv: claims.tokenVersion ?? 0, ...(role === 'customer' ? {} : { role }) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + ttlSeconds)
      .setJti(randomBytes(8).toString('hex'))
      .sign(await this.key);
  }

  /** Returns the claims, or null for any token that is malformed, forged, expired or not ours. */
  async verify(token: string): Promise<AccessClaims | null> {
    return this.verifyNow(token);
  }

  /**
   * verify, synchronously: an HS256 signature is one HMAC over a few hundred bytes (a few µs), while
   * WebCrypto (jose's verify) queues every one on the thread pool and comes back a turn of the event
   * loop later, a cost each logged-in request paid (docs/decisions/044). The checks are jose's
   * (jwtVerify with the options this class signs with): a compact JWS of three base64url parts, a
   * protected header of alg HS256 and no `crit`, the signature first, then a claims object with our
   * issuer and audience, a numeric `exp` in the future, `sub`, and numeric `iat`/`nbf` when present.
   */
  verifyNow(token: string): AccessClaims | null {
    if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [head, body, signature] = parts as [string, string, string];
    if (!BASE64URL.test(head) || !BASE64URL.test(body) || !BASE64URL.test(signature)) return null;
    const header = parseObject(head);
    if (!header || header.alg !== 'HS256' || header.crit !== undefined) return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = createHmac('sha256', this.secret).update(`${head}.${body}`).digest();
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const payload = parseObject(body);
    if (!payload) return null;
    if (!('exp' in payload) || !('sub' in payload) || !('iss' in payload) || !('aud' in payload)) return null;
    if (payload.iss !== ISSUER) return null;
    const aud = payload.aud;
    if (!(aud === AUDIENCE || (Array.isArray(aud) && aud.includes(AUDIENCE)))) return null;
    const now = Math.floor(Date.now() / 1000);
    for (const claim of ['iat', 'nbf', 'exp'] as const) {
      const value = payload[claim];
      if (value !== undefined && (typeof value !== 'number' || !Number.isFinite(value))) return null;
    }
    if (typeof payload.nbf === 'number' && payload.nbf > now) return null;
    if ((payload.exp as number) <= now) return null;
    const userId = Number(payload.sub);
    const tokenVersion = payload.tv === undefined ? 0 : Number(payload.tv);
    if (!Number.isSafeInteger(tokenVersion)) return null;
    if (!Number.isSafeInteger(userId) || userId <= 0) return null;
    return { userId, role: isRole(payload.role) ? payload.role : 'customer', tokenVersion };
  }
}

/** Longer than any token we sign by far: a huge header is refused before it is decoded. */
const MAX_TOKEN_LENGTH = 8192;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A base64url part decoded as a JSON object (not an array), or null. */
function parseObject(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(utf8.decode(Buffer.from(part, 'base64url')));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Opaque secrets (refresh tokens, reset tokens) are stored only as their SHA-256. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}
