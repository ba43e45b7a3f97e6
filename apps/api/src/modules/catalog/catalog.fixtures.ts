import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { parsePackLabel } from '@kandamul/domain';
import type { Db } from '../../db/client';
import { banners, categories, productImages, products, reviews, stockMovements } from '../../db/schema';
import { productSearchText } from './search-text';

// Test fixtures: categories, products, images and reviews inserted straight into the database, with
// unique slugs so they can sit on top of any seed. Other modules' tests may use them too.

let seq = 0;
function uniqueSlug(base: string): string {
  seq += 1;
  const clean = base
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${clean || 'item'}-${seq}-${randomBytes(3).toString('hex')}`;
}

export interface CategoryFixture {
  title: string;
  nepaliTitle?: string;
  parentId?: number | null;
  featured?: boolean;
  position?: number;
  image?: string;
}

export async function insertCategory(db: Db, c: CategoryFixture): Promise<{ id: number; title: string }> {
  const [row] = await db
    .insert(categories)
    .values({
      slug: uniqueSlug(c.title),
      title: c.title,
      nepaliTitle: c.nepaliTitle ?? c.title,
      image: c.image ?? `/media/categories/${uniqueSlug(c.title)}.webp`,
      parentId: c.parentId ?? null,
      featured: c.featured ?? false,
      position: c.position ?? 0,
    })
    .returning({ id: categories.id, title: categories.title });
  return row!;
}

export interface ProductFixture {
  title: string;
  nepaliTitle?: string;
  description?: string;
  shortDescription?: string;
  categoryId: number;
  /** Paisa; null uses the fallback price rule. */
  sellingPricePaisa?: number | null;
  markedPricePaisa?: number;
  stock?: number;
  isOrganic?: boolean;
  todaySpecial?: boolean;
  newArrival?: boolean;
  aliases?: string;
  /** The pack size ('1 kg'). */
  unit?: string;
  createdAt?: Date;
  /** Image URLs in display order; each gets a '-thumb' thumbnail. */
  images?: string[];
}

export interface InsertedProduct {
  id: number;
  slug: string;
  fixture: ProductFixture;
  /** The category title, as search sees it. */
  categoryTitle: string;
}

/** Inserts products (one statement), their search text and images. */
export async function insertProducts(db: Db, list: ProductFixture[]): Promise<InsertedProduct[]> {
  if (list.length === 0) return [];
  const cats = await db
    .select({ id: categories.id, title: categories.title })
    .from(categories)
    .where(inArray(categories.id, [...new Set(list.map((p) => p.categoryId))]));
  const titleOf = new Map(cats.map((c) => [c.id, c.title]));
  const rows = await db
    .insert(products)
    .values(
      list.map((p) => {
        const description = p.description ?? `${p.title}, fresh from Nepal.`;
        return {
          slug: uniqueSlug(p.title),
          title: p.title,
          nepaliTitle: p.nepaliTitle ?? '',
          shortDescription: p.shortDescription ?? p.title,
          description,
          categoryId: p.categoryId,
          sellingPricePaisa: p.sellingPricePaisa === undefined ? 10_000 : p.sellingPricePaisa,
          markedPricePaisa: p.markedPricePaisa ?? 12_000,
          stock: p.stock ?? 10,
          isOrganic: p.isOrganic ?? false,
          todaySpecial: p.todaySpecial ?? false,
          newArrival: p.newArrival ?? false,
          aliases: p.aliases ?? '',
          searchText: productSearchText({
            title: p.title,
            nepaliTitle: p.nepaliTitle ?? '',
            description,
            categoryTitle: titleOf.get(p.categoryId) ?? '',
            aliases: p.aliases ?? '',
            unit: p.unit ?? '',
          }),
          unit: p.unit ?? '',
          measureUnit: parsePackLabel(p.unit ?? '').unit,
          unitQuantity: parsePackLabel(p.unit ?? '').quantity,
          ...(p.createdAt ? { createdAt: p.createdAt } : {}),
        };
      }),
    )
    .returning({ id: products.id, slug: products.slug });
  // As the seed does: the opening stock is each product's first movement.
  const opening = list
    .map((p, i) => ({ productId: rows[i]!.id, change: p.stock ?? 10, reason: 'opening' as const }))
    .filter((m) => m.change !== 0);
  if (opening.length) await db.insert(stockMovements).values(opening);
  const images = list.flatMap((p, i) =>
    (p.images ?? []).map((image, position) => ({
      productId: rows[i]!.id,
      position,
      image,
      thumbnail: image.replace(/(\.\w+)?$/, '-thumb$1'),
    })),
  );
  if (images.length) await db.insert(productImages).values(images);
  return rows.map((r, i) => ({
    id: r.id,
    slug: r.slug,
    fixture: list[i]!,
    categoryTitle: titleOf.get(list[i]!.categoryId) ?? '',
  }));
}

export async function insertProduct(db: Db, p: ProductFixture): Promise<InsertedProduct> {
  const [row] = await insertProducts(db, [p]);
  return row!;
}

export async function insertReview(
  db: Db,
  r: { productId: number; userId: number; rating: number; review?: string; createdAt?: Date },
): Promise<number> {
  const [row] = await db
    .insert(reviews)
    .values({
      productId: r.productId,
      userId: r.userId,
      rating: r.rating,
      review: r.review ?? `Rated ${r.rating}.`,
      ...(r.createdAt ? { createdAt: r.createdAt } : {}),
    })
    .returning({ id: reviews.id });
  return row!.id;
}

export async function insertBanner(
  db: Db,
  b: { title: string; image?: string; position?: number; active?: boolean; link?: string | null },
): Promise<number> {
  const [row] = await db
    .insert(banners)
    .values({
      title: b.title,
      nepaliTitle: b.title,
      image: b.image ?? `/media/banners/${uniqueSlug(b.title)}.webp`,
      position: b.position ?? 0,
      active: b.active ?? true,
      link: b.link ?? null,
    })
    .returning({ id: banners.id });
  return row!.id;
}
