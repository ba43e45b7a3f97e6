import { z } from 'zod';
import { errorMessage, type ErrorCode } from './codes';

/** The JSON body of every API error: `message` and `detail` carry the same human text. */
export const ApiErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  detail: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/** Builds an API error body; `errors` (field → messages) only for validation failures. */
export function apiErrorBody(
  code: ErrorCode,
  message: string = errorMessage(code),
  errors?: Record<string, string[]>,
): ApiErrorBody {
  return errors ? { code, message, detail: message, errors } : { code, message, detail: message };
}

/**
 * Turns zod issues into `{ field: [messages] }` for a VALIDATION body; nested paths join with '.',
 * object-level issues go under '_'.
 */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
