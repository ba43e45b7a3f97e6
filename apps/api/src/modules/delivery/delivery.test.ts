import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, DB_KINDS, type TestApp } from '../../../test/helpers';
import {
  createAddress,
  createPlacesApp,
  insertShopProducts,
  insertStations,
  PLACES,
} from '../../../test/fixtures/orders.fixtures';

describe.each(DB_KINDS)('POST /order/calculate-delivery-charge/ (%s)', (kind) => {
  let t: TestApp;
  let stations: Awaited<ReturnType<typeof insertStations>>;
  let rice: number;
  beforeAll(async () => {
    t = await createPlacesApp(kind);
    stations = await insertStations(t.database.db);
    [rice] = (
      await insertShopProducts(t.database.db, [{ title: 'Iodised Salt 1 kg', pricePaisa: 7_000, stock: 50 }])
    ).map((p) => p.id);
  });
  afterAll(() => t.close());

  async function charge(auth: Record<string, string>, addressId: number, quantity: number) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/order/calculate-delivery-charge/',
      headers: auth,
      payload: { address_id: addressId, cart_items: [{ product_id: rice!, quantity }] },
    });
  }

  it.each([
    // where, quantity (RS 70 each) → charge, time, distance
    ['the station in the same municipality', { nearest_branch: 'kathmandu' }, 1, 50, 'Same day', 0],
    [
      'a station 6.5 km away: 2 started km extra',
      { nearest_branch: 'lalitpur', municipality: 307 },
      2,
      60 + 20,
      'Same day',
      6.5,
    ],
    ['not free at RS 140', { nearest_branch: 'bhaktapur' }, 2, 70 + 70, '1-2 days', 11.6],
    ['free over RS 200 (RS 210)', { nearest_branch: 'bhaktapur' }, 3, 0, '1-2 days', 11.6],
    [
      'free over RS 200 where no station serves',
      { province: PLACES.karnali, district: null, municipality: null, nearest_branch: null },
      3,
      0,
      '3-5 days',
      null,
    ],
    ['no station named: the nearest in the province', { nearest_branch: null }, 1, 50, 'Same day', 0],
    [
      'no station in the province: the province rate',
      { province: PLACES.karnali, district: null, municipality: null, nearest_branch: null },
      1,
      350,
      '3-5 days',
      null,
    ],
  ] as const)('%s', async (_name, where, quantity, rupees, time, distance) => {
    const c = await createCustomer(t);
    const stationKey = where.nearest_branch;
    const address = await createAddress(t, c, {
      ...where,
      nearest_branch: stationKey ? stations[stationKey] : null,
    });
    const res = await charge(c.auth, address.id, quantity);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { delivery_info: { delivery_charge: rupees, delivery_time: time, distance } },
    });
  });

  it("needs login and the customer's own address", async () => {
    const owner = await createCustomer(t);
    const other = await createCustomer(t);
    const address = await createAddress(t, owner);
    expect((await charge({}, address.id, 1)).statusCode).toBe(401);
    const res = await charge(other.auth, address.id, 1);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ADDRESS_NOT_FOUND');
  });

  it('refuses a malformed cart with 400', async () => {
    const c = await createCustomer(t);
    const address = await createAddress(t, c);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/calculate-delivery-charge/',
      headers: c.auth,
      payload: { address_id: address.id, cart_items: [{ product_id: rice!, quantity: 0 }] },
    });
    expect(res.statusCode).toBe(400);
  });
});
