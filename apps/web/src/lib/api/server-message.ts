import { isApiError } from './api-error';

/**
 * The message the server sent with a failure (message, msg or detail), else `fallback` (SPEC §8:
 * "server message, else 'Failed to …'"). Network failures and bodies without a message use the fallback.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return fallback;
  const body = error.body as Record<string, unknown>;
  const text = [body.message, body.msg, body.detail].find((v) => typeof v === 'string' && v.trim() !== '');
  return typeof text === 'string' ? text : fallback;
}
