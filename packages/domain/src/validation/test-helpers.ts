import type { z } from 'zod';
import { fieldErrors } from '../errors/api-error';

/** Field → messages for a failed parse, {} when it passes (test helper only). */
export function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const r = schema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error.issues);
}
