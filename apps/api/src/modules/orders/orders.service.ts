import {
  isPaymentStatus,
  type CancelledOrder,
  type DeliveredProduct,
  type Order,
  type OrderLine,
  type OrderStatus,
  PAYMENT_METHODS,
  type PaymentMethod,
  ORDER_STATUSES,
  type PageQuery,
  type Paginated,
  paisaToRupees,
} from '@kandamul/domain';
import type { Db } from '../../db/client';
import { paginate, pageOffset } from '../../plugins/pagination';
import { AppError, fail } from '../../plugins/errors';
import { moveOrder } from './order-status.service';
import * as repo from './orders.repo';
import type { OrderLineRow, OrderWithSlotRow } from './orders.repo';
import { toOrderSlot } from '../delivery/slots.service';

function toStatus(status: string): OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(status)
    ? (status as OrderStatus)
    : 'Order Processing';
}

export function toPaymentMethod(method: string): PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(method) ? (method as PaymentMethod) : 'cod';
}

/** An order line as the API shows it (rupees). */
export function toLine(l: OrderLineRow): OrderLine {
  return {
    product_id: l.productId,
    slug: l.slug,
    title: l.title,
    quantity: l.quantity,
    price: paisaToRupees(l.unitPricePaisa),
    image: l.image,
  };
}

function toOrder(row: OrderWithSlotRow, lines: OrderLineRow[]): Order {
  return {
    id: row.id,
    tracking_id: row.trackingId,
    created_at: row.createdAt.toISOString(),
    total: paisaToRupees(row.totalPaisa),
    subtotal: paisaToRupees(row.subtotalPaisa),
    discount: paisaToRupees(row.discountPaisa),
    delivery_charge: paisaToRupees(row.deliveryChargePaisa),
    order_status: toStatus(row.status),
    payment_completed: row.paymentCompleted,
    payment_method: toPaymentMethod(row.paymentMethod),
    ...(isPaymentStatus(row.paymentStatus) ? { payment_status: row.paymentStatus } : {}),
    lines: lines.map(toLine),
    delivery_slot: toOrderSlot(row),
  };
}

/** One page of the customer's orders, newest first, with their lines: three queries whatever the page. */
export async function listOrders(
  db: Db,
  userId: number,
  url: string,
  page: PageQuery,
): Promise<Paginated<Order>> {
  const [count, rows] = [
    await repo.countOrders(db, userId),
    await repo.listOrders(db, userId, page.page_size, pageOffset(page)),
  ];
  const byOrder = new Map<number, OrderLineRow[]>();
  for (const line of await repo.linesOf(
    db,
    rows.map((r) => r.id),
  )) {
    const list = byOrder.get(line.orderId) ?? [];
    list.push(line);
    byOrder.set(line.orderId, list);
  }
  return paginate(
    url,
    page,
    count,
    rows.map((r) => toOrder(r, byOrder.get(r.id) ?? [])),
  );
}

/** Products of the customer's delivered orders, newest order first (one query, bounded). */
export async function deliveredProducts(db: Db, userId: number): Promise<DeliveredProduct[]> {
  return (await repo.deliveredLines(db, userId)).map((l) => ({
    order_id: l.orderId,
    tracking_id: l.trackingId,
    ordered_at: l.createdAt.toISOString(),
    quantity: l.quantity,
    price: paisaToRupees(l.unitPricePaisa),
    product: { id: l.productId, slug: l.slug, title: l.title, image: l.image },
  }));
}

type CancellationRow = Awaited<ReturnType<typeof repo.listCancellations>>[number];

function toCancelled(row: CancellationRow): CancelledOrder {
  return {
    id: row.id,
    order: {
      id: row.orderId,
      tracking_id: row.trackingId,
      created_at: row.orderCreatedAt.toISOString(),
      total: paisaToRupees(row.totalPaisa),
      payment_method: toPaymentMethod(row.paymentMethod),
    },
    created_on: row.createdAt.toISOString(),
    remarks: row.remarks,
  };
}

export async function listCancellations(
  db: Db,
  userId: number,
  url: string,
  page: PageQuery,
): Promise<Paginated<CancelledOrder>> {
  const count = await repo.countCancellations(db, userId);
  const rows = await repo.listCancellations(db, userId, page.page_size, pageOffset(page));
  return paginate(url, page, count, rows.map(toCancelled));
}

/**
 * Cancels one of the customer's orders, only from 'Order Processing': in one transaction the status
 * changes (guarded), the stock of every line goes back, the voucher use is released and the
 * cancellation is recorded. Another customer's order is 404, another status 422.
 */
export async function cancelOrder(
  db: Db,
  userId: number,
  orderId: number,
  remarks: string,
): Promise<CancelledOrder> {
  try {
    await moveOrder(db, { orderId, to: 'Cancelled', actor: { id: userId, role: 'customer' }, note: remarks });
  } catch (err) {
    // The customer hears SPEC's words: only a processing order can be cancelled.
    if (err instanceof AppError && err.code === 'ILLEGAL_TRANSITION') throw fail('ORDER_NOT_CANCELLABLE');
    throw err;
  }
  const record = await repo.findCancellation(db, userId, orderId);
  if (!record) throw fail('ORDER_NOT_FOUND');
  return toCancelled(record);
}
