import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartLines, carts } from '../../db/schema';

export interface CartLineRow {
  productId: number;
  quantity: number;
}

/** The customer's cart id, creating the cart on first use (one cart per customer). */
export async function ensureCart(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .insert(carts)
    .values({ userId })
    .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } })
    .returning({ id: carts.id });
  return row!.id;
}

/** How many orders have taken the customer's cart lines (0 without a cart). */
export async function cartVersion(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ version: carts.version }).from(carts).where(eq(carts.userId, userId));
  return row?.version ?? 0;
}

/** The customer's lines, oldest first; none when there is no cart yet. */
export async function listLines(db: Db, userId: number): Promise<CartLineRow[]> {
  return db
    .select({ productId: cartLines.productId, quantity: cartLines.quantity })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(eq(carts.userId, userId))
    .orderBy(asc(cartLines.updatedAt), asc(cartLines.productId));
}

/**
 * Adds `quantity` to a line in one statement (creating it when absent), never above `stock`: two
 * concurrent adds cannot lose one another's quantity.
 */
export async function addToLine(
  db: Db,
  cartId: number,
  productId: number,
  quantity: number,
  stock: number,
): Promise<number> {
  const [row] = await db
    .insert(cartLines)
    .values({ cartId, productId, quantity: Math.min(quantity, stock) })
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.productId],
      set: { quantity: sql`least(${cartLines.quantity} + ${quantity}::int, ${stock}::int)` },
    })
    .returning({ quantity: cartLines.quantity });
  return row!.quantity;
}

/** Replaces every line of a cart in one transaction. */
export async function replaceLines(db: Db, cartId: number, lines: CartLineRow[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(cartLines).where(eq(cartLines.cartId, cartId));
    if (lines.length) {
      // Later lines get later timestamps so the cart keeps the order it was sent in.
      await tx.insert(cartLines).values(
        lines.map((l, i) => ({
          cartId,
          productId: l.productId,
          quantity: l.quantity,
          updatedAt: sql`now() + make_interval(secs => ${i}::int * 0.001)`,
        })),
      );
    }
  });
}

/** Removes one product from the customer's cart (nothing happens when it is not there). */
export async function deleteLine(db: Db, userId: number, productId: number): Promise<void> {
  await db
    .delete(cartLines)
    .where(
      and(
        eq(cartLines.productId, productId),
        sql`${cartLines.cartId} in (select ${carts.id} from ${carts} where ${carts.userId} = ${userId}::int)`,
      ),
    );
}
