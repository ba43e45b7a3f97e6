import { and, asc, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  addresses,
  deliveryStations,
  deliveryStationsVersion,
  districts,
  municipalities,
  provinces,
} from '../../db/schema';

export type PlaceRow = { id: number; name: string; nameNe: string };
export type MunicipalityRow = PlaceRow & { districtId: number; type: string; wards: number };

export async function listProvinces(db: Db): Promise<PlaceRow[]> {
  return db
    .select({ id: provinces.id, name: provinces.name, nameNe: provinces.nameNe })
    .from(provinces)
    .orderBy(asc(provinces.name));
}

export async function findProvince(db: Db, id: number): Promise<PlaceRow | undefined> {
  const [row] = await db
    .select({ id: provinces.id, name: provinces.name, nameNe: provinces.nameNe })
    .from(provinces)
    .where(eq(provinces.id, id))
    .limit(1);
  return row;
}

export async function findDistrict(
  db: Db,
  id: number,
): Promise<(PlaceRow & { provinceId: number }) | undefined> {
  const [row] = await db
    .select({
      id: districts.id,
      name: districts.name,
      nameNe: districts.nameNe,
      provinceId: districts.provinceId,
    })
    .from(districts)
    .where(eq(districts.id, id))
    .limit(1);
  return row;
}

export async function findMunicipality(db: Db, id: number): Promise<MunicipalityRow | undefined> {
  const [row] = await db
    .select({
      id: municipalities.id,
      name: municipalities.name,
      nameNe: municipalities.nameNe,
      districtId: municipalities.districtId,
      type: municipalities.type,
      wards: municipalities.wards,
    })
    .from(municipalities)
    .where(eq(municipalities.id, id))
    .limit(1);
  return row;
}

export async function listDistricts(db: Db, provinceId: number): Promise<PlaceRow[]> {
  return db
    .select({ id: districts.id, name: districts.name, nameNe: districts.nameNe })
    .from(districts)
    .where(eq(districts.provinceId, provinceId))
    .orderBy(asc(districts.name));
}

export async function listMunicipalities(db: Db, districtId: number): Promise<MunicipalityRow[]> {
  return db
    .select({
      id: municipalities.id,
      name: municipalities.name,
      nameNe: municipalities.nameNe,
      districtId: municipalities.districtId,
      type: municipalities.type,
      wards: municipalities.wards,
    })
    .from(municipalities)
    .where(eq(municipalities.districtId, districtId))
    .orderBy(asc(municipalities.name));
}

/** An address with its places and station joined (one query). */
export type AddressRow = {
  id: number;
  userId: number;
  addressType: number;
  location: string;
  landMark: string;
  fullName: string;
  phone: string;
  isDefault: boolean;
  provinceId: number;
  provinceName: string;
  provinceNameNe: string;
  districtId: number | null;
  districtName: string | null;
  districtNameNe: string | null;
  municipalityId: number | null;
  municipalityName: string | null;
  municipalityNameNe: string | null;
  stationId: number | null;
  stationName: string | null;
};

const ADDRESS_FIELDS = {
  id: addresses.id,
  userId: addresses.userId,
  addressType: addresses.addressType,
  location: addresses.location,
  landMark: addresses.landMark,
  fullName: addresses.fullName,
  phone: addresses.phone,
  isDefault: addresses.isDefault,
  provinceId: addresses.provinceId,
  provinceName: provinces.name,
  provinceNameNe: provinces.nameNe,
  districtId: addresses.districtId,
  districtName: districts.name,
  districtNameNe: districts.nameNe,
  municipalityId: addresses.municipalityId,
  municipalityName: municipalities.name,
  municipalityNameNe: municipalities.nameNe,
  stationId: addresses.stationId,
  stationName: deliveryStations.name,
};

/** Addresses with their place names and their station's name. */
function selectAddresses(db: Db) {
  return joinPlaces(db.select(ADDRESS_FIELDS).from(addresses).$dynamic());
}

/** The joins that name an address's places and station (every address read goes through here). */
function joinPlaces<Q extends PgSelect>(q: Q) {
  return q
    .innerJoin(provinces, eq(provinces.id, addresses.provinceId))
    .leftJoin(districts, eq(districts.id, addresses.districtId))
    .leftJoin(municipalities, eq(municipalities.id, addresses.municipalityId))
    .leftJoin(deliveryStations, eq(deliveryStations.id, addresses.stationId));
}

/** Most addresses one customer may keep: bounds the list and stops a script filling the table. */
export const MAX_ADDRESSES = 50;

/** The customer's addresses: the default first, then oldest first. */
export async function listAddresses(db: Db, userId: number): Promise<AddressRow[]> {
  return selectAddresses(db)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.id))
    .limit(MAX_ADDRESSES);
}

/** One of the customer's addresses (another customer's reads as absent). */
export async function findAddress(db: Db, userId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await selectAddresses(db)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1);
  return row;
}

/**
 * findAddress, with the station list's version read in the same statement (checkout keeps the list
 * while it stays the same: one round trip fewer an order, docs/decisions/044). Null: no version row.
 * `alongside`: a statement returning rows (checkout's idempotency claim) run in the same statement,
 * as a CTE; `alongsideRows` counts the rows it returned (known only when the address is found).
 */
export async function findAddressAndStationsVersion(
  db: Db,
  userId: number,
  id: number,
  alongside?: SQL,
): Promise<{ address: AddressRow; stationsVersion: number | null; alongsideRows: number } | undefined> {
  const fields = {
    ...ADDRESS_FIELDS,
    stationsVersion: sql<
      string | null
    >`(select ${deliveryStationsVersion.version} from ${deliveryStationsVersion} where ${deliveryStationsVersion.id} = 1)`,
  };
  const cte = alongside ? db.$with('alongside', {}).as(alongside) : undefined;
  const select = cte
    ? db.with(cte).select({ ...fields, alongsideRows: sql<number>`(select count(*)::int from alongside)` })
    : db.select({ ...fields, alongsideRows: sql<number>`0` });
  const [row] = await joinPlaces(select.from(addresses).$dynamic())
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1);
  if (!row) return undefined;
  const { stationsVersion, alongsideRows, ...address } = row as AddressRow & {
    stationsVersion: string | null;
    alongsideRows: number;
  };
  return {
    address,
    stationsVersion: stationsVersion === null ? null : Number(stationsVersion),
    alongsideRows: Number(alongsideRows),
  };
}

export async function countAddresses(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(addresses)
    .where(eq(addresses.userId, userId));
  return Number(row?.n ?? 0);
}

export type AddressValues = {
  addressType: number;
  location: string;
  landMark: string;
  provinceId: number;
  districtId: number | null;
  municipalityId: number | null;
  stationId: number | null;
  fullName: string;
  phone: string;
  isDefault: boolean;
};

/** Unsets the customer's current default (before another becomes default, same transaction). */
export async function clearDefault(db: Db, userId: number, exceptId?: number): Promise<void> {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(addresses.userId, userId),
        eq(addresses.isDefault, true),
        exceptId === undefined ? undefined : ne(addresses.id, exceptId),
      ),
    );
}

export async function insertAddress(db: Db, userId: number, values: AddressValues): Promise<number> {
  const [row] = await db
    .insert(addresses)
    .values({ userId, ...values })
    .returning({ id: addresses.id });
  return row!.id;
}

export async function updateAddress(
  db: Db,
  userId: number,
  id: number,
  values: AddressValues,
): Promise<boolean> {
  const rows = await db
    .update(addresses)
    .set(values)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}

/** Deletes one of the customer's addresses; whether it was the default, or null when absent. */
export async function deleteAddress(
  db: Db,
  userId: number,
  id: number,
): Promise<{ wasDefault: boolean } | null> {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ isDefault: addresses.isDefault });
  return rows[0] ? { wasDefault: rows[0].isDefault } : null;
}

/** Makes the customer's oldest address the default (after the default one was deleted). */
export async function promoteOldest(db: Db, userId: number): Promise<void> {
  const [oldest] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.id))
    .limit(1);
  if (oldest) await db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, oldest.id));
}

export async function findStation(db: Db, id: number): Promise<{ provinceId: number } | undefined> {
  const [row] = await db
    .select({ provinceId: deliveryStations.provinceId })
    .from(deliveryStations)
    .where(eq(deliveryStations.id, id))
    .limit(1);
  return row;
}
