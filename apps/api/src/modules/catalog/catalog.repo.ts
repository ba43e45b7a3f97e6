import { escapeLikePattern } from '@kandamul/domain';
import { and, asc, desc, eq, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banners, categories, productImages, products, reviews, users } from '../../db/schema';
import { qualified } from '../../db/sql';

/** A product row with what every card needs: its category title and rating aggregates. */
export interface ProductSummaryRow {
  id: number;
  slug: string;
  title: string;
  nepaliTitle: string;
  categoryId: number;
  categoryTitle: string;
  sellingPricePaisa: number | null;
  markedPricePaisa: number;
  stock: number;
  isOrganic: boolean;
  createdAt: Date;
  /** Average rating to one decimal (numeric as text), null without reviews. */
  averageRating: string | null;
  ratingCount: number;
}

/** A product row for the detail page: the card's columns and the descriptions. */
export interface ProductRow extends ProductSummaryRow {
  shortDescription: string;
  description: string;
}

export interface ImageRow {
  productId: number;
  image: string;
  thumbnail: string;
}

export interface CategoryRow {
  id: number;
  parentId: number | null;
  title: string;
  nepaliTitle: string;
  image: string;
  featured: boolean;
  position: number;
}

export interface ReviewRow {
  id: number;
  rating: number;
  review: string;
  createdAt: Date;
  firstName: string;
  middleName: string | null;
  lastName: string;
}

// Rating aggregates as correlated subqueries (reviews_product_idx): part of the page's one query, no N+1.
const averageRating = sql<
  string | null
>`(select round(avg(${reviews.rating})::numeric, 1) from ${reviews} where ${reviews.productId} = ${qualified(products.id)})`;
const ratingCount = sql<number>`(select count(*)::int from ${reviews} where ${reviews.productId} = ${qualified(products.id)})`;

// Lists leave the descriptions in the database: cards never show them.
const summaryColumns = {
  id: products.id,
  slug: products.slug,
  title: products.title,
  nepaliTitle: products.nepaliTitle,
  categoryId: products.categoryId,
  categoryTitle: categories.title,
  sellingPricePaisa: products.sellingPricePaisa,
  markedPricePaisa: products.markedPricePaisa,
  stock: products.stock,
  isOrganic: products.isOrganic,
  createdAt: products.createdAt,
  averageRating: averageRating.as('average_rating'),
  ratingCount: ratingCount.as('rating_count'),
};
const productColumns = {
  ...summaryColumns,
  shortDescription: products.shortDescription,
  description: products.description,
};

/** Which products a list holds. */
export type ProductFilter =
  | { kind: 'all' }
  | { kind: 'search'; words: string[] }
  | { kind: 'categories'; ids: number[] }
  | { kind: 'ids'; ids: number[] }
  | { kind: 'todaySpecial' }
  | { kind: 'newArrival' }
  | { kind: 'forYou' };

/** The order of a list; search ranks by relevance to the normalised query. */
export type ProductOrder =
  { kind: 'newest' } | { kind: 'relevance'; query: string; words: string[] } | { kind: 'forYou' };

/** search_text holds normalised fields joined by newlines (search-text.ts): line 1 title, line 2 Nepali title. */
const normalisedTitle = sql`split_part(${products.searchText}, chr(10), 1)`;
const normalisedNepaliTitle = sql`split_part(${products.searchText}, chr(10), 2)`;

function likeWord(column: SQL | typeof products.searchText, word: string): SQL {
  // The pattern is a parameter; ESCAPE '\' makes %, _ and \ in the word literal.
  return sql`${column} like ${`%${escapeLikePattern(word)}%`} escape '\\'`;
}

function filterSql(filter: ProductFilter): SQL | undefined {
  switch (filter.kind) {
    case 'all':
      return undefined;
    case 'search':
      // SPEC §5: every word must appear. Each LIKE '%word%' can use the GIN trigram index on search_text.
      return and(...filter.words.map((w) => likeWord(products.searchText, w)));
    case 'categories':
      return inArray(products.categoryId, filter.ids);
    case 'ids':
      return filter.ids.length ? inArray(products.id, filter.ids) : sql`false`;
    case 'todaySpecial':
      return eq(products.todaySpecial, true);
    case 'newArrival':
      return eq(products.newArrival, true);
    case 'forYou':
      return sql`${products.stock} > 0`;
  }
}

function orderSql(order: ProductOrder): SQL[] {
  switch (order.kind) {
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'forYou':
      // Best rated first (more reviews break ties), organic before the rest, then newest.
      return [
        sql`${averageRating} desc nulls last`,
        sql`${ratingCount} desc`,
        desc(products.isOrganic),
        desc(products.createdAt),
        desc(products.id),
      ];
    case 'relevance': {
      const titles = sql`${normalisedTitle} || chr(10) || ${normalisedNepaliTitle}`;
      const q = order.query;
      // 0: the whole query inside the title or Nepali title; 1: every word in the titles; 2: elsewhere.
      const tier = sql`case when strpos(${normalisedTitle}, ${q}::text) > 0 or strpos(${normalisedNepaliTitle}, ${q}::text) > 0 then 0
        when ${and(...order.words.map((w) => likeWord(titles, w)))} then 1 else 2 end`;
      // Within a tier the closest title first: the shorter the title holding the query, the more of it
      // the query is. For a title containing the query this orders as trigram similarity() does, at a
      // fraction of the cost: similarity() on every match of a common word ('rice': 4,500 of 100,000
      // products) was three quarters of the search's time (docs/decisions/003).
      const closeness = sql`case when strpos(${normalisedTitle}, ${q}::text) > 0 then length(${normalisedTitle})
        when strpos(${normalisedNepaliTitle}, ${q}::text) > 0 then length(${normalisedNepaliTitle})
        else length(${normalisedTitle}) end`;
      return [asc(tier), asc(closeness), asc(products.id)];
    }
  }
}

function selectProducts(db: Db) {
  return db
    .select(summaryColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId));
}

export async function countProducts(db: Db, filter: ProductFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(filterSql(filter));
  return Number(row?.n ?? 0);
}

export async function listProducts(
  db: Db,
  filter: ProductFilter,
  order: ProductOrder,
  limit: number,
  offset = 0,
): Promise<ProductSummaryRow[]> {
  return selectProducts(db)
    .where(filterSql(filter))
    .orderBy(...orderSql(order))
    .limit(limit)
    .offset(offset);
}

/**
 * Up to `perGroup` newest products of each group of categories (e.g. a top category and its
 * subcategories), in one query: a window function ranks products inside their group.
 */
export async function listProductsPerGroup(
  db: Db,
  groupOf: Map<number, number>,
  perGroup: number,
): Promise<ProductSummaryRow[]> {
  if (groupOf.size === 0) return [];
  const group = sql`case ${products.categoryId} ${sql.join(
    [...groupOf].map(([categoryId, groupId]) => sql`when ${categoryId}::int then ${groupId}::int`),
    sql` `,
  )} end`;
  const ranked = db
    .select({
      id: products.id,
      rank: sql<number>`row_number() over (partition by ${group} order by ${products.createdAt} desc, ${products.id} desc)`.as(
        'rank',
      ),
    })
    .from(products)
    .where(inArray(products.categoryId, [...groupOf.keys()]))
    .as('ranked');
  return selectProducts(db)
    .innerJoin(ranked, eq(ranked.id, products.id))
    .where(lte(ranked.rank, perGroup))
    .orderBy(asc(ranked.rank), desc(products.createdAt), desc(products.id));
}

export async function findProductBySlug(db: Db, slug: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.slug, slug))
    .limit(1);
  return row;
}

/** Products of `categoryIds` other than `excludeId`, those of `preferredCategoryId` first, newest first. */
export async function listRelatedProducts(
  db: Db,
  categoryIds: number[],
  preferredCategoryId: number,
  excludeId: number,
  limit: number,
): Promise<ProductSummaryRow[]> {
  return selectProducts(db)
    .where(and(inArray(products.categoryId, categoryIds), ne(products.id, excludeId)))
    .orderBy(
      sql`(${products.categoryId} = ${preferredCategoryId}::int) desc`,
      desc(products.createdAt),
      desc(products.id),
    )
    .limit(limit);
}

/** Every image of the given products, in display order (first is the primary image). */
export async function listImages(db: Db, productIds: number[]): Promise<ImageRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: productImages.productId,
      image: productImages.image,
      thumbnail: productImages.thumbnail,
    })
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id));
}

/** The first image (the primary one) of each of the given products, for cards. */
export async function listPrimaryImages(db: Db, productIds: number[]): Promise<ImageRow[]> {
  if (productIds.length === 0) return [];
  return db
    .selectDistinctOn([productImages.productId], {
      productId: productImages.productId,
      image: productImages.image,
      thumbnail: productImages.thumbnail,
    })
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id));
}

/** The newest reviews of a product with the reviewer's names. */
export async function listReviews(db: Db, productId: number, limit: number): Promise<ReviewRow[]> {
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      review: reviews.review,
      createdAt: reviews.createdAt,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

/** Every category (the tree is small: one query, assembled by the caller). */
export async function listCategories(db: Db): Promise<CategoryRow[]> {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      title: categories.title,
      nepaliTitle: categories.nepaliTitle,
      image: categories.image,
      featured: categories.featured,
      position: categories.position,
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
}

export async function listActiveBanners(db: Db) {
  return db
    .select({
      id: banners.id,
      title: banners.title,
      nepaliTitle: banners.nepaliTitle,
      image: banners.image,
      link: banners.link,
    })
    .from(banners)
    .where(eq(banners.active, true))
    .orderBy(asc(banners.position), asc(banners.id));
}
