import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { deliveryStations, vouchers } from '../../db/schema';
import { seedPlaces } from '../../seed/places';
import { type createCustomer, createTestApp, type TestApp } from '../../../test/helpers';
import type { DbKind } from '../../db/client';
import { insertCategory, insertProduct } from '../catalog/catalog.fixtures';

// Fixtures of the address, delivery and order tests: stations, vouchers, addresses, products.

/** Places of Nepal used in tests (ids from the checked data file). */
export const PLACES = {
  bagmati: 3,
  gandaki: 4,
  karnali: 6,
  bhaktapurDistrict: 23,
  bhaktapurMunicipality: 274,
  changunarayan: 275,
  kathmanduDistrict: 27,
  kathmanduMetro: 307,
  kirtipur: 309,
  lalitpurDistrict: 29,
  lalitpurMetro: 331,
  kaskiDistrict: 38,
  pokhara: 414,
} as const;

/** A test app with Nepal's places and nothing else (no demo shop), so tests own every station. */
export async function createPlacesApp(kind: DbKind, env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp(kind, { seed: 'empty', env });
  await seedPlaces(t.database.db);
  return t;
}

export async function insertStation(
  db: Db,
  s: {
    name: string;
    provinceId: number;
    districtId: number;
    municipalityId: number;
    latitude?: number | null;
    longitude?: number | null;
    baseChargePaisa?: number;
    deliveryTime?: string;
  },
): Promise<number> {
  const [row] = await db
    .insert(deliveryStations)
    .values({
      name: s.name,
      provinceId: s.provinceId,
      districtId: s.districtId,
      municipalityId: s.municipalityId,
      latitude: s.latitude ?? null,
      longitude: s.longitude ?? null,
      baseChargePaisa: s.baseChargePaisa ?? 5_000,
      deliveryTime: s.deliveryTime ?? 'Same day',
    })
    .returning({ id: deliveryStations.id });
  return row!.id;
}

/** The shop's stations of the tests: Kathmandu, Lalitpur, Bhaktapur with coordinates, Pokhara without. */
export async function insertStations(db: Db) {
  const P = PLACES;
  return {
    kathmandu: await insertStation(db, {
      name: 'Kathmandu Central',
      provinceId: P.bagmati,
      districtId: P.kathmanduDistrict,
      municipalityId: P.kathmanduMetro,
      latitude: 27.7172,
      longitude: 85.324,
      baseChargePaisa: 5_000,
    }),
    lalitpur: await insertStation(db, {
      name: 'Lalitpur Patan',
      provinceId: P.bagmati,
      districtId: P.lalitpurDistrict,
      municipalityId: P.lalitpurMetro,
      latitude: 27.6588,
      longitude: 85.3247,
      baseChargePaisa: 6_000,
    }),
    bhaktapur: await insertStation(db, {
      name: 'Bhaktapur Durbar',
      provinceId: P.bagmati,
      districtId: P.bhaktapurDistrict,
      municipalityId: P.bhaktapurMunicipality,
      latitude: 27.671,
      longitude: 85.4298,
      baseChargePaisa: 7_000,
      deliveryTime: '1-2 days',
    }),
    pokhara: await insertStation(db, {
      name: 'Pokhara Lakeside',
      provinceId: P.gandaki,
      districtId: P.kaskiDistrict,
      municipalityId: P.pokhara,
      baseChargePaisa: 8_000,
      deliveryTime: '2-3 days',
    }),
  };
}

export async function insertVoucher(
  db: Db,
  v: Partial<typeof vouchers.$inferInsert> & { voucherType?: 'Percentage' | 'Amount' } = {},
): Promise<{ id: number; code: string }> {
  const code = v.code ?? `T${randomBytes(4).toString('hex').toUpperCase()}`;
  const [row] = await db
    .insert(vouchers)
    .values({
      voucherType: 'Amount',
      discountAmountPaisa: 5_000,
      minimumOrderPaisa: 0,
      ...v,
      code,
    })
    .returning({ id: vouchers.id, code: vouchers.code });
  return row!;
}

/** A valid address body in Kathmandu Metropolitan City. */
export function addressBody(overrides: Record<string, unknown> = {}) {
  return {
    address_type: 0,
    location: 'Thamel Marg 12',
    land_mark: 'Near the school',
    province: PLACES.bagmati,
    district: PLACES.kathmanduDistrict,
    municipality: PLACES.kathmanduMetro,
    nearest_branch: null,
    full_name: 'Sita Sharma',
    phone: '9800000011',
    is_default: false,
    ...overrides,
  };
}

export type Customer = Awaited<ReturnType<typeof createCustomer>>;

export async function createAddress(t: TestApp, customer: Customer, overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/order/address/create/',
    headers: customer.auth,
    payload: addressBody(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`address create failed: ${res.body}`);
  return res.json() as { id: number; is_default: boolean };
}

/** A category and products with the given prices (paisa) and stock. */
export async function insertShopProducts(
  db: Db,
  list: Array<{ title: string; pricePaisa: number; stock: number }>,
) {
  const category = await insertCategory(db, { title: `Groceries ${randomBytes(2).toString('hex')}` });
  const out = [];
  for (const p of list) {
    out.push(
      await insertProduct(db, {
        title: p.title,
        categoryId: category.id,
        sellingPricePaisa: p.pricePaisa,
        markedPricePaisa: p.pricePaisa + 1_000,
        stock: p.stock,
        images: [`/media/products/${p.title.toLowerCase().replace(/\W+/g, '-')}.webp`],
      }),
    );
  }
  return out;
}
