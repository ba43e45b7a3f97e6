// Bulk loads for the scale benchmark: a table's secondary indexes are dropped before a big load and
// built once after it (a sorted build instead of millions of random index inserts; docs/decisions/034).
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client';

/** A query on the driver under Drizzle (pg pool or PGlite), with JS arrays as array parameters. */
export async function rawRows<T>(db: Db, text: string, values: unknown[] = []): Promise<T[]> {
  const client = (db as unknown as { $client: { query(t: string, v?: unknown[]): Promise<{ rows: T[] }> } })
    .$client;
  return (await client.query(text, values)).rows;
}

/** The indexes of `tables` that no constraint owns (not the primary keys) as `CREATE INDEX` statements. */
export async function secondaryIndexes(db: Db, tables: string[]): Promise<{ name: string; def: string }[]> {
  return rawRows<{ name: string; def: string }>(
    db,
    `select i.indexname as name, i.indexdef as def from pg_indexes i
      where i.schemaname = current_schema() and i.tablename = any($1::text[])
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.conrelid = i.tablename::regclass)`,
    [tables],
  );
}

/**
 * Builds indexes dropped for a bulk load, two at a time (this machine has two cores; PostgreSQL 15
 * builds a GIN index on one), each with memory to sort in and the parallel workers PostgreSQL allows
 * for B-trees. The trigram indexes first: they take longest. PGlite has one connection and runs them in turn.
 */
export async function buildIndexes(
  db: Db,
  indexes: { name: string; def: string }[],
  together = 2,
): Promise<void> {
  const queue = [...indexes].sort(
    (a, b) => Number(b.def.includes('gin_trgm_ops')) - Number(a.def.includes('gin_trgm_ops')),
  );
  const build = async (def: string) =>
    // SET LOCAL in the build's own transaction: on a pool a plain SET may land on another connection.
    db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local maintenance_work_mem = '1GB'`));
      await tx.execute(sql.raw('set local max_parallel_maintenance_workers = 2'));
      await tx.execute(sql.raw(def));
    });
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await build(next.def);
  };
  await Promise.all(Array.from({ length: Math.min(together, queue.length) }, worker));
}
