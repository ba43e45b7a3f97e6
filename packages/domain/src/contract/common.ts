import { z } from 'zod';
import { ROW_ID_MAX } from './limits';

export { ROW_ID_MAX };

/** Database ids on the wire. */
export const IdSchema = z.number().int().positive();
/** An id read from a path or query string (text, so coerced), within a row id's range. */
export const IdParamSchema = z.coerce.number().int().min(1).max(ROW_ID_MAX);
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
/** Page size of a paginated list when the client names none, and the most it may ask for. */
export const PAGE_SIZE_DEFAULT = 24;
export const PAGE_SIZE_MAX = 100;

/**
 * `?page=&page_size=` of a paginated list (query strings, so numbers are coerced): page ≥ 1 (default 1),
 * page_size 1..100 (default 24). The page is bounded so page × page_size stays a safe SQL offset.
 */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** The TypeScript shape of a paginated body. */
export type Paginated<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/** `{ message }` answers (forgot password, signup notes, …). */
export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** Where the demo shop shows the codes it would have texted or mailed (never in a deployment). */
export const DEV_OUTBOX_PATH = '/dev/outbox';

/** GET /shop/: what kind of shop this is. `demo`: the demo shop, which offers the dev outbox. */
export const ShopInfoSchema = z.object({ demo: z.boolean() });
export type ShopInfo = z.infer<typeof ShopInfoSchema>;
