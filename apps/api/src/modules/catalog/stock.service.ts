import type { PageQuery, Paginated, StockMovementReason, StockMovementSchema } from '@kandamul/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { sendFollowUpJobs } from '../../infra/job-sender';
import { pageOffset, paginate } from '../../plugins/pagination';
import { fail } from '../auth/errors';
import { catalogEvents } from './catalog-events';
import * as repo from './stock.repo';

export type { OrderedProduct } from './stock.repo';

/**
 * The catalogue module owns products' stock: checkout, cancellation, expiry and staff all change it
 * through these functions, and each change writes a stock movement in the same transaction, so a
 * product's stock is always the sum of its movements (docs/decisions/011).
 */

/** Takes units for an order line (guarded: never below zero); null when missing or short. */
export const takeStock = repo.takeStock;

/** A product's title and stock, to tell "not found" from "short" after takeStock said null. */
export const productStock = repo.productStock;

/** The sale movements of an order whose lines' stock was taken (same transaction). */
export async function recordSale(
  tx: Db,
  orderId: number,
  lines: { productId: number; quantity: number }[],
): Promise<void> {
  await repo.insertMovements(
    tx,
    lines.map((l) => ({ productId: l.productId, change: -l.quantity, reason: 'sale', orderId })),
  );
}

/** Puts an order's units back (cancellation, an unpaid order's expiry) with their movements. */
export async function returnOrderStock(
  tx: Db,
  orderId: number,
  reason: Extract<StockMovementReason, 'cancellation' | 'payment-expired'>,
  staffId: number | null = null,
): Promise<void> {
  await repo.returnOrderLines(tx, orderId, reason, staffId);
}

export type MovementView = z.infer<typeof StockMovementSchema>;

function toMovement(row: repo.MovementRow): MovementView {
  return {
    id: row.id,
    product_id: row.productId,
    change: row.change,
    reason: row.reason as StockMovementReason,
    order_id: row.orderId,
    staff_id: row.staffId,
    note: row.note,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * A change of stock by staff (restock, damage, a count correction): 404 for an unknown product, 409
 * when it would take the stock below zero (nothing is written then).
 */
export async function adjustProductStock(
  db: Db,
  input: { productId: number; change: number; reason: StockMovementReason; staffId: number; note?: string },
): Promise<{ stock: number; movement: MovementView }> {
  const result = await db.transaction(async (tx) => {
    const adjusted = await repo.adjustStock(
      tx,
      input.productId,
      input.change,
      input.reason,
      input.staffId,
      input.note ?? '',
    );
    // Back from sold out (a restock): the customers waiting for it are told, once (a job, committed
    // with the movement).
    if (adjusted && input.change > 0 && adjusted.stock - input.change <= 0) {
      await sendFollowUpJobs(tx, [{ name: 'back-in-stock', data: { product_id: input.productId } }]);
    }
    return adjusted;
  });
  if (result === undefined) throw fail('PRODUCT_NOT_FOUND');
  if (result === null) throw fail('STOCK_BELOW_ZERO');
  catalogEvents.publish('stock');
  return { stock: result.stock, movement: toMovement(result.movement) };
}

/** A product's stock movements, newest first. */
export async function productMovements(
  db: Db,
  url: string,
  productId: number,
  page: PageQuery,
): Promise<Paginated<MovementView>> {
  const [count, rows] = await Promise.all([
    repo.countMovements(db, productId),
    repo.listMovements(db, productId, page.page_size, pageOffset(page)),
  ]);
  return paginate(url, page, count, rows.map(toMovement));
}
