import { z } from 'zod';
import type { AppliedPromo } from '../cart/cart';
import { voucherTypeToDiscountType } from '../discounts/discount';
import { rupeesToPaisa } from '../money/money';
import { PromoCodeSchema } from '../validation/checkout';
import { IdSchema, RupeesSchema, TimestampSchema } from './common';
import { ORDER_STATUSES } from '../orders/order-status';
import { PAYMENT_STATUSES } from '../orders/payment-status';
import { PAYMENT_METHODS } from './payment-methods';
import { PaymentRedirectSchema } from './payments';
import { OrderSlotSchema } from '../slots/contract';

export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export { isCancellable, ORDER_STATUSES, type OrderStatus } from '../orders/order-status';

export { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from './payment-methods';

/** One line of an order: the price paid per unit, in rupees. */
export const OrderLineSchema = z.object({
  product_id: IdSchema,
  slug: z.string(),
  title: z.string(),
  quantity: z.number().int().positive(),
  price: RupeesSchema,
  image: z.string(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

/** An order with its amounts in rupees. */
export const OrderSchema = z.object({
  id: IdSchema,
  tracking_id: z.string(),
  created_at: TimestampSchema,
  total: RupeesSchema,
  subtotal: RupeesSchema,
  discount: RupeesSchema,
  delivery_charge: RupeesSchema,
  order_status: OrderStatusSchema,
  payment_completed: z.boolean(),
  payment_method: z.enum(PAYMENT_METHODS),
  /** Where the money is (Pay now on 'pending' or 'failed', Refund due/Refunded); older clients ignore it. */
  payment_status: PaymentStatusSchema.optional(),
  lines: z.array(OrderLineSchema),
  /** The delivery slot chosen at checkout; null for an order placed without one. */
  delivery_slot: OrderSlotSchema.nullable().optional(),
});
export type Order = z.infer<typeof OrderSchema>;

/** The answer of GET /order/list/: the customer's orders, newest first, one page. */
export const OrderListResponseSchema = z.object({
  count: z.number().int().nonnegative().optional(),
  next: z.string().nullable().optional(),
  previous: z.string().nullable().optional(),
  results: z.array(OrderSchema),
});
export type OrderListResponse = z.infer<typeof OrderListResponseSchema>;

/** One delivered product of GET /list/ordered/products/: what was bought, how many, and when. */
export const DeliveredProductSchema = z.object({
  order_id: IdSchema,
  tracking_id: z.string(),
  ordered_at: TimestampSchema,
  quantity: z.number().int().positive(),
  price: RupeesSchema,
  product: z.object({ id: IdSchema, slug: z.string(), title: z.string(), image: z.string() }),
});
export type DeliveredProduct = z.infer<typeof DeliveredProductSchema>;

/** A cancellation record. */
export const CancelledOrderSchema = z.object({
  id: IdSchema,
  order: z.object({
    id: IdSchema,
    /** The id every screen shows the order by. */
    tracking_id: z.string(),
    created_at: TimestampSchema,
    total: RupeesSchema,
    payment_method: z.enum(PAYMENT_METHODS),
  }),
  created_on: TimestampSchema,
  remarks: z.string(),
});
export type CancelledOrder = z.infer<typeof CancelledOrderSchema>;

/** The answer of GET /list/order/cancellation/. */
export const CancelledOrderListResponseSchema = z.object({
  count: z.number().int().nonnegative().optional(),
  next: z.string().nullable().optional(),
  previous: z.string().nullable().optional(),
  results: z.array(CancelledOrderSchema),
});
export type CancelledOrderListResponse = z.infer<typeof CancelledOrderListResponseSchema>;

/** POST /order/cancel/{orderId}/ body. */
export const CancelOrderBodySchema = z.object({ remarks: z.string().trim().max(500).default('') });
export type CancelOrderBody = z.infer<typeof CancelOrderBodySchema>;

/** The largest amount the shop stores (PostgreSQL integer paisa): bigger totals cannot be real. */
export const MAX_AMOUNT_RUPEES = 21_474_836;

/** POST /voucher/apply/ body; order_total in rupees. */
export const VoucherApplyBodySchema = z.object({
  code: PromoCodeSchema,
  order_total: RupeesSchema.nonnegative().max(MAX_AMOUNT_RUPEES, { error: 'The order total is too large' }),
});
export type VoucherApplyBody = z.infer<typeof VoucherApplyBodySchema>;

/** The voucher part of a voucher-apply answer (rupees). */
export const VoucherInfoSchema = z.object({
  code: z.string(),
  voucher_type: z.enum(['Percentage', 'Amount']),
  discount_percentage: z.number().nullable(),
  discount_amount: RupeesSchema.nullable(),
  minimum_order_value: RupeesSchema,
  maximum_discount: RupeesSchema.nullable(),
});
export type VoucherInfo = z.infer<typeof VoucherInfoSchema>;

/**
 * POST /voucher/apply/ answer. Always HTTP 200 for a well-formed request: a code that does not apply
 * (unknown, inactive, expired, not yet valid, below the minimum order, used up, already used by you)
 * answers `is_valid: false`, `voucher: null`, `discount_amount: 0`, the reason in `message` and the
 * error code (e.g. VOUCHER_EXPIRED) in `code`. Per-customer limits are checked only with a bearer token.
 */
export const VoucherApplyResponseSchema = z.object({
  voucher: VoucherInfoSchema.nullable(),
  discount_amount: RupeesSchema,
  is_valid: z.boolean(),
  message: z.string(),
  /** The failure's error code when is_valid is false. */
  code: z.string().optional(),
});
export type VoucherApplyResponse = z.infer<typeof VoucherApplyResponseSchema>;

/** Turns the server's voucher into the cart's applied promo (rupees → paisa); null when none. */
export function voucherInfoToAppliedPromo(v: VoucherInfo | null): AppliedPromo | null {
  if (!v) return null;
  const type = voucherTypeToDiscountType(v.voucher_type);
  return {
    code: v.code,
    discount: {
      type,
      value: type === 'percentage' ? (v.discount_percentage ?? 0) : rupeesToPaisa(v.discount_amount ?? 0),
      maximumDiscountPaisa:
        type === 'percentage' && v.maximum_discount !== null ? rupeesToPaisa(v.maximum_discount) : null,
      minimumOrderPaisa: rupeesToPaisa(v.minimum_order_value),
    },
  };
}

/** POST /order/calculate-delivery-charge/ body. */
export const DeliveryChargeBodySchema = z.object({
  address_id: IdSchema,
  cart_items: z.array(z.object({ product_id: IdSchema, quantity: z.number().int().min(1).max(99) })).max(100),
});
export type DeliveryChargeBody = z.infer<typeof DeliveryChargeBodySchema>;

/** Delivery charge answer: `{ data: { delivery_info: {...} } }`; charge in rupees, distance in km. */
export const DeliveryChargeResponseSchema = z.object({
  data: z.object({
    delivery_info: z.object({
      delivery_charge: RupeesSchema.nonnegative(),
      delivery_time: z.string(),
      distance: z.number().nonnegative().nullable(),
    }),
  }),
});
export type DeliveryChargeResponse = z.infer<typeof DeliveryChargeResponseSchema>;

/** POST /checkout/ answer: the order placed and the amounts the server computed (rupees). */
export const CheckoutResponseSchema = z.object({
  order_id: IdSchema,
  tracking_id: z.string(),
  total_amount: RupeesSchema,
  subtotal: RupeesSchema.optional(),
  discount: RupeesSchema.optional(),
  delivery_charge: RupeesSchema.optional(),
  payment_method: z.enum(PAYMENT_METHODS).optional(),
  order_status: OrderStatusSchema.optional(),
  /** For a wallet: where the browser goes to pay; null when the gateway could not be reached. */
  payment: PaymentRedirectSchema.nullable().optional(),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;
