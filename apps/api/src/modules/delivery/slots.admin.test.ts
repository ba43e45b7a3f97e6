import type { AdminSlotTemplate } from '@kandamul/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, DB_KINDS, type TestApp } from '../../../test/helpers';
import {
  createPlacesApp,
  type Customer,
  insertStation,
  PLACES,
} from '../../../test/fixtures/orders.fixtures';
import { stationSlots } from './slots.service';

describe.each(DB_KINDS)('delivery slots in the console (%s)', (kind) => {
  let t: TestApp;
  let staff: Customer;
  let customer: Customer;
  let stationId: number;
  beforeAll(async () => {
    t = await createPlacesApp(kind);
    staff = await createCustomer(t, { role: 'staff' });
    customer = await createCustomer(t);
    stationId = await insertStation(t.database.db, {
      name: `Console slot station ${Math.random().toString(36).slice(2, 8)}`,
      provinceId: PLACES.bagmati,
      districtId: PLACES.kathmanduDistrict,
      municipalityId: PLACES.kathmanduMetro,
      latitude: 27.7,
      longitude: 85.3,
    });
  });
  afterAll(() => t.close());

  const call = (
    who: Customer | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1/admin${url}`,
      headers: who ? who.auth : {},
      ...(payload ? { payload } : {}),
    });
  const mine = async () =>
    ((await call(staff, 'GET', '/slots/')).json().data as AdminSlotTemplate[]).filter(
      (s) => s.station_id === stationId,
    );
  const window = (over: object = {}) => ({
    station_id: stationId,
    start: '08:00',
    end: '10:00',
    capacity: 20,
    cutoff_minutes: 120,
    ...over,
  });

  it('a customer gets 403 and a caller without a login 401 on every slot route', async () => {
    for (const [method, url] of [
      ['GET', '/slots/'],
      ['POST', '/slots/'],
      ['PATCH', '/slots/1/'],
      ['DELETE', '/slots/1/'],
    ] as const) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : window();
      expect((await call(customer, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('staff add windows (every day or one weekday), see them by day and start, change capacity and cut-off, remove one', async () => {
    const daily = await call(staff, 'POST', '/slots/', window());
    expect(daily.statusCode, daily.body).toBe(201);
    expect(daily.json()).toMatchObject({
      station_id: stationId,
      weekday: null,
      start: '08:00',
      end: '10:00',
      capacity: 20,
      cutoff_minutes: 120,
      active: true,
    });
    const saturday = await call(
      staff,
      'POST',
      '/slots/',
      window({ weekday: 6, start: '16:00', end: '24:00', capacity: 5 }),
    );
    expect(saturday.statusCode, saturday.body).toBe(201);
    expect(saturday.json()).toMatchObject({ weekday: 6, start: '16:00', end: '24:00' });
    // The same start on another day kind is another window; on the same one it is refused.
    expect((await call(staff, 'POST', '/slots/', window({ weekday: 6 }))).statusCode).toBe(201);
    const twice = await call(staff, 'POST', '/slots/', window());
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('SLOT_EXISTS');
    expect((await call(staff, 'POST', '/slots/', window({ station_id: 99999999 }))).statusCode).toBe(404);
    const list = (await call(staff, 'GET', '/slots/')).json();
    expect(list.stations).toEqual(expect.arrayContaining([expect.objectContaining({ id: stationId })]));
    expect(await mine()).toEqual([
      expect.objectContaining({ weekday: null, start: '08:00' }),
      expect.objectContaining({ weekday: 6, start: '08:00' }),
      expect.objectContaining({ weekday: 6, start: '16:00' }),
    ]);

    const id = daily.json().id as number;
    const changed = await call(staff, 'PATCH', `/slots/${id}/`, { capacity: 0, cutoff_minutes: 60 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id, capacity: 0, cutoff_minutes: 60, start: '08:00' });
    expect((await call(staff, 'PATCH', '/slots/99999999/', { capacity: 3 })).statusCode).toBe(404);

    // Removed: gone from the list and from what checkout offers; added again, it comes back.
    expect((await call(staff, 'DELETE', `/slots/${saturday.json().id}/`)).statusCode).toBe(204);
    expect((await call(staff, 'DELETE', `/slots/${saturday.json().id}/`)).statusCode).toBe(404);
    expect((await call(staff, 'PATCH', `/slots/${saturday.json().id}/`, { capacity: 3 })).statusCode).toBe(
      404,
    );
    expect((await mine()).map((s) => s.start)).toEqual(['08:00', '08:00']);
    const back = await call(staff, 'POST', '/slots/', window({ weekday: 6, start: '16:00', end: '20:00' }));
    expect(back.statusCode).toBe(201);
    expect(back.json()).toMatchObject({ id: saturday.json().id, end: '20:00' });
  });

  it('checkout offers a weekday window only on that weekday, with the capacity staff set', async () => {
    const s = await insertStation(t.database.db, {
      name: `Weekday station ${Math.random().toString(36).slice(2, 8)}`,
      provinceId: PLACES.bagmati,
      districtId: PLACES.kathmanduDistrict,
      municipalityId: PLACES.kathmanduMetro,
      latitude: 27.7,
      longitude: 85.3,
    });
    // Friday 2026-11-27 in Nepal; 06:00 Nepal on the Thursday before.
    const now = new Date('2026-11-26T00:15:00.000Z');
    expect(
      (
        await call(
          staff,
          'POST',
          '/slots/',
          window({ station_id: s, weekday: 5, start: '10:00', end: '12:00' }),
        )
      ).statusCode,
    ).toBe(201);
    const daily = await call(
      staff,
      'POST',
      '/slots/',
      window({ station_id: s, start: '18:00', end: '20:00' }),
    );
    await call(staff, 'PATCH', `/slots/${daily.json().id}/`, { capacity: 0 });
    const offered = await stationSlots(t.database.db, s, now);
    const friday = offered.filter((o) => o.starts_at === '2026-11-27T04:15:00.000Z');
    expect(friday).toHaveLength(1);
    expect(offered.filter((o) => o.starts_at.endsWith('T04:15:00.000Z'))).toHaveLength(1);
    // Capacity 0: listed, full, not available.
    expect(
      offered.filter((o) => o.starts_at.endsWith('T12:15:00.000Z')).every((o) => o.full && !o.available),
    ).toBe(true);
  });

  it('refuses a negative capacity, a cut-off out of range, an end not after the start, a bad time (400, field by field)', async () => {
    const cases: Array<[object, string]> = [
      [window({ capacity: -1 }), 'capacity'],
      [window({ capacity: 2.5 }), 'capacity'],
      [window({ cutoff_minutes: -5 }), 'cutoff_minutes'],
      [window({ cutoff_minutes: 10_081 }), 'cutoff_minutes'],
      [window({ start: '10:00', end: '08:00' }), 'end'],
      [window({ start: '10:00', end: '10:00' }), 'end'],
      [window({ start: '10:00', end: '10:10' }), 'end'],
      [window({ start: '25:00' }), 'start'],
      [window({ start: 'eight' }), 'start'],
      [window({ weekday: 7 }), 'weekday'],
    ];
    for (const [body, field] of cases) {
      const res = await call(staff, 'POST', '/slots/', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    const [first] = await mine();
    const id = first!.id;
    for (const body of [{ capacity: -1 }, { cutoff_minutes: 20_000 }, {}, { capacity: 'many' }]) {
      expect((await call(staff, 'PATCH', `/slots/${id}/`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call(staff, 'PATCH', '/slots/abc/', { capacity: 1 })).statusCode).toBe(400);
  });
});
