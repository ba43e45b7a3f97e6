import {
  type AdminOrderDetail,
  type AdminOrderQuery,
  type AdminOrderList,
  type AdminOrderSummary,
  type Dashboard,
  isOrderStatus,
  isPaymentStatus,
  nextOrderStatuses,
  type OrderStatus,
  type OrderStatusMove,
  paisaToRupees,
  type Role,
} from '@kandamul/domain';
import type { Db } from '../../db/client';
import { pageOffset, paginate } from '../../plugins/pagination';
import { fail } from '../../plugins/errors';
import { toOrderSlot } from '../delivery/slots.service';
import * as adminRepo from './orders.admin.repo';
import { moveOrder, orderTimeline } from './order-status.service';
import * as repo from './orders.repo';
import { toLine, toPaymentMethod } from './orders.service';

/** The person at the console: their id and the role they act in. */
export interface StaffRef {
  id: number;
  role: Role;
}

type Row = Awaited<ReturnType<typeof adminRepo.listOrders>>[number];

function status(value: string): OrderStatus {
  if (!isOrderStatus(value)) throw new Error(`unknown order status ${value}`);
  return value;
}

function toSummary({ order, customer, slotStartsAt, slotEndsAt }: Row): AdminOrderSummary {
  return {
    id: order.id,
    tracking_id: order.trackingId,
    created_at: order.createdAt.toISOString(),
    status: status(order.status),
    payment_status: isPaymentStatus(order.paymentStatus) ? order.paymentStatus : 'unpaid',
    payment_method: toPaymentMethod(order.paymentMethod),
    total: paisaToRupees(order.totalPaisa),
    customer: {
      id: customer.id,
      name: `${customer.firstName} ${customer.lastName}`.trim(),
      phone: customer.phone,
      email: customer.email,
    },
    rider_id: order.riderId,
    delivery_slot: toOrderSlot({ slotId: order.slotId, slotStartsAt, slotEndsAt }),
  };
}

/** A rider sees only the orders handed to them; staff and admins see all. */
function riderScope(staff: StaffRef): number | null {
  return staff.role === 'rider' ? staff.id : null;
}

export async function listOrders(
  db: Db,
  staff: StaffRef,
  url: string,
  query: AdminOrderQuery,
): Promise<AdminOrderList> {
  const scope = riderScope(staff);
  const [{ count, estimated }, rows] = await Promise.all([
    adminRepo.countOrders(db, query, scope),
    adminRepo.listOrders(db, query, scope, query.page_size, pageOffset(query)),
  ]);
  return { ...paginate(url, query, count, rows.map(toSummary)), count_estimated: estimated };
}

/** The order with lines, customer, address and timeline. 404 unknown; 403 for a rider not assigned. */
export async function orderDetail(db: Db, staff: StaffRef, id: number): Promise<AdminOrderDetail> {
  const row = await adminRepo.findOrderWithCustomer(db, id);
  if (!row) throw fail('ORDER_NOT_FOUND');
  if (staff.role === 'rider' && row.order.riderId !== staff.id) {
    throw fail('FORBIDDEN', 'This delivery is not assigned to you.');
  }
  const [lines, events] = await Promise.all([repo.linesOf(db, [id]), orderTimeline(db, id)]);
  const { order } = row;
  return {
    ...toSummary(row),
    subtotal: paisaToRupees(order.subtotalPaisa),
    discount: paisaToRupees(order.discountPaisa),
    delivery_charge: paisaToRupees(order.deliveryChargePaisa),
    notes: order.notes,
    lines: lines.map(toLine),
    address: order.addressSnapshot as Record<string, unknown>,
    events: events.map((e) => ({
      machine: e.machine === 'payment' ? 'payment' : 'order',
      from: e.fromState,
      to: e.toState,
      actor_id: e.actorId,
      actor_role: e.actorRole,
      note: e.note,
      created_at: e.createdAt.toISOString(),
    })),
    next_statuses: nextOrderStatuses(status(order.status), staff.role),
  };
}

/** A status move from the console (422 ILLEGAL_TRANSITION when the machine or the role forbids it). */
export async function changeStatus(
  db: Db,
  staff: StaffRef,
  id: number,
  body: OrderStatusMove,
): Promise<AdminOrderDetail> {
  await moveOrder(db, {
    orderId: id,
    to: body.status,
    actor: staff,
    ...(body.note !== undefined ? { note: body.note } : {}),
    ...(body.rider_id !== undefined ? { riderId: body.rider_id } : {}),
  });
  return orderDetail(db, staff, id);
}

export async function riders(db: Db) {
  const rows = await adminRepo.usersWithRole(db, 'rider');
  return rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}`.trim(), phone: r.phone }));
}

const DAY_MS = 24 * 60 * 60_000;
const NEPAL_MS = (5 * 60 + 45) * 60_000;

/** Today's figures (a Nepal day), orders waiting per status, low stock, and 30 days of orders and revenue. */
export async function dashboard(db: Db, now = new Date()): Promise<Omit<Dashboard, 'failed_jobs'>> {
  const nepalMidnight = new Date(Math.floor((now.getTime() + NEPAL_MS) / DAY_MS) * DAY_MS - NEPAL_MS);
  const since = new Date(nepalMidnight.getTime() - 29 * DAY_MS);
  const [perDay, waiting, low] = await Promise.all([
    adminRepo.ordersPerDay(db, since),
    adminRepo.waitingPerStatus(db),
    adminRepo.lowStock(db, 20),
  ]);
  const byDay = new Map(perDay.map((d) => [d.day, d]));
  const days = Array.from({ length: 30 }, (_, i) => {
    const date = new Date(since.getTime() + NEPAL_MS + i * DAY_MS).toISOString().slice(0, 10);
    const d = byDay.get(date);
    return { date, orders: d?.orders ?? 0, revenue: paisaToRupees(Number(d?.revenue ?? 0)) };
  });
  const today = days[days.length - 1]!;
  return {
    today: {
      orders: today.orders,
      revenue: today.revenue,
      average_basket: today.orders ? Math.round((today.revenue / today.orders) * 100) / 100 : 0,
    },
    waiting: Object.fromEntries(waiting.map((w) => [w.status, w.n])),
    low_stock: low,
    days,
  };
}
