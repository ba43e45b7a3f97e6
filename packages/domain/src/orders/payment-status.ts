import { checkMove, type Move, type TransitionCheck } from './machine';
import type { Actor } from './roles';

/**
 * Where an order's money is. `unpaid`: nothing asked yet (cash on delivery until the rider settles);
 * `pending`: a wallet payment started; `paid` only on the gateway's confirmation or a settled cash
 * handover; `refund_due` when a paid order is cancelled, until staff record the refund.
 */
export const PAYMENT_STATUSES = [
  'unpaid',
  'pending',
  'paid',
  'failed',
  'expired',
  'refund_due',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const STAFF = ['staff', 'admin'] as const;

export const PAYMENT_MOVES: readonly Move<PaymentStatus>[] = [
  { from: 'unpaid', to: 'pending', by: ['customer', 'system'] },
  // Cash handed to the rider and settled by staff; or a wallet payment confirmed after a retry.
  { from: 'unpaid', to: 'paid', by: [...STAFF, 'system'] },
  { from: 'unpaid', to: 'expired', by: ['system'] },
  { from: 'pending', to: 'paid', by: ['system'] },
  { from: 'pending', to: 'failed', by: ['system'] },
  { from: 'pending', to: 'expired', by: ['system'] },
  { from: 'failed', to: 'pending', by: ['customer', 'system'] },
  // "Pay on delivery instead" after a failed wallet payment.
  { from: 'failed', to: 'unpaid', by: ['customer', 'system'] },
  // A gateway's confirmation that arrives after the order expired is kept, and refunded.
  { from: 'expired', to: 'refund_due', by: ['system'] },
  { from: 'paid', to: 'refund_due', by: [...STAFF, 'system'] },
  { from: 'refund_due', to: 'refunded', by: STAFF },
];

const named = (s: string) => `'${s.replace('_', ' ')}'`;

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

/** Whether `actor` may move a payment from `from` to `to`, with the reason when not. */
export function checkPaymentMove(from: PaymentStatus, to: PaymentStatus, actor: Actor): TransitionCheck {
  return checkMove(PAYMENT_MOVES, named, from, to, actor);
}

/** SPEC's Paid/Unpaid flag: only money the shop holds counts as paid. */
export function isPaid(status: PaymentStatus): boolean {
  return status === 'paid';
}
