import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createCustomer, DB_KINDS, type TestApp } from '../../../test/helpers';
import { hashPassword } from '../auth/password';
import {
  createAddress,
  type Customer,
  createPlacesApp,
  insertShopProducts,
  insertStations,
} from '../../../test/fixtures/orders.fixtures';

const BLOCKED = 'This account has been blocked. Please contact Kandamul support.';

describe.each(DB_KINDS)('the console: customers and staff (%s)', (kind) => {
  let t: TestApp;
  let stations: Awaited<ReturnType<typeof insertStations>>;
  let staff: Customer;
  let admin: Customer;
  beforeAll(async () => {
    t = await createPlacesApp(kind);
    stations = await insertStations(t.database.db);
    staff = await createCustomer(t, { role: 'staff' });
    admin = await createCustomer(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const call = (
    who: { auth: { authorization: string } } | null,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: who ? who.auth : {},
      ...(payload ? { payload } : {}),
    });
  const login = (phone_or_email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/login/', payload: { phone_or_email, password } });
  const bearer = (token: string) => ({ auth: { authorization: `Bearer ${token}` } });

  it('searches customers by name, phone or e-mail, and shows one with their orders and addresses', async () => {
    const c = await createCustomer(t, {
      firstName: 'Kumari',
      lastName: 'Gurungsearch',
      email: 'kumari.g@example.com',
    });
    await createAddress(t, c, { location: 'Lakeside 6', nearest_branch: stations.kathmandu });
    const found = await call(staff, 'GET', '/admin/customers/?q=kumari%20gurungsearch');
    expect(found.statusCode).toBe(200);
    expect(found.json().results.map((r: { id: number }) => r.id)).toEqual([c.id]);
    expect((await call(staff, 'GET', '/admin/customers/?q=KUMARI.G@EXAMPLE')).json().count).toBe(1);
    // Staff are not customers.
    expect((await call(staff, 'GET', `/admin/customers/${staff.id}/`)).statusCode).toBe(404);
    const detail = await call(staff, 'GET', `/admin/customers/${c.id}/`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ name: 'Kumari Gurungsearch', blocked: false, orders: 0 });
    expect(detail.json().addresses[0].text).toContain('Lakeside 6');
  });

  it('a blocked customer cannot log in, refresh, keep their session or check out; unblocked they can', async () => {
    const c = await createCustomer(t, { firstName: 'Blockme' });
    const [row] = await db()
      .update(users)
      .set({ passwordHash: await hashPassword('Secret1!') })
      .where(eq(users.id, c.id))
      .returning();
    const session = await login(row!.phone, 'Secret1!');
    expect(session.statusCode).toBe(200);
    const { access_token, refresh_token } = session.json();
    expect((await call(bearer(access_token), 'GET', '/profile/')).statusCode).toBe(200);

    expect((await call(staff, 'POST', `/admin/customers/${c.id}/block/`, { reason: '' })).statusCode).toBe(
      400,
    );
    const blocked = await call(staff, 'POST', `/admin/customers/${c.id}/block/`, { reason: 'fake orders' });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ blocked: true, blocked_reason: 'fake orders' });

    // The session ends at once, the refresh token is dead, a new login is refused with a clear message.
    expect((await call(bearer(access_token), 'GET', '/profile/')).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/token/refresh/',
      payload: { refresh: refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    const refused = await login(row!.phone, 'Secret1!');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_BLOCKED', message: BLOCKED });
    // A wrong password still says only that the pair is wrong.
    expect((await login(row!.phone, 'Wrong1!x')).statusCode).toBe(401);
    // A token signed with the current version (as if in the same instant) cannot order.
    const [now] = await db().select({ v: users.tokenVersion }).from(users).where(eq(users.id, c.id));
    const fresh = bearer(
      await t.app.tokens.sign(c.id, undefined, { role: 'customer', tokenVersion: now!.v }),
    );
    const items = await insertShopProducts(db(), [{ title: 'Honey 500 g', pricePaisa: 50_000, stock: 5 }]);
    const checkout = await call(fresh, 'POST', '/checkout/', {
      product_id: [items[0]!.id],
      qtys: [1],
      location: 1,
    });
    expect(checkout.statusCode).toBe(403);
    expect(checkout.json().code).toBe('ACCOUNT_BLOCKED');
    expect(
      (await call(staff, 'GET', '/admin/customers/?blocked=true'))
        .json()
        .results.map((r: { id: number }) => r.id),
    ).toContain(c.id);

    const unblocked = await call(staff, 'POST', `/admin/customers/${c.id}/unblock/`);
    expect(unblocked.json()).toMatchObject({ blocked: false, blocked_reason: '' });
    expect((await login(row!.phone, 'Secret1!')).statusCode).toBe(200);
  });

  it('an admin adds a rider who can log in, changes the role, deactivates them', async () => {
    const body = {
      first_name: 'Bikash',
      last_name: 'Tamang',
      email: `bikash${Date.now()}@kandamul.com.np`,
      phone: '+977 984-1234567',
      password: 'Rider@12345',
      role: 'rider',
    };
    expect((await call(staff, 'POST', '/admin/staff/', body)).statusCode).toBe(403);
    expect((await call(admin, 'POST', '/admin/staff/', { ...body, phone: '1234567890' })).statusCode).toBe(
      400,
    );
    expect((await call(admin, 'POST', '/admin/staff/', { ...body, role: 'customer' })).statusCode).toBe(400);
    const created = await call(admin, 'POST', '/admin/staff/', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ role: 'rider', active: true, phone: '9841234567' });
    const id = created.json().id as number;
    expect((await call(admin, 'POST', '/admin/staff/', body)).statusCode).toBe(409);

    const session = await login(body.email, body.password);
    expect(session.statusCode).toBe(200);
    const rider = bearer(session.json().access_token);
    expect((await call(rider, 'GET', '/admin/orders/')).statusCode).toBe(200);
    expect((await call(admin, 'GET', '/admin/riders/')).json().map((r: { id: number }) => r.id)).toContain(
      id,
    );

    // Made staff: the old session ends (it carried the rider role); the new login is staff.
    const promoted = await call(admin, 'PATCH', `/admin/staff/${id}/`, { role: 'staff' });
    expect(promoted.json().role).toBe('staff');
    expect((await call(rider, 'GET', '/admin/orders/')).statusCode).toBe(401);
    const asStaff = bearer((await login(body.email, body.password)).json().access_token);
    expect((await call(asStaff, 'GET', '/admin/dashboard/')).statusCode).toBe(200);

    const off = await call(admin, 'PATCH', `/admin/staff/${id}/`, { active: false });
    expect(off.json().active).toBe(false);
    expect((await call(asStaff, 'GET', '/admin/dashboard/')).statusCode).toBe(401);
    expect((await login(body.email, body.password)).statusCode).toBe(403);
    const list = await call(admin, 'GET', '/admin/staff/?page_size=100');
    expect(list.json().results.find((r: { id: number }) => r.id === id)).toMatchObject({
      active: false,
      role: 'staff',
    });
    expect((await call(admin, 'PATCH', `/admin/staff/${id}/`, { active: true })).json().active).toBe(true);
    expect((await login(body.email, body.password)).statusCode).toBe(200);
    expect((await call(admin, 'PATCH', `/admin/staff/${id}/`, {})).statusCode).toBe(400);
  });

  it('an admin cannot demote or deactivate themself (so the shop always keeps an admin)', async () => {
    const me = await createCustomer(t, { role: 'admin' });
    const self = await call(me, 'PATCH', `/admin/staff/${me.id}/`, { active: false });
    expect(self.statusCode).toBe(403);
    expect((await call(me, 'PATCH', `/admin/staff/${me.id}/`, { role: 'staff' })).statusCode).toBe(403);
    const [row] = await db().select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ role: 'admin', blockedAt: null });
    // Another admin may.
    expect((await call(admin, 'PATCH', `/admin/staff/${me.id}/`, { role: 'staff' })).json().role).toBe(
      'staff',
    );
  });
});
