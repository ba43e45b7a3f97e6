import { PAYMENT_METHODS } from '../contract/payment-methods';
import { z } from 'zod';
import { ROW_ID_MAX } from '../contract/common';

/** Most units of one product in a single order. */
export const MAX_LINE_QUANTITY = 99;
/** Most distinct products in a single order. */
export const MAX_ORDER_LINES = 100;
/** Longest order note. */
export const MAX_NOTES = 500;
/** Longest promo code. */
export const MAX_PROMO_CODE = 50;

/** A promo code as typed: non-empty after trimming (SPEC §5). */
export const PromoCodeSchema = z
  .string({ error: 'Please enter a promo code' })
  .trim()
  .min(1, { error: 'Please enter a promo code', abort: true })
  .max(MAX_PROMO_CODE, { error: 'Invalid promo code' });
export type PromoCode = z.infer<typeof PromoCodeSchema>;

/** Payment methods: the one list in contract/payment-methods.ts. */
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'Please choose a payment method' });
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** What must hold before Place Order submits (SPEC §5): an address, accepted terms, a non-empty cart. */
export const CheckoutFormSchema = z.object({
  addressId: z
    .number({ error: 'Please select a delivery address' })
    .int()
    .positive({ error: 'Please select a delivery address' }),
  termsAccepted: z.literal(true, { error: 'Please accept the terms and conditions' }),
  cartItemCount: z.number().int().min(1, { error: 'Your cart is empty' }),
});
export type CheckoutForm = z.infer<typeof CheckoutFormSchema>;

/** POST /checkout/ body: parallel product ids and quantities; the server recomputes every amount. */
export const CheckoutBodySchema = z
  .object({
    product_id: z
      .array(z.number().int().positive(), { error: 'Your cart is empty' })
      .min(1, { error: 'Your cart is empty' })
      .max(MAX_ORDER_LINES, { error: `At most ${MAX_ORDER_LINES} products per order` })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'Each product may appear only once' }),
    qtys: z
      .array(
        z
          .number()
          .int({ error: 'Quantities must be whole numbers' })
          .min(1, { error: 'Quantities must be at least 1' })
          .max(MAX_LINE_QUANTITY, { error: `At most ${MAX_LINE_QUANTITY} of one product per order` }),
      )
      .min(1, { error: 'Your cart is empty' })
      .max(MAX_ORDER_LINES),
    location: z.number({ error: 'Please select a delivery address' }).int().positive(),
    voucher_code: z.string().trim().max(MAX_PROMO_CODE, { error: 'Invalid promo code' }).optional(),
    // SPEC §7's body has no payment method, so cash on delivery is assumed when absent.
    payment_method: PaymentMethodSchema.default('cod'),
    notes: z
      .string()
      .trim()
      .max(MAX_NOTES, { error: `Notes must be at most ${MAX_NOTES} characters` })
      .optional(),
    /** The delivery slot (GET /delivery/slots/); required when the address's station has slots. */
    slot_id: z.number({ error: 'Please choose a delivery slot' }).int().positive().max(ROW_ID_MAX).optional(),
  })
  .refine((b) => b.product_id.length === b.qtys.length, {
    error: 'product_id and qtys must have the same length',
    path: ['qtys'],
  });
export type CheckoutBody = z.infer<typeof CheckoutBodySchema>;
/** The body as a client may send it (payment_method optional, defaulting to 'cod'). */
export type CheckoutBodyInput = z.input<typeof CheckoutBodySchema>;
