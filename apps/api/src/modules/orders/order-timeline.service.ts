import { customerTimeline, type OrderTimelineResponse } from '@kandamul/domain';
import type { Db } from '../../db/client';
import { fail } from '../../plugins/errors';
import { listEvents, userName } from './order-status.repo';
import { findOrder } from './orders.repo';

/**
 * GET /order/{id}/events/: the customer's own order's timeline in their words (the domain's
 * customerTimeline). Another customer's order, or none, is 404: nothing tells the two apart.
 */
export async function orderTimelineForCustomer(
  db: Db,
  userId: number,
  orderId: number,
): Promise<OrderTimelineResponse> {
  const order = await findOrder(db, userId, orderId);
  if (!order) throw fail('ORDER_NOT_FOUND');
  const [events, rider] = await Promise.all([
    listEvents(db, orderId),
    order.riderId === null ? Promise.resolve(undefined) : userName(db, order.riderId),
  ]);
  const riderName = rider ? `${rider.firstName} ${rider.lastName}`.trim() : null;
  return { order_id: orderId, events: customerTimeline(events, riderName) };
}
