import { and, asc, count, desc, eq, getTableColumns, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import {
  cartLines,
  carts,
  deliverySlots,
  idempotencyKeys,
  orderCancellations,
  orderEvents,
  orderLines,
  orders,
  stockMovements,
  users,
  voucherRedemptions,
  vouchers,
} from '../../db/schema';
import { heldSlot, holdPlaceSql, type SlotRow } from '../delivery/slots.repo';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

// ---- Idempotency keys -------------------------------------------------------------------------

/**
 * Claims a key for this customer inside the checkout transaction, as SQL that checkout runs inside the
 * statement reading the address (one round trip fewer, docs/decisions/049): it returns a row when this
 * request owns the key, none when the key was already used (on PostgreSQL a concurrent holder makes it
 * wait for its outcome).
 */
export function idempotencyClaimSql(db: Db, userId: number, key: string, requestHash: string): SQL {
  return db
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
    .getSQL();
}

export async function findIdempotencyKey(db: Db, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row;
}

/**
 * The customer's online (wallet) orders still waiting for payment (not cancelled), counted after locking the
 * customer's row, so two checkouts of one customer at once cannot both slip under the limit.
 */
export async function lockAndCountUnpaidOnline(db: Db, userId: number): Promise<number> {
  await db.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        // Every way of paying before delivery (online, eSewa, Khalti): cash is paid to the rider.
        ne(orders.paymentMethod, 'cod'),
        eq(orders.paymentCompleted, false),
        ne(orders.status, 'Cancelled'),
      ),
    );
  return Number(row?.n ?? 0);
}

// ---- Vouchers ---------------------------------------------------------------------------------

/** Counts one use of a voucher unless that would pass its usage limit; false when it is used up. */
export async function countVoucherUse(db: Db, voucherId: number): Promise<boolean> {
  const rows = await db
    .update(vouchers)
    .set({ usedCount: sql`${vouchers.usedCount} + 1` })
    .where(
      and(
        eq(vouchers.id, voucherId),
        sql`(${vouchers.usageLimit} is null or ${vouchers.usedCount} < ${vouchers.usageLimit})`,
      ),
    )
    .returning({ id: vouchers.id });
  return rows.length > 0;
}

/** This customer's redemptions of a voucher (read after the voucher row is locked by countVoucherUse). */
export async function customerRedemptions(db: Db, voucherId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(voucherRedemptions)
    .where(and(eq(voucherRedemptions.voucherId, voucherId), eq(voucherRedemptions.userId, userId)));
  return Number(row?.n ?? 0);
}

/** Gives a cancelled order's voucher use back. */
export async function releaseRedemption(db: Db, voucherId: number, orderId: number): Promise<void> {
  const deleted = await db
    .delete(voucherRedemptions)
    .where(and(eq(voucherRedemptions.voucherId, voucherId), eq(voucherRedemptions.orderId, orderId)))
    .returning({ id: voucherRedemptions.id });
  if (deleted.length > 0) {
    await db
      .update(vouchers)
      .set({ usedCount: sql`greatest(${vouchers.usedCount} - ${deleted.length}, 0)` })
      .where(eq(vouchers.id, voucherId));
  }
}

// ---- Orders -----------------------------------------------------------------------------------

export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Tracking ids drawn before giving up: with a billion a day, even a second draw is rare. */
const TRACKING_ID_DRAWS = 5;

/** An order's first state change, as `insertEvent` (order-status.repo) writes one. */
export interface FirstEvent {
  machine: 'order' | 'payment';
  fromState: string | null;
  toState: string;
  actorId: number | null;
  actorRole: string;
  note?: string;
}

/** A stock movement written with the order (the stock module says what a sale's movements are). */
export interface OrderMovement {
  productId: number;
  change: number;
  reason: string;
}

/** Everything a new order writes, in the one statement of `writeOrder`. */
export interface OrderWrite {
  order: Omit<NewOrder, 'trackingId'>;
  lines: Array<Omit<OrderLineRow, 'id' | 'orderId'>>;
  events: FirstEvent[];
  movements: OrderMovement[];
  /** The voucher use to record against the order (counted already, under the voucher's lock). */
  voucherId: number | null;
  /**
   * The idempotency key whose answer is the order's: `answer` is every field of it after `order_id`
   * and `tracking_id` (known only once the row is written), as JSON.
   */
  idempotent: { key: string; statusCode: number; answer: Record<string, unknown> } | null;
  /** The delivery slot whose place the order holds (`holdPlaceSql`), or null. */
  slotId: number | null;
  /**
   * The jobs written with the order (its confirmation), as SQL to nest (`Jobs.insertSql`), written
   * only when `onlyIf` holds: they name the tracking id, known only once drawn.
   */
  jobs?: (trackingId: string, onlyIf: SQL) => Promise<SQL>;
}

/** What `writeOrder` wrote: the order, and the slot as held (undefined: full, or not offered). */
export interface WrittenOrder {
  id: number;
  trackingId: string;
  heldSlot: SlotRow | undefined;
}

/**
 * Writes an order and everything that comes with it in ONE statement (round trips are the first cost
 * of a checkout, docs/decisions/038, 044 and 049): its row, under a tracking id no other order has,
 * its lines, its first events, the sale's stock movements, the voucher's redemption, the idempotent
 * answer, the customer's server cart emptied with its version counted (stale copies are refused), the
 * delivery slot's place (held first; the caller checks the slot it answers, `checkHeldSlot`) and the
 * jobs written with the order. Every part hangs off the new row, so a tracking id already taken
 * (random ids collide now and then on a busy day) writes nothing at all and is drawn again, without
 * failing the transaction; the place held by that draw is kept for the next.
 */
export async function writeOrder(
  db: Db,
  userId: number,
  write: OrderWrite,
  drawTrackingId: () => string,
): Promise<WrittenOrder> {
  const lineRows = sql.join(
    write.lines.map(
      (l) =>
        sql`(${l.productId}::int, ${l.title}::text, ${l.slug}::text, ${l.image}::text, ${l.unitPricePaisa}::int, ${l.quantity}::int)`,
    ),
    sql`, `,
  );
  const eventRows = sql.join(
    write.events.map(
      (e) =>
        sql`(${e.machine}::text, ${e.fromState}::text, ${e.toState}::text, ${e.actorId}::int, ${e.actorRole}::text, ${e.note ?? ''}::text)`,
    ),
    sql`, `,
  );
  const moved = write.movements.filter((m) => m.change !== 0);
  const movements = moved.length
    ? sql`, new_movements as (
          insert into ${stockMovements} (product_id, change, reason, order_id)
          select m.product_id, m.change, m.reason, o.id from new_order o, (values ${sql.join(
            moved.map((m) => sql`(${m.productId}::int, ${m.change}::int, ${m.reason}::text)`),
            sql`, `,
          )}) as m (product_id, change, reason)
        )`
    : sql``;
  const redemption =
    write.voucherId !== null
      ? sql`, new_redemption as (
          insert into ${voucherRedemptions} (voucher_id, user_id, order_id)
          select ${write.voucherId}::int, ${userId}::int, o.id from new_order o
        )`
      : sql``;
  const idempotent = write.idempotent;
  // The stored answer is byte for byte JSON.stringify of the whole answer: its first two fields
  // written here, the rest (`answer`, an object) after them.
  const answered = idempotent
    ? sql`, answered as (
          update ${idempotencyKeys}
             set status_code = ${idempotent.statusCode}::int,
                 response_body = '{"order_id":' || o.id || ',"tracking_id":' || to_json(o.tracking_id)::text
                   || ',' || substr(${JSON.stringify(idempotent.answer)}::text, 2)
            from new_order o
           where ${idempotencyKeys.userId} = ${userId} and ${idempotencyKeys.key} = ${idempotent.key}
        )`
    : sql``;
  // The slot's place is held by the statement that writes the order (its row stays locked until
  // commit: held last, briefly); a draw whose tracking id was taken keeps the place already held.
  let held: { slot: SlotRow | undefined } | null = write.slotId === null ? { slot: undefined } : null;
  for (let draw = 0; draw < TRACKING_ID_DRAWS; draw++) {
    const trackingId = drawTrackingId();
    const slotId = held ? (held.slot?.id ?? null) : sql`(select id from held)`;
    const newOrder = db
      .insert(orders)
      .values({ ...write.order, slotId, trackingId })
      .onConflictDoNothing({ target: orders.trackingId })
      .returning({ id: orders.id, trackingId: orders.trackingId });
    const hold = held ? sql`` : sql`held as (${holdPlaceSql(write.slotId!)}), `;
    const jobs = write.jobs
      ? sql`, new_jobs as (${await write.jobs(trackingId, sql`exists (select 1 from new_order)`)})`
      : sql``;
    const rows = await queryRows<{ id: number | null; tracking_id: string | null; held: SlotRow | null }>(
      db,
      sql`with ${hold}new_order as (${newOrder.getSQL()}), new_lines as (
          insert into ${orderLines} (order_id, product_id, title, slug, image, unit_price_paisa, quantity)
          select o.id, l.* from new_order o, (values ${lineRows}) as l
        ), new_events as (
          insert into ${orderEvents} (order_id, machine, from_state, to_state, actor_id, actor_role, note)
          select o.id, e.* from new_order o, (values ${eventRows}) as e
        )${movements}${redemption}${answered}, bumped as (
          update ${carts} set version = ${carts.version} + 1
           where ${carts.userId} = ${userId} and exists (select 1 from new_order)
          returning ${carts.id} as id
        ), emptied as (
          delete from ${cartLines} where ${cartLines.cartId} in (select id from bumped)
        )${jobs}
        select (select id from new_order) as id, (select tracking_id from new_order) as tracking_id,
          ${held ? sql`null::json` : sql`(select row_to_json(h) from held h)`} as held`,
    );
    const row = rows[0];
    held ??= { slot: heldSlot(row?.held ?? undefined) };
    if (row?.id != null && row.tracking_id !== null) {
      return { id: Number(row.id), trackingId: row.tracking_id, heldSlot: held.slot };
    }
  }
  throw new Error(`no free tracking id in ${TRACKING_ID_DRAWS} draws`);
}

export async function countOrders(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.userId, userId));
  return Number(row?.n ?? 0);
}

/** One page of the customer's orders, newest first. */
/** An order with its delivery slot's window (null when none). */
export type OrderWithSlotRow = OrderRow & { slotStartsAt: Date | null; slotEndsAt: Date | null };

export async function listOrders(
  db: Db,
  userId: number,
  limit: number,
  offset: number,
): Promise<OrderWithSlotRow[]> {
  return db
    .select({
      ...getTableColumns(orders),
      slotStartsAt: deliverySlots.startsAt,
      slotEndsAt: deliverySlots.endsAt,
    })
    .from(orders)
    .leftJoin(deliverySlots, eq(deliverySlots.id, orders.slotId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
}

/** The lines of several orders in one query. */
export async function linesOf(db: Db, orderIds: number[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.id));
}

export async function findOrder(db: Db, userId: number, id: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)))
    .limit(1);
  return row;
}

export async function insertCancellation(db: Db, orderId: number, userId: number, remarks: string) {
  const [row] = await db.insert(orderCancellations).values({ orderId, userId, remarks }).returning();
  return row!;
}

/** Most delivered lines listed. */
export const MAX_DELIVERED = 100;

export async function deliveredLines(db: Db, userId: number) {
  return db
    .select({
      orderId: orders.id,
      trackingId: orders.trackingId,
      createdAt: orders.createdAt,
      productId: orderLines.productId,
      slug: orderLines.slug,
      title: orderLines.title,
      image: orderLines.image,
      quantity: orderLines.quantity,
      unitPricePaisa: orderLines.unitPricePaisa,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'Delivered')))
    .orderBy(desc(orders.createdAt), asc(orderLines.id))
    .limit(MAX_DELIVERED);
}

export async function countCancellations(db: Db, userId: number): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${orderCancellations} where ${orderCancellations.userId} = ${userId}`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Cancellation records with the order each cancelled. */
function cancellationsWithOrder(db: Db) {
  return db
    .select({
      id: orderCancellations.id,
      remarks: orderCancellations.remarks,
      createdAt: orderCancellations.createdAt,
      orderId: orders.id,
      trackingId: orders.trackingId,
      orderCreatedAt: orders.createdAt,
      totalPaisa: orders.totalPaisa,
      paymentMethod: orders.paymentMethod,
    })
    .from(orderCancellations)
    .innerJoin(orders, eq(orders.id, orderCancellations.orderId));
}

export async function listCancellations(db: Db, userId: number, limit: number, offset: number) {
  return cancellationsWithOrder(db)
    .where(eq(orderCancellations.userId, userId))
    .orderBy(desc(orderCancellations.createdAt), desc(orderCancellations.id))
    .limit(limit)
    .offset(offset);
}

/** The cancellation record of one of the customer's orders. */
export async function findCancellation(db: Db, userId: number, orderId: number) {
  const [row] = await cancellationsWithOrder(db)
    .where(and(eq(orderCancellations.userId, userId), eq(orderCancellations.orderId, orderId)))
    .limit(1);
  return row;
}

/** The products of the customer's delivered orders, most bought first (units over all orders). */
export async function mostBoughtProducts(db: Db, userId: number, limit: number) {
  return db
    .select({ productId: orderLines.productId, units: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'Delivered')))
    .groupBy(orderLines.productId)
    .orderBy(sql`sum(${orderLines.quantity}) desc`, asc(orderLines.productId))
    .limit(limit);
}
