import type { StockMovementReason } from '@kandamul/domain';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { qualified } from '../../db/sql';
import { orderLines, productImages, products, stockMovements } from '../../db/schema';

/** A product as an order line records it, read in the statement that takes its stock. */
export type OrderedProduct = {
  id: number;
  slug: string;
  title: string;
  sellingPricePaisa: number | null;
  markedPricePaisa: number;
  image: string;
  /** Units left after this line took its own. */
  stockLeft: number;
};

export type MovementRow = typeof stockMovements.$inferSelect;

/**
 * Takes `quantity` units of a product, only if that many are left (never below zero, whatever runs
 * concurrently: the row is re-checked under its lock), and returns the product with its current price
 * and first image. Null when the product is missing or short: `productStock` tells which.
 */
export async function takeStock(db: Db, productId: number, quantity: number): Promise<OrderedProduct | null> {
  // The outer product's id with its table: inside an UPDATE, Drizzle names columns without it, and an
  // unqualified "id" here would be the image's own id (db/sql.ts).
  const firstImage = sql<string>`coalesce((select ${productImages.image} from ${productImages}
    where ${productImages.productId} = ${qualified(products.id)}
    order by ${productImages.position}, ${productImages.id} limit 1), '')`;
  const [row] = await db
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    // A hidden product is not sold: no stock is taken from it (productStock tells it apart by `active`).
    .where(and(eq(products.id, productId), eq(products.active, true), gte(products.stock, quantity)))
    .returning({
      id: products.id,
      slug: products.slug,
      title: products.title,
      sellingPricePaisa: products.sellingPricePaisa,
      markedPricePaisa: products.markedPricePaisa,
      image: firstImage,
      stockLeft: products.stock,
    });
  return row ?? null;
}

/**
 * takeStock for every line of an order in one statement (one round trip instead of one a line). The
 * rows are first locked in ascending id order (the `locked` CTE, forced to run to its end before any
 * update by the count in the one-time filter), so concurrent orders never deadlock; each line's guard
 * is then re-checked on the row's newest version, as takeStock's is. Returns the lines that got their
 * units: fewer than asked means the order fails (its transaction is rolled back) and `productStock`
 * tells why for the first line missing.
 */
export async function takeStockOf(
  db: Db,
  lines: { productId: number; quantity: number }[],
): Promise<OrderedProduct[]> {
  if (lines.length === 0) return [];
  const wanted = sql.join(
    lines.map((l) => sql`(${l.productId}::int, ${l.quantity}::int)`),
    sql`, `,
  );
  const ids = sql.join(
    lines.map((l) => sql`${l.productId}::int`),
    sql`, `,
  );
  const rows = await queryRows<OrderedProduct>(
    db,
    sql`with locked as (
          select p.id from ${products} p where p.id in (${ids}) order by p.id for update
        )
        update ${products} set stock = ${products.stock} - l.q
        from (values ${wanted}) as l(id, q)
        where ${products.id} = l.id and ${products.active} and ${products.stock} >= l.q
          and (select count(*) from locked) >= 0
        returning ${products.id} as "id", ${products.slug} as "slug", ${products.title} as "title",
          ${products.sellingPricePaisa} as "sellingPricePaisa", ${products.markedPricePaisa} as "markedPricePaisa",
          coalesce((select i.image from ${productImages} i where i.product_id = ${products.id}
                    order by i.position, i.id limit 1), '') as "image",
          ${products.stock} as "stockLeft"`,
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    sellingPricePaisa: r.sellingPricePaisa === null ? null : Number(r.sellingPricePaisa),
    markedPricePaisa: Number(r.markedPricePaisa),
    stockLeft: Number(r.stockLeft),
  }));
}

/** A product's title, the stock left and whether it is sold, or undefined when there is no such product. */
export async function productStock(db: Db, productId: number) {
  const [row] = await db
    .select({ title: products.title, stock: products.stock, active: products.active })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return row;
}

/** Writes the movements of units already taken or returned (one statement). */
export async function insertMovements(
  db: Db,
  rows: {
    productId: number;
    change: number;
    reason: StockMovementReason;
    orderId?: number | null;
    staffId?: number | null;
    note?: string;
  }[],
): Promise<void> {
  const moved = rows.filter((r) => r.change !== 0);
  if (moved.length) await db.insert(stockMovements).values(moved);
}

/** A product's stock before and after one change (to tell a rise from sold out). */
export type StockChange = { productId: number; before: number; after: number };

/**
 * Puts the units of every line of an order back into stock and writes a movement per line, in two
 * statements. Returns each product's stock before and after.
 */
export async function returnOrderLines(
  db: Db,
  orderId: number,
  reason: StockMovementReason,
  staffId: number | null,
): Promise<StockChange[]> {
  const rows = await queryRows<{ id: number; after: number; quantity: number }>(
    db,
    sql`update ${products} set stock = ${products.stock} + l.quantity
        from (select product_id, sum(quantity)::int as quantity from ${orderLines}
              where order_id = ${orderId} group by product_id) l
        where ${products.id} = l.product_id
        returning ${products.id} as id, ${products.stock} as after, l.quantity as quantity`,
  );
  await db.execute(
    sql`insert into ${stockMovements} (product_id, change, reason, order_id, staff_id)
        select product_id, sum(quantity)::int, ${reason}, ${orderId}, ${staffId}
        from ${orderLines} where order_id = ${orderId} group by product_id`,
  );
  return rows.map((r) => ({
    productId: r.id,
    before: Number(r.after) - Number(r.quantity),
    after: Number(r.after),
  }));
}

/**
 * Changes a product's stock by `change` (positive or negative) unless that would take it below zero,
 * and writes the movement. Undefined when the product is missing; null when it would go below zero.
 */
export async function adjustStock(
  db: Db,
  productId: number,
  change: number,
  reason: StockMovementReason,
  staffId: number | null,
  note: string,
): Promise<{ stock: number; movement: MovementRow } | null | undefined> {
  const [row] = await db
    .update(products)
    .set({ stock: sql`${products.stock} + ${change}`, updatedAt: new Date() })
    .where(and(eq(products.id, productId), gte(sql`${products.stock} + ${change}`, 0)))
    .returning({ stock: products.stock });
  if (!row) return (await productStock(db, productId)) ? null : undefined;
  const [movement] = await db
    .insert(stockMovements)
    .values({ productId, change, reason, staffId, note })
    .returning();
  return { stock: row.stock, movement: movement! };
}

/** A product's movements, newest first. */
export async function listMovements(db: Db, productId: number, limit: number, offset: number) {
  return db
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.productId, productId))
    .orderBy(desc(stockMovements.id))
    .limit(limit)
    .offset(offset);
}

export async function countMovements(db: Db, productId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(stockMovements)
    .where(eq(stockMovements.productId, productId));
  return Number(row?.n ?? 0);
}

/** Products by slug (one statement, however many slugs: they travel as one JSON parameter). */
export async function productsBySlugs(
  db: Db,
  slugs: string[],
): Promise<{ id: number; slug: string; title: string; stock: number }[]> {
  if (!slugs.length) return [];
  return queryRows(
    db,
    sql`select p.id, p.slug, p.title, p.stock from ${products} p
        join jsonb_array_elements_text(${JSON.stringify(slugs)}::jsonb) s(slug) on p.slug = s.slug`,
  );
}

/**
 * Sets products' stock to counted quantities and writes one movement per product whose stock changed
 * (the difference, with the reason and note), in one statement. The rows are locked while read, so a
 * sale running at the same time is either counted before or applied after: the movements still add up.
 */
export async function setCountedStock(
  db: Db,
  counts: { slug: string; counted: number }[],
  reason: StockMovementReason,
  staffId: number,
  note: string,
): Promise<{ productId: number; before: number; counted: number }[]> {
  if (!counts.length) return [];
  const rows = await queryRows<{ id: number; before: number; counted: number }>(
    db,
    sql`with v as (select * from jsonb_to_recordset(${JSON.stringify(counts)}::jsonb) as v(slug text, counted int)),
        old as (select p.id, p.stock as before, v.counted from ${products} p join v on p.slug = v.slug
                for update of p),
        upd as (update ${products} p set stock = old.counted, updated_at = now()
                from old where p.id = old.id and old.before <> old.counted
                returning p.id, old.before, old.counted),
        moved as (insert into ${stockMovements} (product_id, change, reason, staff_id, note)
                  select id, counted - before, ${reason}, ${staffId}, ${note} from upd)
        select id, before, counted from upd`,
  );
  return rows.map((r) => ({ productId: r.id, before: Number(r.before), counted: Number(r.counted) }));
}

/** One page of the catalogue for the stock export, by id after `afterId` (keyset: fast on any page). */
export async function exportPage(db: Db, afterId: number, limit: number) {
  return queryRows<{
    id: number;
    slug: string;
    title: string;
    nepali_title: string;
    category: string;
    marked_price_paisa: number;
    selling_price_paisa: number | null;
    stock: number;
    low_stock_threshold: number;
  }>(
    db,
    sql`select p.id, p.slug, p.title, p.nepali_title, c.title as category, p.marked_price_paisa,
               p.selling_price_paisa, p.stock, p.low_stock_threshold
        from ${products} p join categories c on c.id = p.category_id
        where p.id > ${afterId} order by p.id limit ${limit}`,
  );
}
