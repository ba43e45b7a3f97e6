import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MemoryRateLimitStore, RedisRateLimitStore, type RateLimitStore } from '../infra/rate-limit';
import { AppError } from './errors';

/** One limit on a route: at most `max` requests per `windowMs` for each key. */
export interface LimitRule {
  /** Names the counter; two rules with the same name share it (e.g. one code sent, by either route). */
  name: string;
  max: number;
  windowMs: number;
  /** What the rule counts by (the IP, an identifier from the body…); null skips the rule. */
  key: (request: FastifyRequest) => string | null | undefined;
  /** The answer when the limit is reached; default 429 RATE_LIMITED. */
  error?: (retryAfterSeconds: number) => AppError;
}

export function tooManyAttempts(retryAfterSeconds: number): AppError {
  return new AppError(
    429,
    'RATE_LIMITED',
    `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`,
    undefined,
    { retry_after: retryAfterSeconds },
  );
}

/** Lower-cased, trimmed text from the validated body, for per-identifier limits. */
export function bodyField(field: string) {
  return (request: FastifyRequest): string | null => {
    const body = request.body as Record<string, unknown> | undefined;
    const value = body?.[field];
    return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : null;
  };
}

export const byIp = (request: FastifyRequest): string => request.ip;

/** The customer behind the bearer token; rules keyed by it skip visitors. */
export const byCustomer = (request: FastifyRequest): string | null =>
  request.userId === null ? null : String(request.userId);

/** Request limits of our own routes: several rules per route, counters in memory or Redis. */
export class RateLimits {
  constructor(
    readonly store: RateLimitStore,
    private readonly factor: number,
  ) {}

  /** A preHandler (runs after validation, so rules can read the body) enforcing every rule in turn. */
  guard(rules: LimitRule[]) {
    return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      for (const rule of rules) {
        const key = rule.key(request);
        if (!key) continue;
        const max = Math.max(1, Math.ceil(rule.max * this.factor));
        let hit;
        try {
          hit = await this.store.hit(`${rule.name}:${key}`, rule.windowMs);
        } catch (err) {
          // A broken counter store must not lock every customer out; the code checks still hold.
          request.log.error({ err, rule: rule.name }, 'rate limit store failed; request let through');
          continue;
        }
        if (hit.count > max) {
          const seconds = Math.max(1, Math.ceil(hit.resetMs / 1000));
          reply.header('retry-after', String(seconds));
          throw (rule.error ?? tooManyAttempts)(seconds);
        }
      }
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: RateLimits;
  }
}

async function rateLimitsPlugin(app: FastifyInstance) {
  const store = app.redis
    ? new RedisRateLimitStore(app.redis, `${app.config.redisKeyPrefix}-limit:`)
    : new MemoryRateLimitStore();
  app.decorate('limits', new RateLimits(store, app.config.rateLimitFactor));
}

export default fp(rateLimitsPlugin, { name: 'rate-limits', dependencies: ['services'] });
