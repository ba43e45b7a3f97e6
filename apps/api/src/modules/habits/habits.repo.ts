import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { qualified } from '../../db/sql';
import {
  customerPreferences,
  orderLines,
  orders,
  orderSubstitutions,
  productImages,
  products,
  reviews,
  stockAlerts,
  substitutionChoices,
  users,
} from '../../db/schema';

const firstImage = sql<string | null>`(select ${productImages.image} from ${productImages}
  where ${productImages.productId} = ${qualified(products.id)}
  order by ${productImages.position}, ${productImages.id} limit 1)`;

export async function productExists(db: Db, productId: number) {
  const [row] = await db
    .select({ id: products.id, title: products.title, slug: products.slug, stock: products.stock })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return row;
}

/** Whether the customer has a delivered order with this product on it. */
export async function hasDelivered(db: Db, userId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(eq(orders.userId, userId), eq(orders.status, 'Delivered'), eq(orderLines.productId, productId)),
    )
    .limit(1);
  return row !== undefined;
}

/** One review per customer and product: a second one replaces the first (a hidden one stays hidden). */
export async function upsertReview(
  db: Db,
  userId: number,
  productId: number,
  rating: number,
  review: string,
) {
  const [row] = await db
    .insert(reviews)
    .values({ userId, productId, rating, review })
    .onConflictDoUpdate({
      target: [reviews.userId, reviews.productId],
      set: { rating, review, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

export async function myReviews(db: Db, userId: number) {
  return db
    .select({
      productId: reviews.productId,
      slug: products.slug,
      title: products.title,
      image: firstImage,
      rating: reviews.rating,
      review: reviews.review,
      hiddenAt: reviews.hiddenAt,
      updatedAt: reviews.updatedAt,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.updatedAt), desc(reviews.id))
    .limit(200);
}

/** Products of the customer's delivered orders they have not rated yet, most recently delivered first. */
export async function toRate(db: Db, userId: number, limit = 20) {
  return db
    .select({
      productId: orderLines.productId,
      slug: products.slug,
      title: products.title,
      image: firstImage,
      deliveredAt: sql<Date>`max(${orders.updatedAt})`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'Delivered'),
        sql`not exists (select 1 from ${reviews} where ${reviews.userId} = ${userId} and ${reviews.productId} = ${orderLines.productId})`,
      ),
    )
    .groupBy(orderLines.productId, products.slug, products.title, products.id)
    .orderBy(sql`max(${orders.updatedAt}) desc`, asc(orderLines.productId))
    .limit(limit);
}

export async function countReviews(db: Db, hidden: boolean | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(
      hidden === undefined
        ? undefined
        : hidden
          ? sql`${reviews.hiddenAt} is not null`
          : isNull(reviews.hiddenAt),
    );
  return Number(row?.n ?? 0);
}

export async function listReviews(db: Db, hidden: boolean | undefined, limit: number, offset: number) {
  return db
    .select({
      id: reviews.id,
      productId: reviews.productId,
      productTitle: products.title,
      userId: reviews.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      rating: reviews.rating,
      review: reviews.review,
      hiddenAt: reviews.hiddenAt,
      hiddenReason: reviews.hiddenReason,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(
      hidden === undefined
        ? undefined
        : hidden
          ? sql`${reviews.hiddenAt} is not null`
          : isNull(reviews.hiddenAt),
    )
    .orderBy(desc(reviews.updatedAt), desc(reviews.id))
    .limit(limit)
    .offset(offset);
}

export async function setHidden(db: Db, id: number, hidden: boolean, reason: string, staffId: number) {
  const [row] = await db
    .update(reviews)
    .set(
      hidden
        ? { hiddenAt: new Date(), hiddenReason: reason, hiddenBy: staffId }
        : { hiddenAt: null, hiddenReason: '', hiddenBy: null },
    )
    .where(eq(reviews.id, id))
    .returning({ id: reviews.id });
  return row !== undefined;
}

// Back-in-stock alerts

export async function addAlert(db: Db, userId: number, productId: number): Promise<void> {
  await db.insert(stockAlerts).values({ userId, productId }).onConflictDoNothing();
}

export async function removeAlert(db: Db, userId: number, productId: number): Promise<boolean> {
  const rows = await db
    .delete(stockAlerts)
    .where(and(eq(stockAlerts.userId, userId), eq(stockAlerts.productId, productId)))
    .returning({ productId: stockAlerts.productId });
  return rows.length > 0;
}

export async function myAlerts(db: Db, userId: number) {
  return db
    .select({
      productId: stockAlerts.productId,
      slug: products.slug,
      title: products.title,
      image: firstImage,
      stock: products.stock,
      createdAt: stockAlerts.createdAt,
    })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(eq(stockAlerts.userId, userId))
    .orderBy(desc(stockAlerts.createdAt))
    .limit(200);
}

/** Clears a product's alerts and answers who was waiting (only while it is in stock). */
export async function takeAlerts(db: Db, productId: number): Promise<number[]> {
  const [p] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!p || p.stock <= 0) return [];
  const rows = await db
    .delete(stockAlerts)
    .where(eq(stockAlerts.productId, productId))
    .returning({ userId: stockAlerts.userId });
  return rows.map((r) => r.userId);
}

// Preferences and contacts

export async function preferences(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(customerPreferences)
    .where(eq(customerPreferences.userId, userId))
    .limit(1);
  return row;
}

export async function savePreferences(
  db: Db,
  userId: number,
  values: { notifySms: boolean; notifyEmail: boolean; language: string; substitution: string },
): Promise<void> {
  await db
    .insert(customerPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: customerPreferences.userId, set: { ...values, updatedAt: new Date() } });
}

/** What messages go to: phone, the e-mail (when confirmed) and the preferences (null: defaults). */
export async function contacts(db: Db, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      phone: users.phone,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      notifySms: customerPreferences.notifySms,
      notifyEmail: customerPreferences.notifyEmail,
      language: customerPreferences.language,
      substitution: customerPreferences.substitution,
    })
    .from(users)
    .leftJoin(customerPreferences, eq(customerPreferences.userId, users.id))
    .where(inArray(users.id, userIds));
}

export async function orderForMessage(db: Db, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      trackingId: orders.trackingId,
      totalPaisa: orders.totalPaisa,
      refundDuePaisa: orders.refundDuePaisa,
      riderId: orders.riderId,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

export async function userName(db: Db, id: number) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, phone: users.phone })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

// Substitutions

export async function setChoice(db: Db, userId: number, productId: number, choice: string): Promise<void> {
  await db
    .insert(substitutionChoices)
    .values({ userId, productId, choice })
    .onConflictDoUpdate({
      target: [substitutionChoices.userId, substitutionChoices.productId],
      set: { choice, updatedAt: new Date() },
    });
}

export async function choices(db: Db, userId: number, productIds?: number[]) {
  return db
    .select({ productId: substitutionChoices.productId, choice: substitutionChoices.choice })
    .from(substitutionChoices)
    .where(
      productIds
        ? and(eq(substitutionChoices.userId, userId), inArray(substitutionChoices.productId, productIds))
        : eq(substitutionChoices.userId, userId),
    );
}

export async function orderLinesWithProducts(db: Db, orderId: number) {
  return db
    .select({
      lineId: orderLines.id,
      productId: orderLines.productId,
      title: orderLines.title,
      quantity: orderLines.quantity,
      unitPricePaisa: orderLines.unitPricePaisa,
      categoryId: products.categoryId,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
}

/** In-stock products of some categories, what matching compares (a category is tens of products). */
export async function candidates(db: Db, categoryIds: number[], excludeIds: number[]) {
  if (categoryIds.length === 0) return [];
  return db
    .select({
      id: products.id,
      categoryId: products.categoryId,
      title: products.title,
      sellingPricePaisa: products.sellingPricePaisa,
      markedPricePaisa: products.markedPricePaisa,
      stock: products.stock,
    })
    .from(products)
    .where(
      and(
        inArray(products.categoryId, categoryIds),
        eq(products.active, true),
        sql`${products.stock} > 0`,
        excludeIds.length
          ? sql`${products.id} not in (${sql.join(
              excludeIds.map((i) => sql`${i}`),
              sql`, `,
            )})`
          : undefined,
      ),
    )
    .limit(500);
}

export async function replaceLine(
  db: Db,
  lineId: number,
  to: { productId: number; title: string; slug: string; image: string; unitPricePaisa: number },
): Promise<void> {
  await db.update(orderLines).set(to).where(eq(orderLines.id, lineId));
}

export async function deleteLine(db: Db, lineId: number): Promise<void> {
  await db.delete(orderLines).where(eq(orderLines.id, lineId));
}

export async function setOrderAmounts(
  db: Db,
  orderId: number,
  amounts: { subtotalPaisa: number; discountPaisa: number; totalPaisa: number },
): Promise<void> {
  await db
    .update(orders)
    .set({ ...amounts, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}

export async function insertSubstitution(db: Db, row: typeof orderSubstitutions.$inferInsert) {
  const [r] = await db.insert(orderSubstitutions).values(row).returning();
  return r!;
}

export async function substitutionsOf(db: Db, orderId: number) {
  return db
    .select()
    .from(orderSubstitutions)
    .where(eq(orderSubstitutions.orderId, orderId))
    .orderBy(asc(orderSubstitutions.id));
}
