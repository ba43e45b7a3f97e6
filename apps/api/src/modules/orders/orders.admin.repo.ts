import type { AdminOrderQuery } from '@kandamul/domain';
import { and, asc, desc, eq, gte, isNotNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { cappedCount, EXACT_COUNT_UP_TO } from '../../db/count';
import { deliverySlots, orders, products, users } from '../../db/schema';

const NEPAL_OFFSET = '+05:45';

/** The WHERE of the console's orders list; a rider sees only the orders handed to them. */
function orderFilter(q: AdminOrderQuery, riderId: number | null): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (riderId !== null) where.push(eq(orders.riderId, riderId));
  if (q.status) where.push(eq(orders.status, q.status));
  if (q.payment_status) where.push(eq(orders.paymentStatus, q.payment_status));
  if (q.payment_method) where.push(eq(orders.paymentMethod, q.payment_method));
  // The address as ordered (orders_station_idx): a later edit of the address never moves an order.
  if (q.station_id)
    where.push(sql`(${orders.addressSnapshot} #>> '{nearest_branch,id}') = ${String(q.station_id)}`);
  // Dates are the shop's days (Nepal time), the end day included.
  if (q.from) where.push(gte(orders.createdAt, new Date(`${q.from}T00:00:00${NEPAL_OFFSET}`)));
  if (q.to) {
    const end = new Date(`${q.to}T00:00:00${NEPAL_OFFSET}`);
    end.setUTCDate(end.getUTCDate() + 1);
    where.push(lt(orders.createdAt, end));
  }
  const text = q.q?.trim();
  if (text) {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // The customers first (trigram indexes users_phone_trgm, users_name_trgm), then their orders as
    // `user_id = ANY(array)`: that can be a condition of orders_user_idx and be ORed with the tracking
    // id's trigram index (orders_tracking_trgm) in one bitmap. An OR across the join read every order
    // (docs/decisions/034).
    where.push(
      sql`(${orders.trackingId} ilike ${like} or ${orders.userId} = any(array(
        select u.id from users u where u.phone ilike ${like} or (u.first_name || ' ' || u.last_name) ilike ${like})))`,
    );
  }
  return and(...where);
}

/** Up to this many orders the console's total is counted; beyond, it is the planner's estimate. */
export const EXACT_ORDER_COUNT = EXACT_COUNT_UP_TO;

/**
 * How many orders the filter finds: exact up to `exactUpTo`, else the planner's estimate (never below
 * what was counted). Counting every one of a million delivered orders took 0.4–0.7 s even from an
 * index alone (docs/decisions/034); a list page needs the order of magnitude, not the last digit.
 */
export async function countOrders(
  db: Db,
  q: AdminOrderQuery,
  riderId: number | null,
  exactUpTo = EXACT_ORDER_COUNT,
): Promise<{ count: number; estimated: boolean }> {
  // Every order has its customer (user_id is a non-null foreign key): no join to count them.
  const matching = db
    .select({ one: sql`1` })
    .from(orders)
    .where(orderFilter(q, riderId));
  return cappedCount(db, matching, exactUpTo);
}

/** Orders with the customer the console shows beside them and their delivery slot, if any. */
function ordersWithCustomer(db: Db) {
  return db
    .select({
      order: orders,
      customer: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        phone: users.phone,
        email: users.email,
      },
      slotStartsAt: deliverySlots.startsAt,
      slotEndsAt: deliverySlots.endsAt,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(deliverySlots, eq(deliverySlots.id, orders.slotId));
}

export async function listOrders(
  db: Db,
  q: AdminOrderQuery,
  riderId: number | null,
  limit: number,
  offset: number,
) {
  return (
    ordersWithCustomer(db)
      .where(orderFilter(q, riderId))
      // By slot for the pick list and a rider's round (earliest first, orders without a slot last).
      .orderBy(
        ...(q.sort === 'slot' || riderId !== null
          ? [sql`${deliverySlots.startsAt} asc nulls last`, asc(orders.createdAt), asc(orders.id)]
          : [desc(orders.createdAt), desc(orders.id)]),
      )
      .limit(limit)
      .offset(offset)
  );
}

export async function findOrderWithCustomer(db: Db, id: number) {
  const [row] = await ordersWithCustomer(db).where(eq(orders.id, id)).limit(1);
  return row;
}

/** Accounts of one role (staff and riders are few: the partial index on role <> 'customer'). */
export async function usersWithRole(db: Db, role: string) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, phone: users.phone })
    .from(users)
    .where(and(eq(users.role, role), ne(users.role, 'customer')))
    .orderBy(users.firstName, users.id);
}

/** Orders and revenue (cancelled orders left out) per Nepal day since `since`. */
export async function ordersPerDay(db: Db, since: Date) {
  return queryRows<{ day: string; orders: number; revenue: number }>(
    db,
    sql`select to_char(${orders.createdAt} at time zone 'Asia/Kathmandu', 'YYYY-MM-DD') as day,
               count(*)::int as orders, coalesce(sum(${orders.totalPaisa}), 0)::bigint as revenue
        from ${orders}
        where ${orders.createdAt} >= ${since} and ${orders.status} <> 'Cancelled'
        group by 1 order by 1`,
  );
}

/** How many orders wait in each status that still needs someone to act. */
export async function waitingPerStatus(db: Db) {
  return queryRows<{ status: string; n: number }>(
    db,
    sql`select ${orders.status} as status, count(*)::int as n from ${orders}
        where ${orders.status} in ('Order Processing', 'Packed', 'Out for Delivery', 'Delivery Failed')
        group by 1`,
  );
}

/** Products at or below their low-stock threshold, the emptiest first. */
export async function lowStock(db: Db, limit: number) {
  return db
    .select({ id: products.id, title: products.title, stock: products.stock })
    .from(products)
    .where(isNotNull(products.lowStockLevel))
    .orderBy(products.lowStockLevel, products.id)
    .limit(limit);
}
