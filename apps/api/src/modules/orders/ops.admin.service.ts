import {
  type CashSettlement,
  type CashSettlementInput,
  type PageQuery,
  paisaToRupees,
  type PickList,
  type RiderCash,
  rupeesToPaisa,
} from '@kandamul/domain';
import type { Db } from '../../db/client';
import { pageOffset, paginate } from '../../plugins/pagination';
import { fail } from '../../plugins/errors';
import type { StaffRef } from './orders.admin.service';
import { toOrderSlot } from '../delivery/slots.service';
import { lockOrder } from './order-status.repo';
import { movePayment } from './order-status.service';
import * as repo from './ops.admin.repo';

const name = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** Per rider, the delivered cash orders whose money they still hold, and what it adds up to. */
export async function riderCash(db: Db): Promise<RiderCash[]> {
  const rows = await repo.unsettledCash(db);
  const byRider = new Map<number, RiderCash & { paisa: number }>();
  for (const r of rows) {
    let entry = byRider.get(r.rider.id);
    if (!entry) {
      entry = {
        rider: { id: r.rider.id, name: name(r.rider), phone: r.rider.phone },
        expected: 0,
        paisa: 0,
        orders: [],
      };
      byRider.set(r.rider.id, entry);
    }
    entry.paisa += r.order.totalPaisa;
    entry.orders.push({
      id: r.order.id,
      tracking_id: r.order.trackingId,
      customer_name: name(r.customer),
      total: paisaToRupees(r.order.totalPaisa),
      delivered_at: r.deliveredAt?.toISOString() ?? null,
    });
  }
  return [...byRider.values()].map(({ paisa, ...rest }) => ({ ...rest, expected: paisaToRupees(paisa) }));
}

function toSettlement(row: Awaited<ReturnType<typeof repo.listSettlements>>[number]): CashSettlement {
  const s = row.settlement;
  return {
    id: s.id,
    rider: { id: row.rider.id, name: name(row.rider) },
    expected: paisaToRupees(s.expectedPaisa),
    received: paisaToRupees(s.receivedPaisa),
    difference: paisaToRupees(s.differencePaisa),
    note: s.note,
    order_ids: (row.orderIds ?? []).map(Number),
    staff_id: s.staffId,
    created_at: s.createdAt.toISOString(),
  };
}

export async function listSettlements(db: Db, url: string, query: PageQuery & { rider_id?: number }) {
  const [total, rows] = [
    await repo.countSettlements(db, query.rider_id),
    await repo.listSettlements(db, query.rider_id, query.page_size, pageOffset(query)),
  ];
  return paginate(url, query, total, rows.map(toSettlement));
}

/**
 * Records what a rider handed over for the picked orders, in one transaction: each order must be a
 * delivered cash-on-delivery order of this rider, still unpaid and never settled (422 naming the
 * first that is not, and nothing changes). Exactly those orders move to paid through the payment
 * machine; the difference between received and expected is kept with the settlement.
 */
export async function settleCash(
  db: Db,
  staff: StaffRef,
  input: CashSettlementInput,
): Promise<CashSettlement> {
  const ids = [...new Set(input.order_ids)].sort((a, b) => a - b);
  const id = await db.transaction(async (tx) => {
    const locked = [];
    // Locked in id order: two settlements touching the same orders take turns without a deadlock.
    for (const orderId of ids) {
      const order = await lockOrder(tx, orderId);
      const ok =
        order &&
        order.riderId === input.rider_id &&
        order.paymentMethod === 'cod' &&
        order.status === 'Delivered' &&
        order.paymentStatus === 'unpaid';
      if (!ok) {
        const label = order ? order.trackingId : `#${orderId}`;
        throw fail(
          'CASH_ORDER_NOT_SETTLEABLE',
          `Order ${label} cannot be settled: only delivered cash-on-delivery orders of this rider that are still unpaid can be.`,
        );
      }
      locked.push(order);
    }
    const already = await repo.isSettled(tx, ids);
    if (already.length > 0) throw fail('CASH_ORDER_NOT_SETTLEABLE');
    const expectedPaisa = locked.reduce((sum, o) => sum + o.totalPaisa, 0);
    const receivedPaisa = rupeesToPaisa(input.received);
    const settlement = await repo.insertSettlement(tx, {
      riderId: input.rider_id,
      expectedPaisa,
      receivedPaisa,
      differencePaisa: receivedPaisa - expectedPaisa,
      note: input.note ?? '',
      staffId: staff.id,
    });
    await repo.linkSettlementOrders(
      tx,
      locked.map((o) => ({ settlementId: settlement.id, orderId: o.id, amountPaisa: o.totalPaisa })),
    );
    for (const order of locked) {
      await movePayment(
        tx,
        order,
        'paid',
        { id: staff.id, role: staff.role as 'staff' | 'admin' },
        `Cash settled with the rider (settlement #${settlement.id})`,
      );
    }
    return settlement.id;
  });
  const [row] = (await repo.listSettlements(db, input.rider_id, 50, 0)).filter((r) => r.settlement.id === id);
  return toSettlement(row!);
}

/**
 * The pick list: the orders waiting to be packed (by delivery window, earliest first, then oldest; at
 * most `limit`), and their lines grouped by category and summed per product, what a packer walks the
 * shelves with.
 */
export async function pickList(db: Db, limit = 200): Promise<PickList> {
  const rows = await repo.linesToPack(db, limit);
  const ordersById = new Map<number, PickList['orders'][number]>();
  const byCategory = new Map<
    string,
    Map<number, PickList['categories'][number]['products'][number] & { seen: Set<number> }>
  >();
  for (const r of rows) {
    let order = ordersById.get(r.orderId);
    if (!order) {
      order = {
        id: r.orderId,
        tracking_id: r.trackingId,
        customer_name: name(r.customer),
        created_at: r.createdAt.toISOString(),
        delivery_slot: toOrderSlot(r),
        lines: [],
      };
      ordersById.set(r.orderId, order);
    }
    order.lines.push({ product_id: r.productId, title: r.title, quantity: r.quantity });
    const category = r.category ?? 'Other';
    let products = byCategory.get(category);
    if (!products) byCategory.set(category, (products = new Map()));
    let p = products.get(r.productId);
    if (!p) {
      p = {
        product_id: r.productId,
        title: r.title,
        nepali_title: r.nepaliTitle,
        quantity: 0,
        orders: 0,
        seen: new Set(),
      };
      products.set(r.productId, p);
    }
    p.quantity += r.quantity;
    if (!p.seen.has(r.orderId)) {
      p.seen.add(r.orderId);
      p.orders += 1;
    }
  }
  return {
    orders: [...ordersById.values()],
    categories: [...byCategory.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([category, products]) => ({
        category,
        products: [...products.values()]
          .sort((a, b) => a.title.localeCompare(b.title))
          .map(({ seen: _seen, ...p }) => p),
      })),
    generated_at: new Date().toISOString(),
  };
}
