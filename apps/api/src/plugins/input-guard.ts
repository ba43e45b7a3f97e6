import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';

export const NUL_MESSAGE = 'Text may not contain NUL characters.';

/** The first place a NUL character (U+0000) appears in a value: a string, a key, at any depth. */
function nulPath(value: unknown, where: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\0') ? where : null;
  // Bodies are bounded (1 MB) and so is their nesting in practice; deeper than this is left to
  // validation, which refuses shapes it does not know.
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = where ? `${where}.${key}` : key;
    if (key.includes('\0')) return at;
    const found = nulPath(inner, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold NUL: a query with one fails inside the database (SQLSTATE 22021).
 * Refuse it at the door with a 400 naming the field, before any handler starts work.
 */
async function inputGuardPlugin(app: FastifyInstance) {
  // A callback hook: it runs on every request, and most pass (no promise for them).
  app.addHook('preValidation', (request: FastifyRequest, _reply, next) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const found = nulPath(value, '');
      if (found !== null) {
        return next(new AppError(400, 'VALIDATION', NUL_MESSAGE, { [found || part]: [NUL_MESSAGE] }));
      }
    }
    next();
  });
}

export default fp(inputGuardPlugin, { name: 'input-guard' });
