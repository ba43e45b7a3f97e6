import { errorMessage, type Role } from '@kandamul/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { users } from '../db/schema';
import { AppError } from './errors';

/** The logged-in customer as requireUser found them, with what an order confirmation is sent to. */
export interface Account {
  id: number;
  phone: string;
  email: string;
  /** Whether the owner of `email` proved it: only then does the shop write to it. */
  emailVerified: boolean;
  firstName: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The customer behind a valid bearer token, or null. */
    userId: number | null;
    /** The token version the bearer token was signed at (checked by requireUser). */
    tokenVersion: number;
    /** Set by requireUser: the account, read with the lookup that checks it still exists. */
    account: Account | null;
    /** The role the bearer token carries ('customer' without one); requireRole checks it. */
    role: Role;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a logged-in customer: 401 otherwise. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * preHandler for the people who run the shop: 401 without a (current) login, 403 for any other
     * role. The role is re-read from the database on every request, so a demoted member of staff
     * loses it at once rather than when the token runs out.
     */
    requireRole: (...roles: Role[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export const UNAUTHORIZED_MESSAGE = 'Authentication required. Please log in and try again.';
export const FORBIDDEN_MESSAGE = 'You are not allowed to do that.';

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('userId', null);
  app.decorateRequest('account', null);
  app.decorateRequest('role', 'customer');
  app.decorateRequest('tokenVersion', 0);
  // A callback hook: most requests (every catalogue read) carry no token, and need no promise.
  app.addHook('onRequest', (request, _reply, next) => {
    const token = bearer(request);
    if (!token) return next();
    // Synchronous: an HS256 check is a few µs of HMAC, not worth a trip through the thread pool (044).
    const claims = app.tokens.verifyNow(token);
    request.userId = claims?.userId ?? null;
    request.role = claims?.role ?? 'customer';
    request.tokenVersion = claims?.tokenVersion ?? 0;
    next();
  });
  // Every signed-in request makes this lookup: built once and prepared (named) on each connection,
  // so neither Drizzle nor PostgreSQL parses it again (docs/decisions/049).
  const accountLookup = app.db
    .select({
      id: users.id,
      phone: users.phone,
      email: users.email,
      firstName: users.firstName,
      emailVerifiedAt: users.emailVerifiedAt,
      tokenVersion: users.tokenVersion,
      blockedAt: users.blockedAt,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('require_user_account');
  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (request.userId === null) throw new AppError(401, 'UNAUTHORIZED', UNAUTHORIZED_MESSAGE);
    // A signed token outlives its account for up to its 15 minutes: one indexed lookup makes a
    // removed account logged out at once, instead of its writes failing on foreign keys. The same
    // lookup reads the token version: a logout or password reset since the token was signed ends it.
    const [found] = await accountLookup.execute({ id: request.userId });
    if (!found || found.tokenVersion !== request.tokenVersion) {
      request.userId = null;
      throw new AppError(401, 'UNAUTHORIZED', UNAUTHORIZED_MESSAGE);
    }
    // Blocking raises the token version, so this is only a token signed in the same instant.
    if (found.blockedAt) throw new AppError(403, 'ACCOUNT_BLOCKED', errorMessage('ACCOUNT_BLOCKED'));
    request.account = {
      id: found.id,
      phone: found.phone,
      email: found.email,
      emailVerified: found.emailVerifiedAt !== null,
      firstName: found.firstName,
    };
  });
  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    if (request.userId === null) throw new AppError(401, 'UNAUTHORIZED', UNAUTHORIZED_MESSAGE);
    if (!roles.includes(request.role)) throw new AppError(403, 'FORBIDDEN', FORBIDDEN_MESSAGE);
    // The console's traffic is small: every request re-reads the role and the token version, so a
    // demotion, a disabled account or a logout takes effect at once, for reads as for writes.
    const [found] = await app.db
      .select({ role: users.role, tokenVersion: users.tokenVersion, blockedAt: users.blockedAt })
      .from(users)
      .where(eq(users.id, request.userId))
      .limit(1);
    if (!found || found.tokenVersion !== request.tokenVersion) {
      request.userId = null;
      throw new AppError(401, 'UNAUTHORIZED', UNAUTHORIZED_MESSAGE);
    }
    if (found.blockedAt) throw new AppError(403, 'ACCOUNT_BLOCKED', errorMessage('ACCOUNT_BLOCKED'));
    if (!(roles as string[]).includes(found.role)) throw new AppError(403, 'FORBIDDEN', FORBIDDEN_MESSAGE);
    request.role = found.role as Role;
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['services'] });
