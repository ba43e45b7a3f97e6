import { type Column, getTableName, type SQL, sql } from 'drizzle-orm';

/**
 * A column always written as "table"."column". Drizzle writes a column bare inside a raw fragment of a
 * single-table statement (an update's `returning`, a select without joins), so a correlated subquery
 * naming the outer table's `id` would bind to its own table's `id`: use this for every outer reference.
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
