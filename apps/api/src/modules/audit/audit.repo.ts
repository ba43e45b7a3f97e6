import type { AuditQuery } from '@kandamul/domain';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';

export type AuditInsert = typeof auditLog.$inferInsert;

export async function insertEntry(db: Db, entry: AuditInsert): Promise<void> {
  await db.insert(auditLog).values(entry);
}

const NEPAL_OFFSET = '+05:45';

/** The WHERE of the audit list: dates are the shop's days (Nepal time), the end day included. */
function auditFilter(q: AuditQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (q.actor_id !== undefined) where.push(eq(auditLog.actorId, q.actor_id));
  if (q.entity_type) where.push(eq(auditLog.entityType, q.entity_type));
  if (q.entity_id) where.push(eq(auditLog.entityId, q.entity_id));
  if (q.from) where.push(gte(auditLog.at, new Date(`${q.from}T00:00:00${NEPAL_OFFSET}`)));
  if (q.to) {
    const end = new Date(`${q.to}T00:00:00${NEPAL_OFFSET}`);
    end.setUTCDate(end.getUTCDate() + 1);
    where.push(lt(auditLog.at, end));
  }
  return and(...where);
}

export async function countEntries(db: Db, q: AuditQuery): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(auditFilter(q));
  return Number(row?.n ?? 0);
}

/** One page of the trail, newest first, with the actor's name as it is now. */
export async function listEntries(db: Db, q: AuditQuery, limit: number, offset: number) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorId: auditLog.actorId,
      actorRole: auditLog.actorRole,
      firstName: users.firstName,
      lastName: users.lastName,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      summary: auditLog.summary,
      ip: auditLog.ip,
      route: auditLog.route,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(auditFilter(q))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}
