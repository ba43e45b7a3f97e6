import { type SQLWrapper, sql } from 'drizzle-orm';
import { type Db, queryRows } from './client';

/** Up to this many rows a long list's total is counted; beyond, it is the planner's estimate (docs/decisions/036). */
export const EXACT_COUNT_UP_TO = 10_000;

/** A select of the matching rows (any columns), as Drizzle builds it: limited, or explained as it is. */
export interface Countable extends SQLWrapper {
  limit(limit: number): SQLWrapper;
}

/**
 * How many rows `matching` finds: exact up to `exactUpTo`, else the planner's estimate (never below
 * what was counted). A count stopped after `exactUpTo + 1` rows costs at most that many index entries
 * or rows; counting a million delivered orders (docs/decisions/036) or the 45,000 products holding
 * 'rice' (docs/decisions/042) on every page costs half a second. A long list needs its order of
 * magnitude, not its last digit.
 */
export async function cappedCount(
  db: Db,
  matching: Countable,
  exactUpTo = EXACT_COUNT_UP_TO,
  /** The estimate beyond `exactUpTo`: by default the planner's row estimate for `matching`. */
  estimate: () => Promise<number> = () => plannedCount(db, matching),
): Promise<{ count: number; estimated: boolean }> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${matching.limit(exactUpTo + 1)}) as m`,
  );
  const counted = Number(row?.n ?? 0);
  if (counted <= exactUpTo) return { count: counted, estimated: false };
  return { count: Math.max(counted, await estimate()), estimated: true };
}

/** The planner's row estimate for `matching` (close for equality filters on columns with statistics). */
async function plannedCount(db: Db, matching: SQLWrapper): Promise<number> {
  const [plan] = await queryRows<Record<string, unknown>>(db, sql`explain (format json) ${matching}`);
  return plannedRows(plan);
}

/** The row estimate of an `EXPLAIN (FORMAT JSON)` answer (a JSON value or its text, by driver). */
function plannedRows(plan: Record<string, unknown> | undefined): number {
  const raw = plan ? Object.values(plan)[0] : undefined;
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(Number(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0));
}
