import { createHmac } from 'node:crypto';
import { PAGE_SESSION_COOKIE, SIGNED_IN_COOKIE, isRole, type Role } from '@kandamul/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { Db } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';

// The page session (docs/decisions/045): a cookie the browser sends with its page requests, so the
// server can render the signed-in pages (orders, profile…) with the shopper's own data in the HTML.
// It is NOT a credential of the JSON API: the auth plugin reads bearer tokens only, and this token
// has its own key and audience, so it is refused as a bearer too. What it can do is only what a
// server render of the shopper's own pages reads; it lives no longer than the login (refresh token
// family) it was issued for, and dies with it: logout, a reused refresh token, a password reset, a
// block (the last three through the token version or the family's revocation, checked on each use).

const ISSUER = 'kandamul-api';
const AUDIENCE = 'kandamul-page';

/** What a page-session cookie is issued for: one login (refresh token family) of one account. */
export interface PageSessionGrant {
  userId: number;
  familyId: string;
  /** The family's end (30 days after the login; rotation does not extend it). */
  expiresAt: Date;
  tokenVersion: number;
}

/** The shopper a valid page session names, as the server render needs them. */
export interface PageSessionUser {
  userId: number;
  role: Role;
  tokenVersion: number;
}

/** Reads one cookie from a Cookie header (the API has no cookie plugin: it reads only these). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export class PageSessions {
  private readonly key: Uint8Array;

  constructor(
    authSecret: string,
    private readonly db: Db,
  ) {
    // A key of its own, derived from the shop's secret: an access token (signed with the secret
    // itself) never verifies as a page session, nor the other way round, even if audiences were
    // ever confused.
    this.key = createHmac('sha256', authSecret).update('kandamul page session v1').digest();
  }

  async issue(grant: PageSessionGrant): Promise<string> {
    return new SignJWT({ tv: grant.tokenVersion, fam: grant.familyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(grant.userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(grant.expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /**
   * The shopper of a page request, or null: the cookie must be ours and unexpired, its login (refresh
   * family) still alive, the account's token version unchanged (logout, reset, block raise it), the
   * account not blocked, and the browser's own session (SIGNED_IN_COOKIE) must name the same user.
   */
  async userOf(request: Pick<FastifyRequest, 'headers'>): Promise<PageSessionUser | null> {
    const header = request.headers.cookie;
    const token = cookieValue(header, PAGE_SESSION_COOKIE);
    if (!token) return null;
    let claims: { userId: number; tokenVersion: number; familyId: string };
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp', 'sub'],
      });
      claims = {
        userId: Number(payload.sub),
        tokenVersion: Number(payload.tv),
        familyId: String(payload.fam),
      };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
      throw err;
    }
    if (!Number.isSafeInteger(claims.userId) || claims.userId <= 0) return null;
    if (!Number.isSafeInteger(claims.tokenVersion)) return null;
    if (!/^[0-9a-f-]{36}$/i.test(claims.familyId)) return null;
    // Signed out in this browser (perhaps offline, so the server never heard): no personal page.
    if (cookieValue(header, SIGNED_IN_COOKIE) !== String(claims.userId)) return null;
    // One indexed look-up (users by id, refresh_tokens by family).
    const [found] = await this.db
      .select({ role: users.role, tokenVersion: users.tokenVersion, blockedAt: users.blockedAt })
      .from(users)
      .where(
        and(
          eq(users.id, claims.userId),
          sql`exists (select 1 from ${refreshTokens} where ${and(
            eq(refreshTokens.familyId, claims.familyId),
            eq(refreshTokens.userId, claims.userId),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, sql`now()`),
          )})`,
        ),
      )
      .limit(1);
    if (!found || found.blockedAt || found.tokenVersion !== claims.tokenVersion) return null;
    return {
      userId: claims.userId,
      role: isRole(found.role) ? found.role : 'customer',
      tokenVersion: claims.tokenVersion,
    };
  }
}

/** Secure whenever the shop is reached over HTTPS (directly, or behind a trusted proxy). */
function secure(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

function cookie(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  // Path=/: the pages it serves are at the site's root (/orders, /profile…). SameSite=Lax: sent when
  // a shopper follows a link to the shop (a page GET), never with another site's POST or fetch.
  return (
    `${PAGE_SESSION_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax` +
    (secure(request) ? '; Secure' : '')
  );
}

/** Sets the page session for a login that was just started or renewed. */
export async function setPageSession(
  sessions: PageSessions,
  request: FastifyRequest,
  reply: FastifyReply,
  grant: PageSessionGrant,
): Promise<void> {
  const maxAge = Math.max(0, Math.floor((grant.expiresAt.getTime() - Date.now()) / 1000));
  reply.header('Set-Cookie', cookie(request, await sessions.issue(grant), maxAge));
}

/** Ends the page session in this browser (the server side ends with the login itself). */
export function clearPageSession(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('Set-Cookie', cookie(request, '', 0));
}
