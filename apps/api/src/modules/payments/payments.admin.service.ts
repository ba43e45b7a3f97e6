import {
  type AdminPayments,
  isOrderStatus,
  isPaymentStatus,
  paisaToRupees,
  type PageQuery,
  type PaymentIssue,
} from '@kandamul/domain';
import type { Db } from '../../db/client';
import { pageOffset, paginate } from '../../plugins/pagination';
import { fail } from '../../plugins/errors';
import { lockOrder } from '../orders/order-status.repo';
import { type ActorRef, movePayment } from '../orders/order-status.service';
import { toPaymentMethod } from '../orders/orders.service';
import * as repo from './payments.admin.repo';
import { adminPayments } from './payments.service';

/** Orders whose money staff must act on: refunds due, refunds made, or orders paid twice. */
export async function listPaymentIssues(db: Db, url: string, query: PageQuery & { kind: repo.IssueKind }) {
  const [total, rows] = [
    await repo.countIssues(db, query.kind),
    await repo.listIssues(db, query.kind, query.page_size, pageOffset(query)),
  ];
  const results: PaymentIssue[] = rows.flatMap((r) =>
    isOrderStatus(r.order.status) && isPaymentStatus(r.order.paymentStatus)
      ? [
          {
            id: r.order.id,
            tracking_id: r.order.trackingId,
            customer_name: `${r.customer.firstName} ${r.customer.lastName}`.trim(),
            status: r.order.status,
            payment_status: r.order.paymentStatus,
            payment_method: toPaymentMethod(r.order.paymentMethod),
            total: paisaToRupees(r.order.totalPaisa),
            paid_attempts: Number(r.paidAttempts),
            paid_amount: paisaToRupees(Number(r.paidAmount)),
            refund_amount: paisaToRupees(r.order.refundDuePaisa),
            created_at: r.order.createdAt.toISOString(),
          },
        ]
      : [],
  );
  return paginate(url, query, total, results);
}

const refundNote = (reference: string, note?: string) =>
  [`Refund reference: ${reference}`, note?.trim()].filter(Boolean).join(' — ');

/**
 * Records a refund made in the wallet's merchant portal: refund_due → refunded through the payment
 * machine (422 ILLEGAL_TRANSITION otherwise, nothing changes), the reference in the order's timeline,
 * and each paid attempt of the order marked refunded with it.
 */
export async function recordRefund(
  db: Db,
  staff: ActorRef,
  orderId: number,
  reference: string,
  note?: string,
): Promise<AdminPayments> {
  const text = refundNote(reference, note);
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw fail('ORDER_NOT_FOUND');
    await movePayment(tx, order, 'refunded', staff, text);
    for (const attempt of await repo.paidAttemptsOf(tx, orderId))
      await repo.refundAttempt(tx, attempt.id, text);
  });
  return adminPayments(db, orderId);
}

/**
 * A second payment of an order that was paid twice, refunded in the merchant portal: that attempt is
 * marked refunded with the reference; the order stays paid by its other attempt. 422 unless the order
 * has another paid attempt (refunding the only payment is a refund of the order).
 */
export async function refundExtraAttempt(
  db: Db,
  orderId: number,
  attemptId: number,
  reference: string,
  note?: string,
): Promise<AdminPayments> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw fail('ORDER_NOT_FOUND');
    const paid = await repo.paidAttemptsOf(tx, orderId);
    if (!paid.some((a) => a.id === attemptId))
      throw fail('NOT_FOUND', 'No paid attempt with this id on this order.');
    if (paid.length < 2)
      throw fail('ILLEGAL_TRANSITION', 'This is the order’s only payment: refund the order instead.');
    await repo.refundAttempt(tx, attemptId, refundNote(reference, note));
  });
  return adminPayments(db, orderId);
}
