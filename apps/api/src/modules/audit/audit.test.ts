import { randomInt } from 'node:crypto';
import { asc, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createCustomer, DB_KINDS, type TestApp } from '../../../test/helpers';
import {
  createAddress,
  type Customer,
  createPlacesApp,
  insertShopProducts,
  insertStations,
} from '../../../test/fixtures/orders.fixtures';
import { documentedRoutes } from '../../../test/security/openapi';
import { AUDITED_ROUTES, NOT_CHANGES } from '../../plugins/audit';

// The audit trail (docs/decisions/032): every change made through the console is one row with its
// actor, entity, a compact summary and the caller's address; a refused change is none.
describe.each(DB_KINDS)('the console: audit trail (%s)', (kind) => {
  let t: TestApp;
  let staff: Customer;
  let admin: Customer;
  let customer: Customer;
  let stations: Awaited<ReturnType<typeof insertStations>>;
  let items: Awaited<ReturnType<typeof insertShopProducts>>;
  beforeAll(async () => {
    t = await createPlacesApp(kind);
    stations = await insertStations(t.database.db);
    staff = await createCustomer(t, { role: 'staff', firstName: 'Hari', lastName: 'Packer' });
    admin = await createCustomer(t, { role: 'admin', firstName: 'Gita', lastName: 'Owner' });
    customer = await createCustomer(t);
    items = await insertShopProducts(t.database.db, [
      { title: 'Jumli Marsi Rice 5 kg', pricePaisa: 90_000, stock: 20 },
      { title: 'Ilam Tea 250 g', pricePaisa: 40_000, stock: 5 },
    ]);
  });
  afterAll(() => t.close());

  type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  const call = (who: Customer | null, method: Method, url: string, payload?: object, headers = {}) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...(who ? who.auth : {}), ...headers },
      ...(payload ? { payload } : {}),
    });
  const lastId = async () => {
    const rows = await t.database.db.select({ id: auditLog.id }).from(auditLog);
    return rows.reduce((m, r) => Math.max(m, r.id), 0);
  };
  /** The rows written since `after`, oldest first. */
  const since = (after: number) =>
    t.database.db.select().from(auditLog).where(gt(auditLog.id, after)).orderBy(asc(auditLog.id));

  it('writes exactly one row per change, with the actor, the entity, the body and the address', async () => {
    const before = await lastId();
    const res = await call(
      admin,
      'PATCH',
      `/admin/products/${items[0]!.id}/`,
      { selling_price: 880, title: 'Jumli Marsi Rice 5 kg (new crop)' },
      { 'x-forwarded-for': '203.0.113.9' },
    );
    expect(res.statusCode).toBe(200);
    const rows = await since(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: admin.id,
      actorRole: 'admin',
      action: 'product.update',
      entityType: 'product',
      entityId: String(items[0]!.id),
      summary: { body: { selling_price: 880, title: 'Jumli Marsi Rice 5 kg (new crop)' } },
      route: 'PATCH /api/v1/admin/products/:id/',
    });
    expect(rows[0]!.ip).toBe('127.0.0.1');
    expect(Date.now() - rows[0]!.at.getTime()).toBeLessThan(60_000);

    const stock = await call(staff, 'POST', `/admin/products/${items[1]!.id}/stock/`, {
      change: 12,
      reason: 'restock',
    });
    expect(stock.statusCode).toBe(201);
    const [restock, ...more] = await since(before + 1);
    expect(more).toEqual([]);
    expect(restock).toMatchObject({
      actorId: staff.id,
      actorRole: 'staff',
      action: 'stock.adjust',
      entityType: 'product',
      entityId: String(items[1]!.id),
      summary: { body: { change: 12, reason: 'restock' } },
    });
  });

  it('names a created record by the id it got, and never keeps a password', async () => {
    const before = await lastId();
    const n = String(randomInt(10_000_000)).padStart(7, '0');
    const res = await call(admin, 'POST', '/admin/staff/', {
      first_name: 'Ram',
      last_name: 'Rider',
      email: `ram${n}@example.com`,
      phone: `981${n}`,
      password: 'Rider@12345',
      role: 'rider',
    });
    expect(res.statusCode).toBe(201);
    const rows = await since(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'staff.create',
      entityType: 'staff',
      entityId: String(res.json().id),
    });
    const kept = JSON.stringify(rows[0]!.summary);
    expect(kept).not.toContain('Rider@12345');
    expect(kept).toContain('[hidden]');
  });

  it('keeps a file as its type and size, never its bytes; a preview writes nothing', async () => {
    const file = `slug,counted\n${items[0]!.slug},25\n`;
    const before = await lastId();
    const headers = { 'content-type': 'text/csv' };
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/stock/import/preview/',
      headers: { ...staff.auth, ...headers },
      payload: file,
    });
    expect(preview.statusCode).toBe(200);
    expect(await since(before)).toEqual([]);
    const apply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/stock/import/',
      headers: { ...staff.auth, ...headers },
      payload: file,
    });
    expect(apply.statusCode).toBe(200);
    const rows = await since(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'stock.import',
      entityType: 'stock',
      summary: { body: { file: 'text/csv', bytes: Buffer.byteLength(file) } },
    });
    expect(JSON.stringify(rows[0]!.summary)).not.toContain(items[0]!.slug);
  });

  it('writes nothing for a refused change: 400, 403, 404, 409 and 422', async () => {
    const c = await createCustomer(t);
    const address = await createAddress(t, c, { nearest_branch: stations.kathmandu });
    const placed = await call(c, 'POST', '/checkout/', {
      product_id: [items[0]!.id],
      qtys: [1],
      location: address.id,
    });
    expect(placed.statusCode).toBe(201);
    await t.app.backgroundSettled();
    const orderId = placed.json().order_id as number;

    const before = await lastId();
    const refused = [
      // 422: an illegal move (Order Processing cannot jump to Delivered).
      await call(staff, 'POST', `/admin/orders/${orderId}/status/`, { status: 'Delivered' }),
      // 409: stock below zero.
      await call(staff, 'POST', `/admin/products/${items[1]!.id}/stock/`, {
        change: -10_000,
        reason: 'damage',
      }),
      // 403: staff may not edit prices; a customer may not touch the console at all.
      await call(staff, 'PATCH', `/admin/products/${items[0]!.id}/`, { selling_price: 1 }),
      await call(customer, 'POST', `/admin/products/${items[1]!.id}/stock/`, {
        change: 1,
        reason: 'restock',
      }),
      // 400 and 404.
      await call(admin, 'PATCH', `/admin/products/${items[0]!.id}/`, { selling_price: 99_999 }),
      await call(admin, 'PATCH', '/admin/products/999999/', { title: 'Nothing' }),
      // 401: no login.
      await call(null, 'POST', `/admin/customers/${c.id}/block/`, { reason: 'Test' }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([422, 409, 403, 403, 400, 404, 401]);
    expect(await since(before)).toEqual([]);

    // The same move, legal, is one row about the order.
    const ok = await call(staff, 'POST', `/admin/orders/${orderId}/status/`, { status: 'Packed' });
    expect(ok.statusCode).toBe(200);
    const rows = await since(before);
    expect(rows.map((r) => [r.action, r.entityType, r.entityId])).toEqual([
      ['order.status', 'order', String(orderId)],
    ]);
  });

  it('is read by admins only, filtered by staff, entity and days, paginated on the server', async () => {
    for (const who of [customer, staff])
      expect((await call(who, 'GET', '/admin/audit/')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/admin/audit/')).statusCode).toBe(401);

    const all = await call(admin, 'GET', '/admin/audit/?page_size=2');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.count).toBeGreaterThanOrEqual(5);
    expect(body.results).toHaveLength(2);
    expect(body.next).toContain('page=2');
    // Newest first.
    expect(body.results[0].id).toBeGreaterThan(body.results[1].id);

    const byStaff = (await call(admin, 'GET', `/admin/audit/?actor_id=${staff.id}&page_size=100`)).json();
    expect(byStaff.results.length).toBeGreaterThanOrEqual(3);
    for (const r of byStaff.results)
      expect(r).toMatchObject({ actor_id: staff.id, actor_name: 'Hari Packer' });

    const product = (
      await call(admin, 'GET', `/admin/audit/?entity_type=product&entity_id=${items[0]!.id}`)
    ).json();
    expect(product.results.map((r: { action: string }) => r.action)).toEqual(['product.update']);

    const today = new Date(Date.now() + 345 * 60_000).toISOString().slice(0, 10);
    expect((await call(admin, 'GET', `/admin/audit/?from=${today}&to=${today}`)).json().count).toBe(
      body.count,
    );
    expect((await call(admin, 'GET', '/admin/audit/?to=2020-01-01')).json().count).toBe(0);
    expect((await call(admin, 'GET', '/admin/audit/?entity_type=planet')).statusCode).toBe(400);
  });

  it('knows every change the console can make (each mutating /admin/ route is listed)', async () => {
    const routes = await documentedRoutes(t.app);
    const mutating = routes
      .filter((r) => r.path.startsWith('/api/v1/admin/') && r.method !== 'GET')
      .map((r) => `${r.method} ${r.path.slice('/api/v1'.length).replace(/\{(\w+)\}/g, ':$1')}`);
    expect(mutating.length).toBeGreaterThan(25);
    const unlisted = mutating.filter((k) => !(k in AUDITED_ROUTES) && !NOT_CHANGES.has(k));
    expect(unlisted).toEqual([]);
  });
});
