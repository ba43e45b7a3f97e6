import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
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
  }
  interface FastifyInstance {
    /** preHandler for routes that need a logged-in customer: 401 otherwise. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export const UNAUTHORIZED_MESSAGE = 'Authentication required. Please log in and try again.';

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('userId', null);
  app.decorateRequest('account', null);
  app.decorateRequest('tokenVersion', 0);
  // A callback hook: most requests (every catalogue read) carry no token, and need no promise.
  app.addHook('onRequest', (request, _reply, next) => {
    const token = bearer(request);
    if (!token) return next();
    app.tokens.verify(token).then((claims) => {
      request.userId = claims?.userId ?? null;
      request.tokenVersion = claims?.tokenVersion ?? 0;
      next();
    }, next);
  });
  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (request.userId === null) throw new AppError(401, 'UNAUTHORIZED', UNAUTHORIZED_MESSAGE);
    // A signed token outlives its account for up to its 15 minutes: one indexed lookup makes a
    // removed account logged out at once, instead of its writes failing on foreign keys. The same
    // lookup reads the token version: a logout or password reset since the token was signed ends it.
    const [found] = await app.db
      .select({
        id: users.id,
        phone: users.phone,
        email: users.email,
        firstName: users.firstName,
        emailVerifiedAt: users.emailVerifiedAt,
        tokenVersion: users.tokenVersion,
      })
      .from(users)
      .where(eq(users.id, request.userId))
      .limit(1);
    if (!found || found.tokenVersion !== request.tokenVersion) {
      request.userId = null;
      throw new AppError(401, 'UNAUTHORIZED', UNAUTHORIZED_MESSAGE);
    }
    request.account = {
      id: found.id,
      phone: found.phone,
      email: found.email,
      emailVerified: found.emailVerifiedAt !== null,
      firstName: found.firstName,
    };
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['services'] });
