import { z } from 'zod';
import { OrderSlotSchema } from '../slots/contract';
import { errorMessage } from '../errors/codes';
import { ORDER_STATUSES } from '../orders/order-status';
import { PAYMENT_STATUSES } from '../orders/payment-status';
import { CONSOLE_ROLES } from '../orders/roles';
import { SignupInputSchema } from '../validation/auth';
import { IdSchema, paginated, PageQuerySchema, RupeesSchema, TimestampSchema } from './common';
import { PAYMENT_METHODS } from './payment-methods';

// The console's operations side (/api/v1/admin/…): cash settlement, pick list, customers, staff,
// failed jobs, refunds and double payments, invoices. Shapes the console and the tests share.

/** A cash-on-delivery order a rider delivered and has not yet handed the money over for. */
export const CashOrderSchema = z.object({
  id: IdSchema,
  tracking_id: z.string(),
  customer_name: z.string(),
  total: RupeesSchema,
  delivered_at: TimestampSchema.nullable(),
});

/** GET /admin/cash/: per rider, the cash they should hand over (expected) and its orders. */
export const RiderCashSchema = z.object({
  rider: z.object({ id: IdSchema, name: z.string(), phone: z.string() }),
  expected: RupeesSchema,
  orders: z.array(CashOrderSchema),
});
export const RiderCashListSchema = z.array(RiderCashSchema);
export type RiderCash = z.infer<typeof RiderCashSchema>;

/** POST /admin/cash/settlements/: what the rider handed over for which orders. */
export const CashSettlementInputSchema = z.object({
  rider_id: IdSchema,
  order_ids: z.array(IdSchema).min(1, { error: 'Pick at least one order.' }).max(500),
  received: z
    .number({ error: 'Enter the amount received.' })
    .finite()
    .min(0, { error: 'The amount received cannot be negative.' })
    .max(10_000_000),
  note: z.string().trim().max(500).optional(),
});
export type CashSettlementInput = z.infer<typeof CashSettlementInputSchema>;

export const CashSettlementSchema = z.object({
  id: IdSchema,
  rider: z.object({ id: IdSchema, name: z.string() }),
  expected: RupeesSchema,
  received: RupeesSchema,
  /** received − expected; negative when the rider handed over less. Never hidden. */
  difference: RupeesSchema,
  note: z.string(),
  order_ids: z.array(IdSchema),
  staff_id: IdSchema.nullable(),
  created_at: TimestampSchema,
});
export type CashSettlement = z.infer<typeof CashSettlementSchema>;
export const CashSettlementListSchema = paginated(CashSettlementSchema);

/** GET /admin/pick-list/: what a packer walks the shelves with, by category, summed per product. */
export const PickListSchema = z.object({
  orders: z.array(
    z.object({
      id: IdSchema,
      tracking_id: z.string(),
      customer_name: z.string(),
      created_at: TimestampSchema,
      /** The delivery window it must leave for (the list is ordered by it, earliest first). */
      delivery_slot: OrderSlotSchema.nullable(),
      lines: z.array(z.object({ product_id: IdSchema, title: z.string(), quantity: z.number().int() })),
    }),
  ),
  categories: z.array(
    z.object({
      category: z.string(),
      products: z.array(
        z.object({
          product_id: IdSchema,
          title: z.string(),
          nepali_title: z.string(),
          quantity: z.number().int(),
          orders: z.number().int(),
        }),
      ),
    }),
  ),
  generated_at: TimestampSchema,
});
export type PickList = z.infer<typeof PickListSchema>;

/** A customer as the console lists them. */
export const AdminCustomerRowSchema = z.object({
  id: IdSchema,
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  created_at: TimestampSchema,
  orders: z.number().int(),
  blocked: z.boolean(),
  blocked_at: TimestampSchema.nullable(),
  blocked_reason: z.string(),
});
export type AdminCustomerRow = z.infer<typeof AdminCustomerRowSchema>;
export const AdminCustomerListSchema = paginated(AdminCustomerRowSchema);
export const AdminCustomerQuerySchema = PageQuerySchema.extend({
  /** A name, phone or e-mail (at most 100 characters). */
  q: z.string().trim().max(100).optional(),
  blocked: z.enum(['true', 'false']).optional(),
});

/** GET /admin/customers/{id}/: the customer with their orders and addresses. */
export const AdminCustomerDetailSchema = AdminCustomerRowSchema.extend({
  addresses: z.array(z.object({ id: IdSchema, full_name: z.string(), phone: z.string(), text: z.string() })),
  recent_orders: z.array(
    z.object({
      id: IdSchema,
      tracking_id: z.string(),
      created_at: TimestampSchema,
      status: z.enum(ORDER_STATUSES),
      payment_status: z.enum(PAYMENT_STATUSES),
      payment_method: z.enum(PAYMENT_METHODS),
      total: RupeesSchema,
    }),
  ),
});
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetailSchema>;

/** POST /admin/customers/{id}/block/ (and /admin/staff/{id}/deactivate/): why, kept with the account. */
export const BlockInputSchema = z.object({
  reason: z.string().trim().min(1, { error: 'Give a reason.' }).max(500),
});

/** A member of staff (staff, admin or rider) as the staff screen lists them. */
export const StaffAccountSchema = z.object({
  id: IdSchema,
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  role: z.enum(CONSOLE_ROLES),
  active: z.boolean(),
  created_at: TimestampSchema,
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;
export const StaffAccountListSchema = paginated(StaffAccountSchema);

const signup = SignupInputSchema.shape;
/** POST /admin/staff/: an admin adds a member of staff or a rider (the signup rules for each field). */
export const StaffCreateSchema = z.object({
  first_name: signup.first_name,
  last_name: signup.last_name,
  email: signup.email,
  phone: signup.phone,
  password: signup.password,
  role: z.enum(CONSOLE_ROLES, { error: 'Choose staff, admin or rider.' }),
});
export type StaffCreate = z.infer<typeof StaffCreateSchema>;

/** PATCH /admin/staff/{id}/: change the role, or (re)activate. */
export const StaffPatchSchema = z
  .object({ role: z.enum(CONSOLE_ROLES).optional(), active: z.boolean().optional() })
  .refine((v) => v.role !== undefined || v.active !== undefined, { error: 'Nothing to change.' });

/** GET /admin/jobs/failed/: a job that used up its retries (the dead-letter list). */
export const FailedJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  data: z.unknown(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  created_at: TimestampSchema,
  failed_at: TimestampSchema.nullable(),
});
export type FailedJobView = z.infer<typeof FailedJobSchema>;

/** An order whose money staff must act on: a refund due, or paid more than once. */
export const PaymentIssueSchema = z.object({
  id: IdSchema,
  tracking_id: z.string(),
  customer_name: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  total: RupeesSchema,
  /** Wallet attempts the gateway confirmed as paid (2 or more: paid twice). */
  paid_attempts: z.number().int(),
  /** What was taken in all: the sum of the paid attempts. */
  paid_amount: RupeesSchema,
  /** What the shop owes back (refund due): the whole total, or what a substitution took off it. */
  refund_amount: RupeesSchema,
  created_at: TimestampSchema,
});
export type PaymentIssue = z.infer<typeof PaymentIssueSchema>;
export const PaymentIssueQuerySchema = PageQuerySchema.extend({
  kind: z.enum(['refund_due', 'double_paid', 'refunded']).default('refund_due'),
});
export const PaymentIssueListSchema = paginated(PaymentIssueSchema);

/** POST /admin/orders/{id}/refund/: the refund made in the wallet's merchant portal, and its reference. */
const REFUND_REFERENCE = errorMessage('REFUND_REFERENCE_REQUIRED');
export const RefundInputSchema = z.object({
  reference: z.string({ error: REFUND_REFERENCE }).trim().min(1, { error: REFUND_REFERENCE }).max(100),
  note: z.string().trim().max(500).optional(),
});

/** GET /admin/invoices/: invoices and credit notes, newest first. */
export const AdminInvoiceSchema = z.object({
  id: IdSchema,
  // 'invoice' or 'credit_note'.
  kind: z.string(),
  number: z.string(),
  order_id: IdSchema,
  date_bs: z.string(),
  date_ad: z.string(),
  buyer_name: z.string(),
  buyer_pan: z.string().nullable(),
  total: RupeesSchema,
});
export const AdminInvoiceListSchema = paginated(AdminInvoiceSchema);
export const CreditNoteInputSchema = z.object({
  reason: z.string().trim().min(1, { error: 'Give the reason for the credit note.' }).max(500),
});
export const SalesRegisterQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12),
});
