import {
  csvLine,
  errorMessage,
  type PageQuery,
  type Paginated,
  paisaToRupees,
  readStockCount,
  STOCK_CSV_MESSAGES,
  STOCK_EXPORT_COLUMNS,
  STOCK_IMPORT_NOTE,
  type StockImportPreview,
  type StockImportResult,
  type StockImportRow,
  type StockMovementReason,
  type StockMovementSchema,
} from '@kandamul/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { sendFollowUpJobs } from '../../infra/job-sender';
import { pageOffset, paginate } from '../../plugins/pagination';
import { AppError, fail } from '../../plugins/errors';
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

/** takeStock for every line of an order in one statement; the lines that got their units. */
export const takeStockOf = repo.takeStockOf;

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
    saleMovements(lines).map((m) => ({ ...m, orderId })),
  );
}

/** A sale's stock movements, one a line (the checkout writes them in its order's own statement). */
export function saleMovements(
  lines: { productId: number; quantity: number }[],
): { productId: number; change: number; reason: 'sale' }[] {
  return lines.map((l) => ({ productId: l.productId, change: -l.quantity, reason: 'sale' as const }));
}

/**
 * Back in stock: every change that takes a product from sold out (0) to some stock, whoever makes it
 * (a restock, a count, a cancelled or failed order's units coming back), tells the customers waiting
 * for it, once: a job written in the change's own transaction (docs/decisions/020). Every writer of
 * `products.stock` in this module passes its changes through here, so the rule lives in one place.
 */
async function tellIfBackInStock(tx: Db, changes: repo.StockChange[]): Promise<void> {
  const risen = changes.filter((c) => c.before <= 0 && c.after > 0);
  await sendFollowUpJobs(
    tx,
    risen.map((c) => ({ name: 'back-in-stock' as const, data: { product_id: c.productId } })),
  );
}

/**
 * Puts an order's units back (a cancellation, including one after a failed delivery, or an unpaid
 * order's expiry) with their movements.
 */
export async function returnOrderStock(
  tx: Db,
  orderId: number,
  reason: Extract<StockMovementReason, 'cancellation' | 'payment-expired'>,
  staffId: number | null = null,
): Promise<void> {
  await tellIfBackInStock(tx, await repo.returnOrderLines(tx, orderId, reason, staffId));
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
    if (adjusted) {
      await tellIfBackInStock(tx, [
        { productId: input.productId, before: adjusted.stock - input.change, after: adjusted.stock },
      ]);
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

/**
 * Reads a stock count file against the catalogue: each good row with the product's stock now and the
 * change applying it would make, and every bad row with what is wrong (unknown slugs included). A file
 * that cannot be read as a count at all (no header, no rows, broken quotes) is a 400.
 */
async function readCount(db: Db, text: string): Promise<StockImportPreview> {
  const file = readStockCount(text);
  if (!file.ok) throw new AppError(400, 'BAD_REQUEST', file.message, { file: [file.message] });
  const found = new Map(
    (
      await repo.productsBySlugs(
        db,
        file.rows.map((r) => r.slug),
      )
    ).map((p) => [p.slug, p]),
  );
  const errors = [...file.errors];
  const rows: StockImportRow[] = [];
  for (const r of file.rows) {
    const product = found.get(r.slug);
    if (!product) {
      errors.push({ row: r.row, message: STOCK_CSV_MESSAGES.unknown(r.slug) });
      continue;
    }
    rows.push({
      row: r.row,
      product_id: product.id,
      slug: product.slug,
      title: product.title,
      current: product.stock,
      counted: r.counted,
      change: r.counted - product.stock,
    });
  }
  errors.sort((a, b) => a.row - b.row);
  const changed = rows.filter((r) => r.change !== 0).length;
  return { rows, errors, changed, unchanged: rows.length - changed };
}

/** The differences a stock count file would make; nothing is changed. */
export function previewStockCount(db: Db, text: string): Promise<StockImportPreview> {
  return readCount(db, text);
}

/**
 * Applies a stock count file in one transaction: every product's stock becomes its count, with an
 * 'adjustment' movement of the difference. A file with any bad row is refused whole (422, the rows and
 * what is wrong on each), so nothing is ever applied in part.
 */
export async function applyStockCount(db: Db, text: string, staffId: number): Promise<StockImportResult> {
  const result = await db.transaction(async (tx) => {
    const preview = await readCount(tx, text);
    if (preview.errors.length) {
      const errors: Record<string, string[]> = {};
      for (const e of preview.errors) (errors[`row ${e.row}`] ??= []).push(e.message);
      throw new AppError(422, 'STOCK_IMPORT_INVALID', errorMessage('STOCK_IMPORT_INVALID'), errors, {
        rows_with_errors: preview.errors,
      });
    }
    const applied = await repo.setCountedStock(
      tx,
      preview.rows.map((r) => ({ slug: r.slug, counted: r.counted })),
      'adjustment',
      staffId,
      STOCK_IMPORT_NOTE,
    );
    await tellIfBackInStock(
      tx,
      applied.map((a) => ({ productId: a.productId, before: a.before, after: a.counted })),
    );
    const before = new Map(applied.map((a) => [a.productId, a.before]));
    // The stock may have moved since the preview was read: the change is what was really applied.
    const rows = preview.rows.map((r) => {
      const was = before.get(r.product_id) ?? r.counted;
      return { ...r, current: was, change: r.counted - was };
    });
    return { rows, changed: applied.length, unchanged: rows.length - applied.length };
  });
  if (result.changed) catalogEvents.publish('stock');
  return result;
}

/** Rows of the export read per statement. */
const EXPORT_BATCH = 5_000;

/** The catalogue's products and stock as CSV (header first; prices in rupees), read in batches. */
export async function exportStockCsv(db: Db): Promise<string> {
  const parts = [csvLine([...STOCK_EXPORT_COLUMNS])];
  for (let after = 0; ;) {
    const page = await repo.exportPage(db, after, EXPORT_BATCH);
    for (const p of page) {
      parts.push(
        csvLine([
          p.slug,
          p.title,
          p.nepali_title,
          p.category,
          paisaToRupees(p.marked_price_paisa),
          p.selling_price_paisa === null ? null : paisaToRupees(p.selling_price_paisa),
          p.stock,
          p.low_stock_threshold,
        ]),
      );
    }
    if (page.length < EXPORT_BATCH) break;
    after = page[page.length - 1]!.id;
  }
  return parts.join('');
}
