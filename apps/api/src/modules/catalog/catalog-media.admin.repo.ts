import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { qualified } from '../../db/sql';
import { banners, categories, productImages, products } from '../../db/schema';

export type ImageRow = typeof productImages.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect & { productCount: number };

export async function productExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id)).limit(1);
  return Boolean(row);
}

/** A product's images in display order. */
export function listImages(db: Db, productId: number): Promise<ImageRow[]> {
  return db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
}

export async function addImage(db: Db, productId: number, image: string, thumbnail: string) {
  const [row] = await db
    .insert(productImages)
    .values({
      productId,
      image,
      thumbnail,
      position: sql`coalesce((select max(${productImages.position}) + 1 from ${productImages}
                     where ${productImages.productId} = ${productId}), 0)`,
    })
    .returning();
  return row!;
}

export async function deleteImage(db: Db, productId: number, imageId: number) {
  const [row] = await db
    .delete(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
    .returning();
  return row;
}

export async function setImagePosition(db: Db, productId: number, imageId: number, position: number) {
  await db
    .update(productImages)
    .set({ position })
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)));
}

/** Bumps a product's updated_at (an image change is a change of the product). */
export async function touchProduct(db: Db, productId: number) {
  await db.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));
}

// The outer category's id with its table: Drizzle names columns of a one-table select without it (db/sql.ts).
const productCount = sql<number>`(select count(*)::int from ${products} p where p.category_id = ${qualified(categories.id)})`;

/** Every category (there are tens, not thousands): top categories first, each in its position. */
export function listCategories(db: Db): Promise<CategoryRow[]> {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      slug: categories.slug,
      title: categories.title,
      nepaliTitle: categories.nepaliTitle,
      image: categories.image,
      featured: categories.featured,
      position: categories.position,
      productCount,
    })
    .from(categories)
    .orderBy(sql`${categories.parentId} nulls first`, asc(categories.position), asc(categories.id));
}

export async function findCategory(db: Db, id: number): Promise<CategoryRow | undefined> {
  const rows = await db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      slug: categories.slug,
      title: categories.title,
      nepaliTitle: categories.nepaliTitle,
      image: categories.image,
      featured: categories.featured,
      position: categories.position,
      productCount,
    })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  return rows[0];
}

export async function childCount(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
  return Number(row?.n ?? 0);
}

/** The subcategories of a category. */
export async function childIds(db: Db, id: number): Promise<number[]> {
  const rows = await db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, id));
  return rows.map((r) => r.id);
}

export async function slugTaken(db: Db, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, slug))
    .limit(1);
  return Boolean(row);
}

/** The next position among a parent's children (or among the top categories). */
export async function nextPosition(db: Db, parentId: number | null): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${categories.position}) + 1, 0)::int` })
    .from(categories)
    .where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId));
  return Number(row?.n ?? 0);
}

export async function insertCategory(db: Db, values: typeof categories.$inferInsert) {
  const [row] = await db.insert(categories).values(values).returning({ id: categories.id });
  return row!.id;
}

export async function updateCategory(db: Db, id: number, values: Partial<typeof categories.$inferInsert>) {
  await db.update(categories).set(values).where(eq(categories.id, id));
}

export type BannerRow = typeof banners.$inferSelect;

/** Every banner, shown or hidden, in home page order (there are a handful). */
export function listBanners(db: Db): Promise<BannerRow[]> {
  return db.select().from(banners).orderBy(asc(banners.position), asc(banners.id));
}

export async function findBanner(db: Db, id: number): Promise<BannerRow | undefined> {
  const [row] = await db.select().from(banners).where(eq(banners.id, id)).limit(1);
  return row;
}

export async function nextBannerPosition(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${banners.position}) + 1, 0)::int` })
    .from(banners);
  return Number(row?.n ?? 0);
}

export async function insertBanner(db: Db, values: typeof banners.$inferInsert): Promise<BannerRow> {
  const [row] = await db.insert(banners).values(values).returning();
  return row!;
}

export async function updateBanner(db: Db, id: number, values: Partial<typeof banners.$inferInsert>) {
  const [row] = await db.update(banners).set(values).where(eq(banners.id, id)).returning();
  return row;
}
