import { createHash, randomBytes } from 'node:crypto';
import { isRole, type Role } from '@kandamul/domain';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';

const ISSUER = 'kandamul-api';
const AUDIENCE = 'kandamul-shop';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessClaims {
  userId: number;
  /** The role when the token was signed: enough for reads; writes re-check it in the database. */
  role: Role;
}

/** Signs and checks short-lived access tokens; HS256 only, issuer and audience pinned. */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(
    userId: number,
    ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
    role: Role = 'customer',
  ): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    // Customers' tokens stay as small as before; only the people who run the shop carry a role.
    return new SignJWT(role === 'customer' ? {} : { role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + ttlSeconds)
      .setJti(randomBytes(8).toString('hex'))
      .sign(this.key);
  }

  /** Returns the claims, or null for any token that is malformed, forged, expired or not ours. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp', 'sub'],
      });
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || userId <= 0) return null;
      return { userId, role: isRole(payload.role) ? payload.role : 'customer' };
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
