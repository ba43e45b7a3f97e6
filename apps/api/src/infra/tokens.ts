import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { isRole, type Role } from '@kandamul/domain';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';

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

  constructor(secret: string) {
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
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp', 'sub'],
      });
      const userId = Number(payload.sub);
      const tokenVersion = payload.tv === undefined ? 0 : Number(payload.tv);
      if (!Number.isSafeInteger(tokenVersion)) return null;
      if (!Number.isSafeInteger(userId) || userId <= 0) return null;
      return { userId, role: isRole(payload.role) ? payload.role : 'customer', tokenVersion };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
      throw err;
    }
  }
}

/** Opaque secrets (refresh tokens, reset tokens) are stored only as their SHA-256. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}
