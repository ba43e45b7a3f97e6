import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The audit trail: one row per change staff made through the console (docs/decisions/032). Written by
 * one hook on every mutating /admin/ route (plugins/audit.ts); never updated or deleted by the shop.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Who: the member of staff (kept when the account is removed: the id stays, the link goes). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: varchar('actor_role', { length: 16 }).notNull(),
    /** What: 'order.status', 'product.update'… (AUDIT_ACTIONS in plugins/audit-actions.ts). */
    action: varchar('action', { length: 60 }).notNull(),
    entityType: varchar('entity_type', { length: 40 }).notNull(),
    /** Text: most ids are numbers, a failed job's is a uuid; empty for a change of many (a stock count). */
    entityId: varchar('entity_id', { length: 64 }).notNull().default(''),
    /** The request as sent, compacted: secrets and file bytes never, long texts cut. */
    summary: jsonb('summary').notNull(),
    /** Where from: the caller's address as the server saw it (behind TRUST_PROXY, the shopper's). */
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    /** The route, 'POST /api/v1/admin/orders/:id/status/', for anything the action leaves out. */
    route: text('route').notNull(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.at),
  ],
);
