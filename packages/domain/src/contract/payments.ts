import { z } from 'zod';
import { ATTEMPT_STATUSES } from '../payments/attempt-status';
import { PAYMENT_STATUSES } from '../orders/payment-status';
import { IdSchema, RupeesSchema, TimestampSchema } from './common';
import { WALLET_GATEWAYS } from './payment-methods';

/**
 * Where the browser goes to pay one attempt: eSewa is a form POST of `fields` to `url`, Khalti a
 * plain GET of `url` (its payment_url).
 */
export const PaymentRedirectSchema = z.object({
  attempt_id: IdSchema,
  gateway: z.enum(WALLET_GATEWAYS),
  url: z.string(),
  method: z.enum(['POST', 'GET']),
  fields: z.record(z.string(), z.string()),
});
export type PaymentRedirect = z.infer<typeof PaymentRedirectSchema>;

/** GET /payments/{order_id}/: the order's payment and every try at it, oldest first. */
export const PaymentViewSchema = z.object({
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.string(),
  order_status: z.string(),
  total_amount: RupeesSchema,
  tracking_id: z.string(),
  attempts: z.array(
    z.object({
      gateway: z.enum(WALLET_GATEWAYS),
      status: z.enum(ATTEMPT_STATUSES),
      amount: RupeesSchema,
      created_at: TimestampSchema,
    }),
  ),
});
export type PaymentView = z.infer<typeof PaymentViewSchema>;

/** POST /payments/{order_id}/retry/ body: which wallet to try this time (default: the order's). */
export const PaymentRetryBodySchema = z.object({ gateway: z.enum(WALLET_GATEWAYS).optional() });

/** POST /payments/{order_id}/cash/ answer: the order is now cash on delivery, unpaid. */
export const PaymentCashResponseSchema = z.object({ payment_status: z.enum(PAYMENT_STATUSES) });

/** GET /admin/orders/{id}/payments/: every attempt as staff see it (why it is where it is). */
export const AdminPaymentAttemptSchema = z.object({
  id: IdSchema,
  gateway: z.enum(WALLET_GATEWAYS),
  reference: z.string(),
  status: z.enum(ATTEMPT_STATUSES),
  gateway_status: z.string(),
  amount: RupeesSchema,
  note: z.string(),
  answers: z.array(z.unknown()),
  created_at: TimestampSchema,
  checked_at: TimestampSchema.nullable(),
});
export const AdminPaymentsSchema = z.object({
  payment_status: z.enum(PAYMENT_STATUSES),
  attempts: z.array(AdminPaymentAttemptSchema),
});
export type AdminPayments = z.infer<typeof AdminPaymentsSchema>;

/** POST /admin/orders/{id}/payment/: staff move the payment (record a refund, settle cash). */
export const PaymentMoveSchema = z.object({
  to: z.enum(PAYMENT_STATUSES),
  note: z.string().trim().max(500).optional(),
});
