import type { AuditEntry, AuditQuery, Paginated, Role } from '@kandamul/domain';
import type { Db } from '../../db/client';
import { pageOffset, paginate } from '../../plugins/pagination';
import * as repo from './audit.repo';

/** The audit trail for the console, newest first, filtered by staff, entity and days. */
export async function listAudit(db: Db, url: string, query: AuditQuery): Promise<Paginated<AuditEntry>> {
  const [count, rows] = await Promise.all([
    repo.countEntries(db, query),
    repo.listEntries(db, query, query.page_size, pageOffset(query)),
  ]);
  return paginate(
    url,
    query,
    count,
    rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor_id: r.actorId,
      actor_name: [r.firstName, r.lastName].filter(Boolean).join(' '),
      actor_role: r.actorRole as Role,
      action: r.action,
      entity_type: r.entityType,
      entity_id: r.entityId,
      summary: r.summary,
      ip: r.ip,
      route: r.route,
    })),
  );
}
