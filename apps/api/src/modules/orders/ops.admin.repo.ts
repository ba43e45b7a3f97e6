import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  cashSettlementOrders,
  cashSettlements,
  categories,
  deliverySlots,
  orderEvents,
  orderLines,
  orders,
  products,
  users,
} from '../../db/schema';

const customers = alias(users, 'customer');
const riders = alias(users, 'rider');

const deliveredAt = sql<Date | null>`(SELECT max(${orderEvents.createdAt}) FROM ${orderEvents}
  WHERE ${orderEvents.orderId} = ${orders.id} AND ${orderEvents.machine} = 'order'
    AND ${orderEvents.toState} = 'Delivered')`.mapWith((v: string | Date | null) =>
  v === null ? null : new Date(v),
);

/** Delivered cash-on-delivery orders whose money a rider still holds: unpaid and in no settlement. */
export function unsettledCash(db: Db) {
  return db
    .select({
      order: orders,
      deliveredAt,
      customer: { firstName: customers.firstName, lastName: customers.lastName },
      rider: { id: riders.id, firstName: riders.firstName, lastName: riders.lastName, phone: riders.phone },
    })
    .from(orders)
    .innerJoin(riders, eq(riders.id, orders.riderId))
    .innerJoin(customers, eq(customers.id, orders.userId))
    .leftJoin(cashSettlementOrders, eq(cashSettlementOrders.orderId, orders.id))
    .where(
      and(
        eq(orders.paymentMethod, 'cod'),
        eq(orders.status, 'Delivered'),
        eq(orders.paymentStatus, 'unpaid'),
        isNull(cashSettlementOrders.orderId),
      ),
    )
    .orderBy(asc(riders.id), asc(orders.id));
}

export async function insertSettlement(db: Db, values: typeof cashSettlements.$inferInsert) {
  const [row] = await db.insert(cashSettlements).values(values).returning();
  return row!;
}

export async function linkSettlementOrders(
  db: Db,
  rows: { settlementId: number; orderId: number; amountPaisa: number }[],
) {
  await db.insert(cashSettlementOrders).values(rows);
}

export async function countSettlements(db: Db, riderId?: number) {
  const [row] = await db
    .select({ n: count() })
    .from(cashSettlements)
    .where(riderId ? eq(cashSettlements.riderId, riderId) : undefined);
  return Number(row?.n ?? 0);
}

export function listSettlements(db: Db, riderId: number | undefined, limit: number, offset: number) {
  return db
    .select({
      settlement: cashSettlements,
      rider: { id: riders.id, firstName: riders.firstName, lastName: riders.lastName },
      orderIds: sql<
        number[]
      >`coalesce((SELECT array_agg(${cashSettlementOrders.orderId} ORDER BY ${cashSettlementOrders.orderId})
        FROM ${cashSettlementOrders} WHERE ${cashSettlementOrders.settlementId} = ${cashSettlements.id}), '{}')`,
    })
    .from(cashSettlements)
    .innerJoin(riders, eq(riders.id, cashSettlements.riderId))
    .where(riderId ? eq(cashSettlements.riderId, riderId) : undefined)
    .orderBy(desc(cashSettlements.id))
    .limit(limit)
    .offset(offset);
}

export async function isSettled(db: Db, orderIds: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: cashSettlementOrders.orderId })
    .from(cashSettlementOrders)
    .where(inArray(cashSettlementOrders.orderId, orderIds));
  return rows.map((r) => r.id);
}

/** The lines of every order waiting to be packed, oldest order first, with each product's category. */
// What leaves first is packed first: the earliest delivery window, then orders without one, oldest first.
const packingOrder = [sql`${deliverySlots.startsAt} asc nulls last`, asc(orders.createdAt), asc(orders.id)];

export function linesToPack(db: Db, limit: number) {
  return db
    .select({
      orderId: orders.id,
      trackingId: orders.trackingId,
      createdAt: orders.createdAt,
      slotId: orders.slotId,
      slotStartsAt: deliverySlots.startsAt,
      slotEndsAt: deliverySlots.endsAt,
      customer: { firstName: customers.firstName, lastName: customers.lastName },
      productId: orderLines.productId,
      title: orderLines.title,
      nepaliTitle: products.nepaliTitle,
      quantity: orderLines.quantity,
      category: categories.title,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.userId))
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(deliverySlots, eq(deliverySlots.id, orders.slotId))
    .where(
      inArray(
        orders.id,
        db
          .select({ id: orders.id })
          .from(orders)
          .leftJoin(deliverySlots, eq(deliverySlots.id, orders.slotId))
          // A wallet order is packed once paid; cash on delivery at once.
          .where(
            and(
              eq(orders.status, 'Order Processing'),
              or(eq(orders.paymentStatus, 'paid'), eq(orders.paymentMethod, 'cod')),
            ),
          )
          .orderBy(...packingOrder)
          .limit(limit),
      ),
    )
    .orderBy(...packingOrder, asc(orderLines.id));
}
