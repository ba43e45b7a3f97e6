import { errorMessage, type WishlistEntry } from '@kandamul/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { productsByIds } from '../catalog/catalog.service';
import * as repo from './wishlist.repo';

/** Adds a product to the wishlist; an entry already there is returned as it is (never a duplicate). */
export async function addToWishlist(
  db: Db,
  userId: number,
  productId: number,
): Promise<{ created: boolean; entry: WishlistEntry }> {
  const [product] = await productsByIds(db, [productId]);
  if (!product) throw new AppError(404, 'PRODUCT_NOT_FOUND', errorMessage('PRODUCT_NOT_FOUND'));
  const inserted = await repo.insertEntry(db, userId, productId);
  const row = inserted ?? (await repo.findEntryByProduct(db, userId, productId));
  // The entry can only be missing if it was deleted between the two statements: treat as a conflict.
  if (!row) throw new AppError(409, 'CONFLICT', errorMessage('CONFLICT'));
  return { created: Boolean(inserted), entry: { id: row.id, item: product } };
}

/** Removes one of the customer's own entries; another customer's (or an unknown) id is 404. */
export async function removeFromWishlist(db: Db, userId: number, id: number): Promise<void> {
  if (!(await repo.deleteEntry(db, userId, id))) {
    throw new AppError(404, 'WISHLIST_ITEM_NOT_FOUND', errorMessage('WISHLIST_ITEM_NOT_FOUND'));
  }
}

/** The customer's wishlist, oldest entry first, each with the full product. */
export async function listWishlist(db: Db, userId: number): Promise<WishlistEntry[]> {
  const rows = await repo.listEntries(db, userId);
  const products = new Map(
    (
      await productsByIds(
        db,
        rows.map((r) => r.productId),
      )
    ).map((p) => [p.id, p]),
  );
  return rows.flatMap((r) => {
    const item = products.get(r.productId);
    return item ? [{ id: r.id, item }] : [];
  });
}
