import {
  type AdminReview,
  backInStockMessage,
  DEFAULT_PREFERENCES,
  effectiveSellingPricePaisa,
  formatMoney,
  type MarkShortBody,
  type MessageLanguage,
  type MyRatingsResponse,
  type MyReview,
  type OrderUpdateKind,
  orderUpdateMessage,
  type PageQuery,
  type Paginated,
  paisaToRupees,
  type Preferences,
  type PreferencesUpdate,
  recomputeOrderTotals,
  type ReviewBody,
  type ReviewHideBody,
  type ShortLineView,
  type StockAlert,
  type SubstitutionChoice,
  substitutionMessage,
  suggestSubstitute,
  type WrittenMessage,
} from '@kandamul/domain';
import type { Db } from '../../db/client';
import type { DbOrTx, JobRequest, Jobs } from '../../infra/jobs';
import { pageOffset, paginate } from '../../plugins/pagination';
import { fail } from '../../plugins/errors';
import { catalogEvents } from '../catalog/catalog-events';
import { recordSale, takeStock } from '../catalog/stock.service';
import { addRefundDue, lockOrder } from '../orders/order-status.repo';
import { movePayment } from '../orders/order-status.service';
import * as repo from './habits.repo';

const iso = (d: Date | string) => new Date(d).toISOString();

// Reviews

function toMyReview(r: Awaited<ReturnType<typeof repo.myReviews>>[number]): MyReview {
  return {
    product_id: r.productId,
    slug: r.slug,
    title: r.title,
    image: r.image,
    rating: r.rating,
    review: r.review,
    hidden: r.hiddenAt !== null,
    updated_at: iso(r.updatedAt),
  };
}

/**
 * Rates a product: only a customer with a delivered order of it (403 otherwise); one review per
 * customer and product, a second replaces the first. The text is kept as typed (plain text).
 */
export async function rateProduct(
  db: Db,
  userId: number,
  productId: number,
  body: ReviewBody,
): Promise<MyReview> {
  const product = await repo.productExists(db, productId);
  if (!product) throw fail('PRODUCT_NOT_FOUND');
  if (!(await repo.hasDelivered(db, userId, productId))) throw fail('REVIEW_NOT_ALLOWED');
  await repo.upsertReview(db, userId, productId, body.rating, body.review);
  // The product's answers (average, count, list) are cached: they must show it.
  catalogEvents.publish('product');
  const mine = (await repo.myReviews(db, userId)).find((r) => r.productId === productId)!;
  return toMyReview(mine);
}

export async function myRatings(db: Db, userId: number): Promise<MyRatingsResponse> {
  const [rated, toRate] = await Promise.all([repo.myReviews(db, userId), repo.toRate(db, userId)]);
  return {
    rated: rated.map(toMyReview),
    to_rate: toRate.map((r) => ({
      product_id: r.productId,
      slug: r.slug,
      title: r.title,
      image: r.image,
      delivered_at: iso(r.deliveredAt),
    })),
  };
}

export async function adminReviews(
  db: Db,
  url: string,
  query: PageQuery & { hidden?: boolean | undefined },
): Promise<Paginated<AdminReview>> {
  const [count, rows] = await Promise.all([
    repo.countReviews(db, query.hidden),
    repo.listReviews(db, query.hidden, query.page_size, pageOffset(query)),
  ]);
  return paginate(
    url,
    query,
    count,
    rows.map((r) => ({
      id: r.id,
      product_id: r.productId,
      product_title: r.productTitle,
      user_id: r.userId,
      customer_name: `${r.firstName} ${r.lastName}`.trim(),
      rating: r.rating,
      review: r.review,
      hidden: r.hiddenAt !== null,
      hidden_reason: r.hiddenReason,
      created_at: iso(r.createdAt),
      updated_at: iso(r.updatedAt),
    })),
  );
}

/** Staff hide a review (with a reason) or show it again. */
export async function hideReview(db: Db, staffId: number, id: number, body: ReviewHideBody): Promise<void> {
  if (!(await repo.setHidden(db, id, body.hidden, body.reason, staffId))) throw fail('REVIEW_NOT_FOUND');
  catalogEvents.publish('product');
}

// Preferences

type ContactRow = Awaited<ReturnType<typeof repo.contacts>>[number];

function prefsOf(row: {
  notifySms: boolean | null;
  notifyEmail: boolean | null;
  language: string | null;
  substitution: string | null;
}): Preferences {
  return {
    notify_sms: row.notifySms ?? DEFAULT_PREFERENCES.notify_sms,
    notify_email: row.notifyEmail ?? DEFAULT_PREFERENCES.notify_email,
    language: row.language === 'ne' ? 'ne' : 'en',
    substitution: (row.substitution as SubstitutionChoice | null) ?? DEFAULT_PREFERENCES.substitution,
  };
}

export async function getPreferences(db: Db, userId: number): Promise<Preferences> {
  const row = await repo.preferences(db, userId);
  return row ? prefsOf(row) : { ...DEFAULT_PREFERENCES };
}

export async function updatePreferences(
  db: Db,
  userId: number,
  body: PreferencesUpdate,
): Promise<Preferences> {
  const next = { ...(await getPreferences(db, userId)), ...body };
  await repo.savePreferences(db, userId, {
    notifySms: next.notify_sms,
    notifyEmail: next.notify_email,
    language: next.language,
    substitution: next.substitution,
  });
  return next;
}

/** The message jobs for one customer: SMS and/or e-mail (only to a confirmed address) by preference. */
function messageJobs(
  contact: ContactRow,
  purpose: 'order-update' | 'back-in-stock' | 'substitution',
  ref: string,
  write: (lang: MessageLanguage) => WrittenMessage,
): JobRequest[] {
  const prefs = prefsOf(contact);
  const message = write(prefs.language);
  const jobs: JobRequest[] = [];
  if (prefs.notify_sms) {
    jobs.push({ name: 'message-sms', data: { purpose, ref, to: contact.phone, text: message.sms } });
  }
  if (prefs.notify_email && contact.email && contact.emailVerifiedAt) {
    jobs.push({
      name: 'message-email',
      data: { purpose, ref, to: contact.email, subject: message.subject, text: message.email },
    });
  }
  return jobs;
}

// Order updates

/** The 'order-update' job: writes the customer's SMS and e-mail jobs for a move of their order. */
export async function sendOrderUpdate(
  db: Db,
  jobs: Jobs,
  orderId: number,
  kind: OrderUpdateKind,
): Promise<void> {
  const order = await repo.orderForMessage(db, orderId);
  if (!order) return;
  const [contact] = await repo.contacts(db, [order.userId]);
  if (!contact) return;
  let rider: { name: string; phone: string } | null = null;
  if (kind === 'Out for Delivery' && order.riderId !== null) {
    const r = await repo.userName(db, order.riderId);
    if (r) rider = { name: `${r.firstName} ${r.lastName}`.trim(), phone: r.phone };
  }
  await jobs.sendMany(
    messageJobs(contact, 'order-update', order.trackingId, (lang) =>
      orderUpdateMessage(kind, lang, {
        trackingId: order.trackingId,
        totalPaisa: order.totalPaisa,
        refundPaisa: order.refundDuePaisa,
        rider,
        cashDue: order.paymentStatus !== 'paid',
      }),
    ),
  );
}

// Back-in-stock alerts

export async function askToNotify(db: Db, userId: number, productId: number): Promise<void> {
  const product = await repo.productExists(db, productId);
  if (!product) throw fail('PRODUCT_NOT_FOUND');
  if (product.stock > 0) throw fail('PRODUCT_IN_STOCK');
  await repo.addAlert(db, userId, productId);
}

export async function cancelNotify(db: Db, userId: number, productId: number): Promise<void> {
  if (!(await repo.productExists(db, productId))) throw fail('PRODUCT_NOT_FOUND');
  await repo.removeAlert(db, userId, productId);
}

export async function myAlerts(db: Db, userId: number): Promise<StockAlert[]> {
  const rows = await repo.myAlerts(db, userId);
  return rows.map((r) => ({
    product_id: r.productId,
    slug: r.slug,
    title: r.title,
    image: r.image,
    in_stock: r.stock > 0,
    created_at: iso(r.createdAt),
  }));
}

/**
 * The 'back-in-stock' job: in one transaction, clears the product's alerts and writes a message job
 * for each customer who was waiting, so each is told once (a retry after a commit finds none left).
 */
export async function sendBackInStock(
  db: Db,
  jobs: Jobs,
  publicUrl: string,
  productId: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const product = await repo.productExists(tx, productId);
    if (!product) return 0;
    const waiting = await repo.takeAlerts(tx, productId);
    if (waiting.length === 0) return 0;
    const url = `${publicUrl}/product/${encodeURIComponent(product.slug)}`;
    const contacts = await repo.contacts(tx, waiting);
    const requests = contacts.flatMap((c) =>
      messageJobs(c, 'back-in-stock', `product-${productId}`, (lang) =>
        backInStockMessage(lang, product.title, url),
      ),
    );
    // Large waiting lists are written in slices (each a statement of its own).
    for (let i = 0; i < requests.length; i += 500) {
      await jobs.sendMany(requests.slice(i, i + 500), { db: tx as DbOrTx });
    }
    return waiting.length;
  });
}

// Substitutions

export async function setLineChoice(db: Db, userId: number, productId: number, choice: SubstitutionChoice) {
  if (!(await repo.productExists(db, productId))) throw fail('PRODUCT_NOT_FOUND');
  await repo.setChoice(db, userId, productId, choice);
  return { product_id: productId, substitution: choice };
}

export async function lineChoices(db: Db, userId: number) {
  const [prefs, rows] = await Promise.all([getPreferences(db, userId), repo.choices(db, userId)]);
  return {
    default: prefs.substitution,
    lines: rows.map((r) => ({ product_id: r.productId, substitution: r.choice as SubstitutionChoice })),
  };
}

const CHANGEABLE = ['Order Processing', 'Packed'];

function priceOf(p: { sellingPricePaisa: number | null; markedPricePaisa: number }): number {
  return effectiveSellingPricePaisa(p.sellingPricePaisa, p.markedPricePaisa);
}

/** The order's lines as staff see them before marking one short: the preference and the best match. */
export async function shortLines(db: Db, orderId: number): Promise<ShortLineView[]> {
  const order = await repo.orderForMessage(db, orderId);
  if (!order) throw fail('ORDER_NOT_FOUND');
  const lines = await repo.orderLinesWithProducts(db, orderId);
  const [contact] = await repo.contacts(db, [order.userId]);
  const fallback = contact ? prefsOf(contact).substitution : DEFAULT_PREFERENCES.substitution;
  const picked = new Map(
    (
      await repo.choices(
        db,
        order.userId,
        lines.map((l) => l.productId),
      )
    ).map((c) => [c.productId, c.choice]),
  );
  const pool = await repo.candidates(
    db,
    [...new Set(lines.map((l) => l.categoryId))],
    lines.map((l) => l.productId),
  );
  const matchPool = pool.map((p) => ({ ...p, pricePaisa: priceOf(p) }));
  return lines.map((l) => {
    const match = suggestSubstitute(
      { id: l.productId, categoryId: l.categoryId, title: l.title, pricePaisa: l.unitPricePaisa },
      l.quantity,
      matchPool,
    );
    return {
      line_id: l.lineId,
      product_id: l.productId,
      title: l.title,
      quantity: l.quantity,
      unit_price: paisaToRupees(l.unitPricePaisa),
      preference: (picked.get(l.productId) as SubstitutionChoice | undefined) ?? fallback,
      suggestion: match
        ? {
            product_id: match.id,
            title: match.title,
            price: paisaToRupees(match.pricePaisa),
            stock: match.stock,
          }
        : null,
    };
  });
}

/**
 * A paid order (eSewa, Khalti: the shop already holds the money) whose total fell owes the customer
 * the difference: the payment moves to refund due with that amount, so the Refunds screen lists it and
 * the customer is told (movePayment writes the message). Already refund due: the amount grows. An
 * unpaid order (cash on delivery) simply costs less; nothing moves.
 */
async function oweDifference(
  tx: Db,
  order: NonNullable<Awaited<ReturnType<typeof lockOrder>>>,
  staffId: number,
  lessPaisa: number,
): Promise<void> {
  if (lessPaisa <= 0) return;
  const note = `Substitution: ${formatMoney(lessPaisa)} to refund`;
  if (order.paymentStatus === 'paid') {
    await movePayment(tx, order, 'refund_due', { id: staffId, role: 'staff' }, note, lessPaisa);
  } else if (order.paymentStatus === 'refund_due') {
    await addRefundDue(tx, order.id, lessPaisa, false);
  }
}

/**
 * Staff mark a line short: it is replaced by a product of the same category (its stock taken through
 * the stock service, a sale movement written) or removed (not charged). The order's amounts are
 * recomputed, the change recorded, and the customer told by SMS (and e-mail) with the new total — all
 * in one transaction. Only while the order is processing or packed.
 */
export async function markShort(
  db: Db,
  jobs: Jobs,
  staffId: number,
  orderId: number,
  lineId: number,
  body: MarkShortBody,
) {
  const result = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw fail('ORDER_NOT_FOUND');
    if (!CHANGEABLE.includes(order.status)) throw fail('LINE_NOT_CHANGEABLE');
    const lines = await repo.orderLinesWithProducts(tx, orderId);
    const line = lines.find((l) => l.lineId === lineId);
    if (!line) throw fail('ORDER_LINE_NOT_FOUND');
    let to: { productId: number; title: string; unitPricePaisa: number } | null = null;
    if (body.action === 'substitute') {
      const productId = body.product_id;
      if (productId === undefined || productId === line.productId) throw fail('SUBSTITUTE_INVALID');
      if (lines.some((l) => l.productId === productId)) throw fail('SUBSTITUTE_INVALID');
      const [candidate] = await repo
        .candidates(tx, [line.categoryId], [])
        .then((c) => c.filter((p) => p.id === productId));
      if (!candidate) throw fail('SUBSTITUTE_INVALID');
      const taken = await takeStock(tx, productId, line.quantity);
      if (!taken) throw fail('SUBSTITUTE_INVALID');
      await recordSale(tx, orderId, [{ productId, quantity: line.quantity }]);
      const unitPricePaisa = priceOf(taken);
      await repo.replaceLine(tx, lineId, {
        productId,
        title: taken.title,
        slug: taken.slug,
        image: taken.image,
        unitPricePaisa,
      });
      to = { productId, title: taken.title, unitPricePaisa };
    } else {
      if (lines.length === 1)
        throw fail(
          'LINE_NOT_CHANGEABLE',
          'The only line of an order cannot be removed: cancel the order instead.',
        );
      await repo.deleteLine(tx, lineId);
    }
    const after = lines
      .filter((l) => l.lineId !== lineId || to !== null)
      .map((l) => (l.lineId === lineId && to ? { ...l, unitPricePaisa: to.unitPricePaisa } : l));
    const amounts = recomputeOrderTotals({
      lines: after,
      discountPaisa: order.discountPaisa,
      deliveryChargePaisa: order.deliveryChargePaisa,
    });
    await repo.setOrderAmounts(tx, orderId, amounts);
    await oweDifference(tx, order, staffId, order.totalPaisa - amounts.totalPaisa);
    const record = await repo.insertSubstitution(tx, {
      orderId,
      orderLineId: to ? lineId : null,
      fromProductId: line.productId,
      fromTitle: line.title,
      fromUnitPricePaisa: line.unitPricePaisa,
      toProductId: to?.productId ?? null,
      toTitle: to?.title ?? null,
      toUnitPricePaisa: to?.unitPricePaisa ?? null,
      quantity: line.quantity,
      totalAfterPaisa: amounts.totalPaisa,
      staffId,
    });
    const [contact] = await repo.contacts(tx, [order.userId]);
    if (contact) {
      await jobs.sendMany(
        messageJobs(contact, 'substitution', order.trackingId, (lang) =>
          substitutionMessage(lang, {
            trackingId: order.trackingId,
            missing: line.title,
            substitute: to?.title ?? null,
            totalPaisa: amounts.totalPaisa,
          }),
        ),
        { db: tx as DbOrTx },
      );
    }
    return { record, amounts };
  });
  if (body.action === 'substitute') catalogEvents.publish('stock');
  return {
    id: result.record.id,
    order_id: orderId,
    from_product_id: result.record.fromProductId,
    to_product_id: result.record.toProductId,
    quantity: result.record.quantity,
    subtotal: paisaToRupees(result.amounts.subtotalPaisa),
    discount: paisaToRupees(result.amounts.discountPaisa),
    total_amount: paisaToRupees(result.amounts.totalPaisa),
  };
}
