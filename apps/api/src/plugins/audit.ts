import type { AuditEntityType } from '@kandamul/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { insertEntry } from '../modules/audit/audit.repo';

// The audit trail (docs/decisions/032): one hook writes a row for every change staff make through
// the console, so no admin route can forget it and none writes it twice.

const PREFIX = '/api/v1';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface AuditedRoute {
  action: string;
  entity: AuditEntityType;
}

/**
 * Every change the console can make: `METHOD path` (as the route is declared) → its action and what it
 * is about. The entity id is the path's `:id`, or the `id` of the created record for a create. A
 * mutating console route missing here is still audited, named after its path (see fallback), and
 * audit.test.ts fails until it is listed.
 */
export const AUDITED_ROUTES: Record<string, AuditedRoute> = {
  'POST /admin/orders/:id/status/': { action: 'order.status', entity: 'order' },
  'POST /admin/orders/:id/payment/': { action: 'order.payment', entity: 'order' },
  'POST /admin/orders/:id/lines/:lineId/short/': { action: 'order.short_pick', entity: 'order' },
  'POST /admin/orders/:id/refund/': { action: 'order.refund', entity: 'order' },
  'POST /admin/orders/:id/payments/:attempt/refund/': { action: 'order.attempt_refund', entity: 'order' },
  'POST /admin/orders/:id/credit-note/': { action: 'order.credit_note', entity: 'order' },
  'POST /admin/products/': { action: 'product.create', entity: 'product' },
  'PATCH /admin/products/:id/': { action: 'product.update', entity: 'product' },
  'POST /admin/products/:id/stock/': { action: 'stock.adjust', entity: 'product' },
  'POST /admin/products/:id/images/': { action: 'product.image_add', entity: 'product' },
  'PUT /admin/products/:id/images/order/': { action: 'product.image_order', entity: 'product' },
  'DELETE /admin/products/:id/images/:imageId/': { action: 'product.image_remove', entity: 'product' },
  'POST /admin/stock/import/': { action: 'stock.import', entity: 'stock' },
  'POST /admin/categories/': { action: 'category.create', entity: 'category' },
  'PATCH /admin/categories/:id/': { action: 'category.update', entity: 'category' },
  'POST /admin/categories/:id/image/': { action: 'category.image', entity: 'category' },
  'POST /admin/banners/': { action: 'banner.create', entity: 'banner' },
  'PATCH /admin/banners/:id/': { action: 'banner.update', entity: 'banner' },
  'POST /admin/banners/:id/image/': { action: 'banner.image', entity: 'banner' },
  'POST /admin/vouchers/': { action: 'voucher.create', entity: 'voucher' },
  'PATCH /admin/vouchers/:id/': { action: 'voucher.update', entity: 'voucher' },
  'POST /admin/customers/:id/block/': { action: 'customer.block', entity: 'customer' },
  'POST /admin/customers/:id/unblock/': { action: 'customer.unblock', entity: 'customer' },
  'POST /admin/staff/': { action: 'staff.create', entity: 'staff' },
  'PATCH /admin/staff/:id/': { action: 'staff.update', entity: 'staff' },
  'POST /admin/cash/settlements/': { action: 'cash.settle', entity: 'cash_settlement' },
  'PUT /admin/reviews/:id/hidden/': { action: 'review.hidden', entity: 'review' },
  'POST /admin/jobs/failed/:id/retry/': { action: 'job.retry', entity: 'job' },
  'DELETE /admin/jobs/failed/:id/': { action: 'job.discard', entity: 'job' },
  'POST /admin/slots/': { action: 'slot.create', entity: 'slot' },
  'PATCH /admin/slots/:id/': { action: 'slot.update', entity: 'slot' },
  'DELETE /admin/slots/:id/': { action: 'slot.remove', entity: 'slot' },
};

/** Mutating console routes that change nothing (a preview): no row. */
export const NOT_CHANGES = new Set(['POST /admin/stock/import/preview/']);

/** A route nobody listed yet: 'PATCH /admin/slots/:id/' → slots.patch about 'other'. */
function fallback(key: string): AuditedRoute {
  const [method, path] = key.split(' ');
  const first = path!.split('/').filter((s) => s && s !== 'admin' && !s.startsWith(':'))[0] ?? 'admin';
  return { action: `${first}.${method!.toLowerCase()}`, entity: 'other' };
}

const SECRET_KEY = /pass(word)?|token|secret|otp|authorization|cookie/i;
const MAX_TEXT = 200;
const MAX_ITEMS = 50;

/** A body as the trail keeps it: secrets as '[hidden]', long texts and lists cut, no deeper than 4. */
export function compact(value: unknown, depth = 0): unknown {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (depth >= 4) return '…';
  if (Array.isArray(value)) {
    const kept = value.slice(0, MAX_ITEMS).map((v) => compact(v, depth + 1));
    return value.length > MAX_ITEMS ? [...kept, `… ${value.length - MAX_ITEMS} more`] : kept;
  }
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>))
      out[k] = SECRET_KEY.test(k) ? '[hidden]' : compact(v, depth + 1);
    return out;
  }
  return String(value);
}

/** What the request carried: JSON compacted; a file (picture, CSV) only as its type and size. */
function bodySummary(request: FastifyRequest): unknown {
  const type = String(request.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  const body = request.body;
  if (type === 'application/json' || (type === '' && body && typeof body === 'object')) return compact(body);
  if (body === undefined && !request.headers['content-length']) return null;
  return { file: type || 'unknown', bytes: Number(request.headers['content-length'] ?? 0) };
}

/** The body, and the path's other ids (the line of a short pick) when there are any. */
function summaryOf(request: FastifyRequest): Record<string, unknown> {
  const { id: _id, ...others } = (request.params ?? {}) as Record<string, unknown>;
  return { ...(Object.keys(others).length ? { params: others } : {}), body: bodySummary(request) };
}

function entityId(request: FastifyRequest, result: unknown, entity: AuditEntityType): string {
  const params = (request.params ?? {}) as Record<string, unknown>;
  if (params.id !== undefined) return String(params.id);
  if (entity === 'stock') return '';
  const created = result && typeof result === 'object' ? (result as { id?: unknown }).id : undefined;
  return created === undefined || created === null ? '' : String(created);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The object a console route answered with, kept for its audit row (a created record's id). */
    auditResult: unknown;
  }
}

async function auditPlugin(app: FastifyInstance) {
  app.decorateRequest('auditResult', undefined);
  const audited = (request: FastifyRequest) => {
    const url = request.routeOptions.url;
    if (!MUTATING.has(request.method) || !url?.startsWith(`${PREFIX}/admin/`)) return null;
    const key = `${request.method} ${url.slice(PREFIX.length)}`;
    return NOT_CHANGES.has(key) ? null : key;
  };
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (audited(request)) request.auditResult = payload;
    return payload;
  });
  // onSend, awaited: the 2xx leaves only once its row is written, so a client that saw its change
  // succeed can find it in the trail. Refused changes (4xx) and errors write nothing.
  app.addHook('onSend', async (request, reply, payload) => {
    const key = audited(request);
    if (!key || reply.statusCode < 200 || reply.statusCode >= 300 || request.userId === null) return payload;
    const route = AUDITED_ROUTES[key] ?? fallback(key);
    try {
      await insertEntry(app.db, {
        actorId: request.userId,
        actorRole: request.role,
        action: route.action,
        entityType: route.entity,
        entityId: entityId(request, request.auditResult, route.entity),
        summary: summaryOf(request),
        ip: request.ip ?? '',
        route: `${request.method} ${request.routeOptions.url}`,
      });
    } catch (err) {
      // The change has landed: answering an error would invite a second one. Loud in the log instead.
      request.log.error({ err, audit: key }, 'audit row not written');
    }
    return payload;
  });
}

export default fp(auditPlugin, { name: 'audit', dependencies: ['auth'] });
