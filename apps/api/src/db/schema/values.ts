import { type SQL, sql } from 'drizzle-orm';

/** `'a', 'b', 'c'` for a CHECK … IN (…) built from one of the domain's lists, so the list lives once. */
export function sqlList(values: readonly string[]): SQL {
  return sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '));
}
