import { type Role } from '@kandamul/domain';
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
  firstName: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The customer behind a valid bearer token, or null. */
    userId: number | null;
    /** Set by requireUser: the account, read with the lookup that checks it still exists. */
    account: Account | null;
    /** The role the bearer token carries ('customer' without one); requireRole checks it. */
    role: Role;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a logged-in customer: 401 otherwise. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * preHandler for the people who run the shop: 401 without a login, 403 for any other role. The
     * token's role is enough to read; a write re-reads the role, so a demoted member of staff loses
     * it at once rather than when the token runs out.
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
  // A callback hook: most requests (every catalogue read) carry no token, and need no promise.
  app.addHook('onRequest', (request, _reply, next) => {
    const token = bearer(request);
    if (!token) return next();
    app.tokens.verify(token).then((claims) => {
      request.userId = claims?.userId ?? null;
      request.role = claims?.role ?? 'customer';
      next();
    }, next);
  });
  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (request.userId === null) throw new AppError(401, 'UNAUTHORIZED', UNAUTHORIZED_MESSAGE);
    // A signed token outlives its account for up to its 15 minutes: one indexed lookup makes a
    // removed account logged out at once, instead of its writes failing on foreign keys.
    const [found] = await app.db
      .select({ id: users.id, phone: users.phone, email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, request.userId))
      .limit(1);
    if (!found) {
      request.userId = null;
      throw new AppError(401, 'UNAUTHORIZED', UNAUTHORIZED_MESSAGE);
    }
    request.account = found;
  });
  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    if (request.userId === null) throw new AppError(401, 'UNAUTHORIZED', UNAUTHORIZED_MESSAGE);
    if (!roles.includes(request.role)) throw new AppError(403, 'FORBIDDEN', FORBIDDEN_MESSAGE);
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const [found] = await app.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, request.userId))
      .limit(1);
    if (!found) throw new AppError(401, 'UNAUTHORIZED', UNAUTHORIZED_MESSAGE);
    if (!(roles as string[]).includes(found.role)) throw new AppError(403, 'FORBIDDEN', FORBIDDEN_MESSAGE);
    request.role = found.role as Role;
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['services'] });
