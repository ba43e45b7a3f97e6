import { type BuyAgainResponse, planBuyAgain, type ProductSummary } from '@kandamul/domain';
import type { Db } from '../../db/client';
import { fail } from '../../plugins/errors';
import * as cartRepo from '../cart/cart.repo';
import { getCart } from '../cart/cart.service';
import { productsByIds } from '../catalog/catalog.service';
import * as repo from './orders.repo';

/** Products on the home page's "Buy again" shelf. */
export const BUY_AGAIN_SHELF_SIZE = 12;
/** Delivered products considered for the shelf (most bought first) before stock sorts them. */
const SHELF_CANDIDATES = 48;

/**
 * POST /order/{id}/buy-again/: the order's products go into the customer's server cart at today's
 * prices, each added to what the cart holds, never above the stock; sold-out and vanished products are
 * left out with their reason. Someone else's order is 404.
 */
export async function buyAgain(db: Db, userId: number, orderId: number): Promise<BuyAgainResponse> {
  const order = await repo.findOrder(db, userId, orderId);
  if (!order) throw fail('ORDER_NOT_FOUND');
  const lines = await repo.linesOf(db, [order.id]);
  const products = new Map(
    (
      await productsByIds(
        db,
        lines.map((l) => l.productId),
      )
    ).map((p) => [p.id, p]),
  );
  const plan = planBuyAgain(lines, (id) => products.get(id)?.total_available_quantity);
  if (plan.added.length) {
    await db.transaction(async (tx) => {
      const cartId = await cartRepo.ensureCart(tx, userId);
      for (const line of plan.added) {
        const stock = products.get(line.product_id)!.total_available_quantity;
        await cartRepo.addToLine(tx, cartId, line.product_id, line.quantity, stock);
      }
    });
  }
  return { ...plan, cart: await getCart(db, userId) };
}

/** The home page's "Buy again" shelf: what the customer bought most in delivered orders, in stock first. */
export async function buyAgainShelf(db: Db, userId: number): Promise<{ results: ProductSummary[] }> {
  const ranked = await repo.mostBoughtProducts(db, userId, SHELF_CANDIDATES);
  const products = await productsByIds(
    db,
    ranked.map((r) => r.productId),
  );
  // productsByIds keeps the asked order (most bought first); a stable sort puts those in stock first.
  const inStockFirst = [...products].sort(
    (a, b) => Number(b.total_available_quantity > 0) - Number(a.total_available_quantity > 0),
  );
  return { results: inStockFirst.slice(0, BUY_AGAIN_SHELF_SIZE) };
}
