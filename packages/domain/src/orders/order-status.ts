import { checkMove, type Move, nextStates, type TransitionCheck } from './machine';
import type { Actor } from './roles';

/**
 * Order statuses in their lifecycle order. The customer-facing words are the spec's ('Order
 * Processing', 'Delivered', 'Cancelled'); the steps between are the shop's own.
 */
export const ORDER_STATUSES = [
  'Order Processing',
  'Packed',
  'Out for Delivery',
  'Delivered',
  'Delivery Failed',
  'Cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const STAFF = ['staff', 'admin'] as const;

/** Every move an order can make, and who may make it (a rider only on orders handed to them). */
export const ORDER_MOVES: readonly Move<OrderStatus>[] = [
  { from: 'Order Processing', to: 'Packed', by: STAFF },
  // The customer's own cancellation (SPEC §4), staff's, and an unpaid online order's expiry.
  { from: 'Order Processing', to: 'Cancelled', by: ['customer', ...STAFF, 'system'] },
  { from: 'Packed', to: 'Out for Delivery', by: STAFF },
  { from: 'Packed', to: 'Cancelled', by: STAFF },
  { from: 'Out for Delivery', to: 'Delivered', by: ['rider', ...STAFF] },
  { from: 'Out for Delivery', to: 'Delivery Failed', by: ['rider', ...STAFF] },
  { from: 'Delivery Failed', to: 'Packed', by: STAFF },
  { from: 'Delivery Failed', to: 'Cancelled', by: STAFF },
];

const quoted = (s: string) => `'${s}'`;

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Whether `actor` may move an order from `from` to `to`, with the reason when not. */
export function checkOrderMove(from: OrderStatus, to: OrderStatus, actor: Actor): TransitionCheck {
  return checkMove(ORDER_MOVES, quoted, from, to, actor);
}

/** The statuses `actor` may move an order in `from` to. */
export function nextOrderStatuses(from: OrderStatus, actor: Actor): OrderStatus[] {
  return nextStates(ORDER_MOVES, from, actor);
}

/** Only 'Order Processing' orders can be cancelled by the customer (SPEC §4). */
export function isCancellable(status: OrderStatus): boolean {
  return checkOrderMove(status, 'Cancelled', 'customer').ok;
}

/** Statuses whose stock has left the shelf for good or is on its way: anything but Cancelled. */
export function holdsStock(status: OrderStatus): boolean {
  return status !== 'Cancelled';
}
