import { z } from 'zod';
import { ROLES } from '../orders/roles';
import { IdParamSchema, IdSchema, paginated, PageQuerySchema, TimestampSchema } from './common';

// The audit trail of the staff console (docs/decisions/032): who changed what, when, from where.

/** What a change in the console is about; the console's filter offers these. */
export const AUDIT_ENTITY_TYPES = [
  'order',
  'product',
  'stock',
  'category',
  'banner',
  'voucher',
  'customer',
  'staff',
  'cash_settlement',
  'review',
  'job',
  'slot',
  'other',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** One row of the audit trail. `summary` is the request as sent, compacted (never secrets or file bytes). */
export const AuditEntrySchema = z.object({
  id: IdSchema,
  at: TimestampSchema,
  actor_id: IdSchema.nullable(),
  actor_name: z.string(),
  actor_role: z.enum(ROLES),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  summary: z.unknown(),
  ip: z.string(),
  route: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditListSchema = paginated(AuditEntrySchema);

/** GET /admin/audit/?actor_id=&entity_type=&entity_id=&from=&to=&page=&page_size= (dates are Nepal days). */
export const AuditQuerySchema = PageQuerySchema.extend({
  actor_id: IdParamSchema.optional(),
  entity_type: z.enum(AUDIT_ENTITY_TYPES).optional(),
  entity_id: z.string().trim().max(64).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;
