import {
  type Actor,
  checkOrderMove,
  checkPaymentMove,
  isOrderStatus,
  isOrderUpdateKind,
  isPaymentStatus,
  type OrderStatus,
  type OrderUpdateKind,
  type PaymentStatus,
} from '@kandamul/domain';
import type { Db } from '../../db/client';
import { sendFollowUpJobs } from '../../infra/job-sender';
import { fail } from '../../plugins/errors';
import { catalogEvents } from '../catalog/catalog-events';
import { returnOrderStock } from '../catalog/stock.service';
import { issueInvoiceForDeliveredOrder } from '../invoices/invoices.service';
import { releaseSlot } from '../delivery/slots.service';
import * as repo from './order-status.repo';
import { insertCancellation, releaseRedemption } from './orders.repo';

/** Who makes a move: an account (with the role it acts in) or the shop itself (id null). */
export interface ActorRef {
  id: number | null;
  role: Actor;
}

export interface OrderMove {
  orderId: number;
  to: OrderStatus;
  actor: ActorRef;
  note?: string;
  /** The rider an order is handed to (required for 'Out for Delivery'). */
  riderId?: number;
  /** Why stock comes back on a cancellation: a person's cancellation, or an unpaid order's expiry. */
  stockReason?: 'cancellation' | 'payment-expired';
}

function illegal(message: string) {
  return fail('ILLEGAL_TRANSITION', message);
}

function currentStatus(order: repo.OrderRow): OrderStatus {
  if (!isOrderStatus(order.status))
    throw new Error(`order ${order.id} has an unknown status ${order.status}`);
  return order.status;
}

function currentPayment(order: repo.OrderRow): PaymentStatus {
  if (!isPaymentStatus(order.paymentStatus))
    throw new Error(`order ${order.id} has an unknown payment status ${order.paymentStatus}`);
  return order.paymentStatus;
}

/**
 * Moves an order's payment through the domain's payment machine inside the caller's transaction,
 * writing its event. 422 ILLEGAL_TRANSITION for a move the machine or the actor's role forbids.
 * A move to refund_due records what is owed back: `refundPaisa`, or else the order's whole total.
 */
export async function movePayment(
  tx: Db,
  order: repo.OrderRow,
  to: PaymentStatus,
  actor: ActorRef,
  note = '',
  refundPaisa?: number,
): Promise<repo.OrderRow> {
  const from = currentPayment(order);
  const check = checkPaymentMove(from, to, actor.role);
  if (!check.ok) throw illegal(check.message);
  let updated = await repo.setPaymentStatus(tx, order.id, from, to);
  if (!updated) throw fail('CONFLICT');
  if (to === 'refund_due') {
    const owed = refundPaisa ?? updated.totalPaisa;
    await repo.addRefundDue(tx, order.id, owed, true);
    updated = { ...updated, refundDuePaisa: owed };
  }
  await repo.insertEvent(tx, {
    orderId: order.id,
    machine: 'payment',
    fromState: from,
    toState: to,
    actorId: actor.id,
    actorRole: actor.role,
    note,
  });
  // Paid and refund due are told to the customer (SMS and e-mail jobs, committed with the move).
  if (isOrderUpdateKind(to)) await tellCustomer(tx, order.id, to);
  return updated;
}

/** Writes the job that tells the customer of a move, in the move's transaction (docs/decisions/020). */
async function tellCustomer(tx: Db, orderId: number, kind: OrderUpdateKind): Promise<void> {
  await sendFollowUpJobs(tx, [{ name: 'order-update', data: { order_id: orderId, kind } }]);
}

/**
 * The one way an order's status changes (docs/decisions/013). In one transaction: lock the order,
 * check the move against the domain's machine and the actor (a customer only their own order, a
 * rider only an order handed to them), change it, write the event, and do what the move implies: a
 * cancellation puts the stock back through stock movements, releases the voucher, records the
 * cancellation and marks money already taken as refund due. Nothing changes when any step fails.
 */
export async function moveOrder(db: Db, move: OrderMove): Promise<repo.OrderRow> {
  const { actor, to } = move;
  const moved = await db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, move.orderId);
    if (!order || (actor.role === 'customer' && order.userId !== actor.id)) throw fail('ORDER_NOT_FOUND');
    if (actor.role === 'rider' && order.riderId !== actor.id) {
      throw fail('FORBIDDEN', 'This delivery is not assigned to you.');
    }
    const from = currentStatus(order);
    const check = checkOrderMove(from, to, actor.role);
    if (!check.ok) throw illegal(check.message);

    let riderId: number | undefined;
    if (to === 'Out for Delivery') {
      if (move.riderId === undefined) throw illegal('Choose the rider who takes this order.');
      if ((await repo.userRole(tx, move.riderId)) !== 'rider') throw illegal('That account is not a rider.');
      riderId = move.riderId;
    }
    let updated = await repo.setStatus(tx, order.id, from, to, riderId);
    if (!updated) throw fail('CONFLICT');
    await repo.insertEvent(tx, {
      orderId: order.id,
      machine: 'order',
      fromState: from,
      toState: to,
      actorId: actor.id,
      actorRole: actor.role,
      note: move.note ?? '',
    });

    // The customer hears of every move but an unpaid order's expiry (the payment timer tells that).
    if (isOrderUpdateKind(to) && move.stockReason !== 'payment-expired') await tellCustomer(tx, order.id, to);

    // A delivered order is a sale: its tax invoice is issued with the move (numbered without gaps).
    if (to === 'Delivered') await issueInvoiceForDeliveredOrder(tx, order.id);

    if (to === 'Cancelled') {
      const staffId = actor.role === 'customer' || actor.id === null ? null : actor.id;
      await returnOrderStock(tx, order.id, move.stockReason ?? 'cancellation', staffId);
      if (order.voucherId !== null) await releaseRedemption(tx, order.voucherId, order.id);
      // After the stock (checkout locks products, then the slot: the same order here never deadlocks).
      await releaseSlot(tx, order.slotId);
      await insertCancellation(tx, order.id, order.userId, move.note ?? '');
      if (updated.paymentStatus === 'paid') {
        updated = await movePayment(
          tx,
          updated,
          'refund_due',
          { id: actor.id, role: 'system' },
          'order cancelled',
        );
      } else if (updated.paymentStatus === 'refund_due') {
        // Part was already owed back (a substitution lowered the total): now the rest is too.
        await repo.addRefundDue(tx, order.id, updated.totalPaisa, false);
      }
    }
    return updated;
  });
  if (to === 'Cancelled') catalogEvents.publish('stock');
  return moved;
}

/** An order's timeline: every status and payment change, oldest first. */
export function orderTimeline(db: Db, orderId: number) {
  return repo.listEvents(db, orderId);
}
