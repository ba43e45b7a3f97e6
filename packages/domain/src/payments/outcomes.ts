/**
 * What a gateway's answer means for one payment attempt. `paid`: confirmed with the exact amount
 * (checked separately); `pending`: keep checking; `failed`: this attempt will never be paid;
 * `refunded`: the gateway gave the money back (fully or partly), recorded for staff.
 */
export type GatewayOutcome = 'paid' | 'pending' | 'failed' | 'refunded';

/**
 * eSewa's status API answers (`status` of /api/epay/transaction/status/). NOT_FOUND also means the
 * customer has not paid yet (the session is still open), so it fails an attempt only on the failure
 * return or when the order expires; AMBIGUOUS is eSewa's "still settling".
 */
export const ESEWA_STATUS_OUTCOMES: Readonly<Record<string, GatewayOutcome>> = {
  COMPLETE: 'paid',
  PENDING: 'pending',
  AMBIGUOUS: 'pending',
  NOT_FOUND: 'pending',
  CANCELED: 'failed',
  FULL_REFUND: 'refunded',
  PARTIAL_REFUND: 'refunded',
};

/** Khalti KPG-2 lookup statuses (`status` of /epayment/lookup/). */
export const KHALTI_STATUS_OUTCOMES: Readonly<Record<string, GatewayOutcome>> = {
  Completed: 'paid',
  Pending: 'pending',
  Initiated: 'pending',
  Expired: 'failed',
  'User canceled': 'failed',
  Refunded: 'refunded',
  'Partially Refunded': 'refunded',
};

/** A gateway status we have no row for is never treated as paid: keep checking, and log it. */
export function gatewayOutcome(
  table: Readonly<Record<string, GatewayOutcome>>,
  status: string,
): GatewayOutcome {
  return Object.hasOwn(table, status) ? table[status]! : 'pending';
}
