import { z } from 'zod';
import { IdSchema, TimestampSchema } from '../contract/common';
import { ORDER_STATUSES } from './order-status';

/**
 * The payment moves a customer sees on their order's timeline: money taken, owed back, given back.
 * The steps in between (a wallet payment started, failed, expired) are the checkout's business and
 * are shown by the order's own payment chips.
 */
export const TIMELINE_PAYMENT_STATES = ['paid', 'refund_due', 'refunded'] as const;
export type TimelinePaymentState = (typeof TIMELINE_PAYMENT_STATES)[number];

/** One step of an order as its customer sees it (GET /order/{id}/events/). */
export const OrderTimelineEventSchema = z.object({
  at: TimestampSchema,
  /** An order status (`Packed`, `Out for Delivery`…) or a payment step (`paid`, `refund_due`, `refunded`). */
  status: z.union([z.enum(ORDER_STATUSES), z.enum(TIMELINE_PAYMENT_STATES)]),
  /** Who made the step: the customer, the shop's people, or the shop itself (an unpaid order's expiry). */
  by: z.enum(['you', 'shop', 'system']),
  /** The rider who took the order (Out for Delivery). */
  rider_name: z.string().nullable(),
  /** Why a delivery failed or an order was cancelled, as written when it happened; null otherwise. */
  reason: z.string().nullable(),
});
export type OrderTimelineEvent = z.infer<typeof OrderTimelineEventSchema>;

export const OrderTimelineResponseSchema = z.object({
  order_id: IdSchema,
  events: z.array(OrderTimelineEventSchema),
});
export type OrderTimelineResponse = z.infer<typeof OrderTimelineResponseSchema>;

/** An `order_events` row as the timeline reads it. */
export interface RecordedOrderEvent {
  machine: string;
  toState: string;
  actorRole: string;
  note: string;
  createdAt: Date;
}

const REASONED = new Set<string>(['Delivery Failed', 'Cancelled']);

/**
 * An order's recorded events as its customer sees them, oldest first: every order status, the payment
 * steps of TIMELINE_PAYMENT_STATES, the rider's name on Out for Delivery, and the reason only on a
 * failed delivery or a cancellation (staff notes on other steps, and payment references, stay staff's).
 */
export function customerTimeline(
  events: readonly RecordedOrderEvent[],
  riderName: string | null,
): OrderTimelineEvent[] {
  const out: OrderTimelineEvent[] = [];
  for (const e of events) {
    const isOrder = e.machine === 'order' && (ORDER_STATUSES as readonly string[]).includes(e.toState);
    const isPayment =
      e.machine === 'payment' && (TIMELINE_PAYMENT_STATES as readonly string[]).includes(e.toState);
    if (!isOrder && !isPayment) continue;
    const by = e.actorRole === 'customer' ? 'you' : e.actorRole === 'system' ? 'system' : 'shop';
    const note = e.note.trim();
    out.push({
      at: e.createdAt.toISOString(),
      status: e.toState as OrderTimelineEvent['status'],
      by,
      rider_name: isOrder && e.toState === 'Out for Delivery' ? riderName : null,
      reason: isOrder && REASONED.has(e.toState) && by !== 'system' && note ? note : null,
    });
  }
  return out;
}
