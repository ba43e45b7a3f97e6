import type { GatewayOutcome } from './outcomes';

/**
 * One try at paying an order through a wallet. `mismatch`: the gateway confirmed a different amount
 * (never paid; staff look at it). `expired`: the order expired while it was still open.
 */
export const ATTEMPT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'mismatch', 'refunded'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/**
 * Forward-only moves of an attempt. A gateway's confirmation is the truth, so a failed or expired
 * attempt may still become paid when the gateway later says so (the money must never be lost);
 * nothing ever leaves paid except a refund, and mismatch and refunded are final.
 */
const ATTEMPT_MOVES: Readonly<Record<AttemptStatus, readonly AttemptStatus[]>> = {
  pending: ['paid', 'failed', 'expired', 'mismatch', 'refunded'],
  failed: ['paid', 'mismatch', 'refunded'],
  expired: ['paid', 'mismatch', 'refunded'],
  paid: ['refunded'],
  mismatch: [],
  refunded: [],
};

/** Whether an attempt may move from `from` to `to`. */
export function canMoveAttempt(from: AttemptStatus, to: AttemptStatus): boolean {
  return ATTEMPT_MOVES[from].includes(to);
}

/** Attempts the reconciliation still asks the gateway about. */
export function isOpenAttempt(status: AttemptStatus): boolean {
  return status === 'pending';
}

/**
 * Where an attempt goes on a gateway's answer: null when nothing changes. A `paid` answer with
 * another amount than the attempt's is a mismatch, never paid.
 */
export function nextAttemptStatus(
  from: AttemptStatus,
  outcome: GatewayOutcome,
  amountMatches: boolean,
): AttemptStatus | null {
  const to: AttemptStatus | null =
    outcome === 'paid' ? (amountMatches ? 'paid' : 'mismatch') : outcome === 'pending' ? null : outcome;
  return to !== null && canMoveAttempt(from, to) ? to : null;
}
