import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import type { Storage } from '../infra/storage';
import { seedDemo } from './demo';
import { placesLoaded, seedPlaces } from './places';

export interface SeedOptions {
  images: boolean;
  storage?: Storage;
  /** The demo customer and staff accounts: the demo shop only (config.demo). Default true. */
  accounts?: boolean;
}

async function catalogueLoaded(db: Db): Promise<boolean> {
  const rows = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from categories`);
  return Number(rows[0]?.n ?? 0) > 0;
}

/** Seeds what an empty database lacks: Nepal's places, then the demo shop. Never touches existing data. */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<{ places: boolean; demo: boolean }> {
  const result = { places: false, demo: false };
  if (!(await placesLoaded(db))) {
    await seedPlaces(db);
    result.places = true;
  }
  if (!(await catalogueLoaded(db))) {
    await seedDemo(db, opts);
    result.demo = true;
  }
  return result;
}

/** Empties every table (for `npm run seed -- --reset`): the demo shop comes back as new. */
export async function resetDatabase(db: Db): Promise<void> {
  const rows = await queryRows<{ tablename: string }>(
    db,
    sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '__drizzle%'`,
  );
  const names = rows.map((r) => `"${r.tablename}"`).join(', ');
  if (names) await db.execute(sql.raw(`TRUNCATE ${names} RESTART IDENTITY CASCADE`));
}
