import { z } from 'zod';

/** Database ids on the wire. */
export const IdSchema = z.number().int().positive();
/** Money on the wire: rupees as a JSON number (e.g. 120.5); convert with rupeesToPaisa. */
export const RupeesSchema = z.number().finite();
/** Timestamps on the wire: ISO 8601 with offset (what Date#toISOString produces). */
export const TimestampSchema = z.iso.datetime({ offset: true });

/** A paginated list body: {count, next, previous, results}. */
export function paginated<T extends z.ZodType>(itemSchema: T) {
  return z.object({
    count: z.number().int().nonnegative(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(itemSchema),
  });
}
/** The TypeScript shape of a paginated body. */
export type Paginated<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/** `{ message }` answers (forgot password, signup notes, …). */
export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
