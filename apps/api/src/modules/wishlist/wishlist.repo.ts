import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wishlistEntries } from '../../db/schema';

export interface WishlistEntryRow {
  id: number;
  productId: number;
}

const columns = { id: wishlistEntries.id, productId: wishlistEntries.productId };

/** Adds an entry unless the customer already has this product; returns the new row or nothing. */
export async function insertEntry(
  db: Db,
  userId: number,
  productId: number,
): Promise<WishlistEntryRow | undefined> {
  const [row] = await db
    .insert(wishlistEntries)
    .values({ userId, productId })
    .onConflictDoNothing({ target: [wishlistEntries.userId, wishlistEntries.productId] })
    .returning(columns);
  return row;
}

export async function findEntryByProduct(
  db: Db,
  userId: number,
  productId: number,
): Promise<WishlistEntryRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(wishlistEntries)
    .where(and(eq(wishlistEntries.userId, userId), eq(wishlistEntries.productId, productId)))
    .limit(1);
  return row;
}

/** Deletes the customer's own entry; true when one was deleted. */
export async function deleteEntry(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(wishlistEntries)
    .where(and(eq(wishlistEntries.id, id), eq(wishlistEntries.userId, userId)))
    .returning({ id: wishlistEntries.id });
  return rows.length > 0;
}

/** The customer's entries, oldest first. */
export async function listEntries(db: Db, userId: number): Promise<WishlistEntryRow[]> {
  return db
    .select(columns)
    .from(wishlistEntries)
    .where(eq(wishlistEntries.userId, userId))
    .orderBy(asc(wishlistEntries.createdAt), asc(wishlistEntries.id));
}
