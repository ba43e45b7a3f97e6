import { alias } from 'drizzle-orm/pg-core';
import { desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';

export type AdminProductRow = typeof products.$inferSelect;

function productFilter(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(products.title, like), ilike(products.slug, like), ilike(products.nepaliTitle, like));
}

export async function countProducts(db: Db, q: string | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(productFilter(q));
  return Number(row?.n ?? 0);
}

/** One page of products for the console, the most recently changed first. */
export async function listProducts(db: Db, q: string | undefined, limit: number, offset: number) {
  return db
    .select()
    .from(products)
    .where(productFilter(q))
    .orderBy(desc(products.updatedAt), desc(products.id))
    .limit(limit)
    .offset(offset);
}

export async function findProduct(db: Db, id: number): Promise<AdminProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
}

/** The titles of a product's category and of its parent, which search matches against too. */
export async function categoryTitles(db: Db, categoryId: number): Promise<string> {
  const parent = alias(categories, 'parent');
  const [row] = await db
    .select({
      title: categories.title,
      nepaliTitle: categories.nepaliTitle,
      parentTitle: parent.title,
      parentNepaliTitle: parent.nepaliTitle,
    })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(eq(categories.id, categoryId))
    .limit(1);
  if (!row) return '';
  return [row.title, row.nepaliTitle, row.parentTitle, row.parentNepaliTitle].filter(Boolean).join(' ');
}

export async function updateProduct(
  db: Db,
  id: number,
  values: Partial<typeof products.$inferInsert>,
): Promise<AdminProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  return row;
}

export async function insertProduct(db: Db, values: typeof products.$inferInsert): Promise<AdminProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  return row!;
}

export async function slugTaken(db: Db, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug)).limit(1);
  return Boolean(row);
}
