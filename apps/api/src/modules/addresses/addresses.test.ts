import { MESSAGES } from '@kandamul/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, DB_KINDS, type TestApp } from '../../../test/helpers';
import {
  addressBody,
  createAddress,
  createPlacesApp,
  insertStations,
  PLACES,
} from '../../../test/fixtures/orders.fixtures';

describe.each(DB_KINDS)('addresses and places (%s)', (kind) => {
  let t: TestApp;
  let stations: Awaited<ReturnType<typeof insertStations>>;
  beforeAll(async () => {
    t = await createPlacesApp(kind);
    stations = await insertStations(t.database.db);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

  describe('cascade of places', () => {
    it('lists the 7 provinces sorted by name, with Nepali names', async () => {
      const res = await get('/order/address/address-form-data/provinces/');
      expect(res.statusCode).toBe(200);
      const data = res.json().data as Array<{ id: number; name: string; name_ne: string }>;
      expect(data).toHaveLength(7);
      expect(data.map((p) => p.name)).toEqual([...data.map((p) => p.name)].sort());
      expect(data.find((p) => p.id === PLACES.bagmati)).toEqual({
        id: 3,
        name: 'Bagmati',
        name_ne: 'बागमती',
      });
    });

    it('lists all 77 districts across the provinces and 753 local levels across the districts', async () => {
      const provinces = (await get('/order/address/address-form-data/provinces/')).json().data as Array<{
        id: number;
      }>;
      let districts: Array<{ id: number }> = [];
      for (const p of provinces) {
        const res = await get(`/order/address/provinces/${p.id}/districts/`);
        expect(res.statusCode).toBe(200);
        districts = districts.concat(res.json().data);
      }
      expect(districts).toHaveLength(77);
      let locals = 0;
      for (const d of districts)
        locals += (await get(`/order/address/districts/${d.id}/municipalities/`)).json().data.length;
      expect(locals).toBe(753);
    });

    it('gives municipalities sorted by name with type, wards and full names', async () => {
      const res = await get(`/order/address/districts/${PLACES.kathmanduDistrict}/municipalities/`);
      const data = res.json().data as Array<{
        id: number;
        name: string;
        full_name: string;
        type: string;
        wards: number;
      }>;
      expect(data.map((m) => m.name)).toEqual([...data.map((m) => m.name)].sort((a, b) => (a < b ? -1 : 1)));
      const ktm = data.find((m) => m.id === PLACES.kathmanduMetro)!;
      expect(ktm).toMatchObject({
        name: 'Kathmandu',
        type: 'metropolitan',
        full_name: 'Kathmandu Metropolitan City',
      });
      expect(ktm.wards).toBeGreaterThan(0);
    });

    it('answers 404 for an unknown province or district and 400 for a bad id', async () => {
      expect((await get('/order/address/provinces/99/districts/')).statusCode).toBe(404);
      expect((await get('/order/address/districts/9999/municipalities/')).statusCode).toBe(404);
      expect((await get('/order/address/provinces/abc/districts/')).statusCode).toBe(400);
    });
  });

  describe('nearest delivery stations', () => {
    const nearest = (q: string) => get(`/order/address/nearest-delivery-stations/?${q}`);

    it('orders by distance from the stations of the municipality', async () => {
      const res = await nearest(
        `municipality_id=${PLACES.kathmanduMetro}&district_id=${PLACES.kathmanduDistrict}&province_id=3`,
      );
      expect(res.statusCode).toBe(200);
      const list = res.json().delivery_stations as Array<{
        id: number;
        name: string;
        distance_km: number | null;
      }>;
      expect(list.map((s) => s.id)).toEqual([
        stations.kathmandu,
        stations.lalitpur,
        stations.bhaktapur,
        stations.pokhara,
      ]);
      expect(list[0]!.distance_km).toBe(0);
      expect(list[1]!.distance_km).toBeGreaterThan(5);
      expect(list[1]!.distance_km).toBeLessThan(8);
      expect(list[3]!.distance_km).toBeNull();
    });

    it('uses the district stations when the municipality has none', async () => {
      const list = (await nearest(`municipality_id=${PLACES.changunarayan}`)).json().delivery_stations;
      expect(list[0].id).toBe(stations.bhaktapur);
    });

    it('without coordinates: same municipality, district, province, then by name', async () => {
      const list = (await nearest(`municipality_id=${PLACES.pokhara}`)).json().delivery_stations;
      // Pokhara's own station has no coordinates, so nothing can be measured: it comes first by place.
      expect(list[0]).toEqual({ id: stations.pokhara, name: 'Pokhara Lakeside', distance_km: null });
      expect(list.slice(1).map((s: { name: string }) => s.name)).toEqual([
        'Bhaktapur Durbar',
        'Kathmandu Central',
        'Lalitpur Patan',
      ]);
    });

    it('answers 404 for an unknown place and 400 without any place', async () => {
      expect((await nearest('municipality_id=99999')).statusCode).toBe(404);
      expect((await nearest('district_id=999')).statusCode).toBe(404);
      expect((await nearest('')).statusCode).toBe(400);
    });
  });

  describe('address book', () => {
    it('needs login', async () => {
      expect((await get('/order/address/list/')).statusCode).toBe(401);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/order/address/create/',
        payload: addressBody(),
      });
      expect(res.statusCode).toBe(401);
    });

    it('creates addresses; the first becomes the default, a new default unsets the old', async () => {
      const c = await createCustomer(t);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/order/address/create/',
        headers: c.auth,
        payload: addressBody({ nearest_branch: stations.kathmandu, phone: '+977 980-000-0011' }),
      });
      expect(res.statusCode).toBe(201);
      const first = res.json();
      expect(first).toMatchObject({
        address_type: 0,
        location: 'Thamel Marg 12',
        province: { id: 3, name: 'Bagmati', name_ne: 'बागमती' },
        district: { id: PLACES.kathmanduDistrict, name: 'Kathmandu' },
        municipality: { id: PLACES.kathmanduMetro, name: 'Kathmandu' },
        nearest_branch: { id: stations.kathmandu, name: 'Kathmandu Central' },
        phone: '9800000011',
        is_default: true,
      });
      const second = await createAddress(t, c, { address_type: 1, location: 'Office', is_default: false });
      expect(second.is_default).toBe(false);
      const third = await createAddress(t, c, { address_type: 2, location: 'Parents', is_default: true });
      expect(third.is_default).toBe(true);
      const list = (await get('/order/address/list/', c.auth)).json() as Array<{
        id: number;
        is_default: boolean;
      }>;
      expect(list.map((a) => a.id)).toEqual([third.id, first.id, second.id]);
      expect(list.filter((a) => a.is_default)).toHaveLength(1);
    });

    it.each([
      ['a district outside the province', { province: PLACES.gandaki }, 'district'],
      ['a municipality outside the district', { municipality: PLACES.pokhara }, 'municipality'],
      ['an unknown station', { nearest_branch: 999_999 }, 'nearest_branch'],
      ['an unknown province', { province: 99, district: null, municipality: null }, 'province'],
    ])('refuses %s with 400', async (_name, overrides, field) => {
      const c = await createCustomer(t);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/order/address/create/',
        headers: c.auth,
        payload: addressBody(overrides),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(res.json().errors[field]).toBeDefined();
    });

    it('says which required fields are missing, in the spec’s words', async () => {
      const c = await createCustomer(t);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/order/address/create/',
        headers: c.auth,
        payload: addressBody({ full_name: '  ', phone: '12' }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.full_name).toEqual([MESSAGES.addressFullNameRequired]);
      expect(res.json().errors.phone).toEqual([MESSAGES.phoneNotNepaliMobile]);
      const notMobile = await t.app.inject({
        method: 'POST',
        url: '/api/v1/order/address/create/',
        headers: c.auth,
        payload: addressBody({ phone: '1234567890' }),
      });
      expect(notMobile.statusCode).toBe(400);
      expect(notMobile.json().errors.phone).toEqual([MESSAGES.phoneNotNepaliMobile]);
    });

    it('derives the district from a municipality given alone', async () => {
      const c = await createCustomer(t);
      const a = await createAddress(t, c, { district: null, municipality: PLACES.lalitpurMetro });
      const [row] = (await get('/order/address/list/', c.auth)).json();
      expect(row.id).toBe(a.id);
      expect(row.district).toMatchObject({ id: PLACES.lalitpurDistrict, name: 'Lalitpur' });
    });

    it('updates some fields, keeps the others, and moves the default', async () => {
      const c = await createCustomer(t);
      const a = await createAddress(t, c);
      const b = await createAddress(t, c, { location: 'Second' });
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/order/address/update/${b.id}/`,
        headers: c.auth,
        payload: { land_mark: 'Blue gate', is_default: true },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: b.id,
        location: 'Second',
        land_mark: 'Blue gate',
        is_default: true,
      });
      const list = (await get('/order/address/list/', c.auth)).json() as Array<{
        id: number;
        is_default: boolean;
      }>;
      expect(list.find((x) => x.id === a.id)!.is_default).toBe(false);

      // A new province without a district drops the old district and municipality.
      const moved = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/order/address/update/${a.id}/`,
        headers: c.auth,
        payload: { province: PLACES.karnali },
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({
        province: { id: PLACES.karnali },
        district: null,
        municipality: null,
      });

      const bad = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/order/address/update/${a.id}/`,
        headers: c.auth,
        payload: { phone: 'abc' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.phone).toBeDefined();
    });

    it('deletes with 204 and promotes the oldest remaining address to default', async () => {
      const c = await createCustomer(t);
      const a = await createAddress(t, c);
      const b = await createAddress(t, c, { location: 'B' });
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/order/address/delete/${a.id}/`,
        headers: c.auth,
      });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      const list = (await get('/order/address/list/', c.auth)).json();
      expect(list).toEqual([expect.objectContaining({ id: b.id, is_default: true })]);
    });

    it("never shows or changes another customer's address", async () => {
      const owner = await createCustomer(t);
      const other = await createCustomer(t);
      const a = await createAddress(t, owner);
      expect((await get('/order/address/list/', other.auth)).json()).toEqual([]);
      const patch = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/order/address/update/${a.id}/`,
        headers: other.auth,
        payload: { location: 'Mine now' },
      });
      expect(patch.statusCode).toBe(404);
      expect(patch.json().code).toBe('ADDRESS_NOT_FOUND');
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/order/address/delete/${a.id}/`,
        headers: other.auth,
      });
      expect(del.statusCode).toBe(404);
      expect((await get('/order/address/list/', owner.auth)).json()[0].location).toBe('Thamel Marg 12');
    });
  });
});
