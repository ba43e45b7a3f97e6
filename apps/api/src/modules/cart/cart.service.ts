import {
  type CartReplaceBody,
  clampQuantity,
  errorMessage,
  isOutOfStock,
  type ServerCart,
} from '@kandamul/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { productsByIds } from '../catalog/catalog.service';
import * as repo from './cart.repo';

/** The customer's server cart with each line's product (fresh price and stock). */
export async function getCart(db: Db, userId: number): Promise<ServerCart> {
  const version = await repo.cartVersion(db, userId);
  const lines = await repo.listLines(db, userId);
  const products = new Map(
    (
      await productsByIds(
        db,
        lines.map((l) => l.productId),
      )
    ).map((p) => [p.id, p]),
  );
  return {
    items: lines.flatMap((l) => {
      const product = products.get(l.productId);
      return product ? [{ product_id: l.productId, quantity: l.quantity, product }] : [];
    }),
    version,
  };
}

/**
 * Adds a quantity of a product (SPEC §7 POST /cart/): added to what is there, clamped to stock.
 * Unknown product → 404 PRODUCT_NOT_FOUND; out of stock → 409 OUT_OF_STOCK.
 */
export async function addToCart(
  db: Db,
  userId: number,
  productId: number,
  quantity: number,
): Promise<ServerCart> {
  const [product] = await productsByIds(db, [productId]);
  if (!product) throw new AppError(404, 'PRODUCT_NOT_FOUND', errorMessage('PRODUCT_NOT_FOUND'));
  if (isOutOfStock(product.total_available_quantity)) {
    throw new AppError(409, 'OUT_OF_STOCK', errorMessage('OUT_OF_STOCK'));
  }
  const cartId = await repo.ensureCart(db, userId);
  await repo.addToLine(db, cartId, productId, quantity, product.total_available_quantity);
  return getCart(db, userId);
}

/**
 * Replaces the whole cart (after a login merge, or a change on the cart page). Unknown and out-of-stock
 * products are dropped; quantities are clamped to stock. A copy made before an order took the cart's
 * lines (an older `version`) is refused with 409 CART_STALE carrying the server cart, so a second tab
 * cannot put the ordered lines back.
 */
export async function replaceCart(db: Db, userId: number, body: CartReplaceBody): Promise<ServerCart> {
  if (body.version !== undefined && body.version !== (await repo.cartVersion(db, userId))) {
    throw new AppError(409, 'CART_STALE', errorMessage('CART_STALE'), undefined, {
      cart: await getCart(db, userId),
    });
  }
  const products = new Map(
    (
      await productsByIds(
        db,
        body.items.map((l) => l.product_id),
      )
    ).map((p) => [p.id, p]),
  );
  const lines = body.items.flatMap((l) => {
    const product = products.get(l.product_id);
    if (!product || isOutOfStock(product.total_available_quantity)) return [];
    return [
      { productId: l.product_id, quantity: clampQuantity(l.quantity, product.total_available_quantity) },
    ];
  });
  const cartId = await repo.ensureCart(db, userId);
  await repo.replaceLines(db, cartId, lines);
  return getCart(db, userId);
}

export async function removeFromCart(db: Db, userId: number, productId: number): Promise<void> {
  await repo.deleteLine(db, userId, productId);
}
