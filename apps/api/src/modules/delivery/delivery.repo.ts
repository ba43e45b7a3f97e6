import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryStations, products } from '../../db/schema';

export type StationRow = typeof deliveryStations.$inferSelect;

/** Most stations considered: the shop has tens of them; this only bounds a runaway table. */
export const MAX_STATIONS = 2000;

export async function listStations(db: Db): Promise<StationRow[]> {
  return db.select().from(deliveryStations).orderBy(asc(deliveryStations.id)).limit(MAX_STATIONS);
}

/** Selling and marked prices (paisa) of the given products, one query. */
export async function productPrices(
  db: Db,
  ids: number[],
): Promise<Array<{ id: number; sellingPricePaisa: number | null; markedPricePaisa: number }>> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      sellingPricePaisa: products.sellingPricePaisa,
      markedPricePaisa: products.markedPricePaisa,
    })
    .from(products)
    .where(inArray(products.id, ids));
}

export async function findStation(db: Db, id: number): Promise<StationRow | undefined> {
  const [row] = await db.select().from(deliveryStations).where(eq(deliveryStations.id, id)).limit(1);
  return row;
}
