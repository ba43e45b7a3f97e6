import {
  type Address,
  type AddressInput,
  AddressInputSchema,
  fieldErrors,
  type Municipality,
  municipalityFullNames,
  type Place,
  stationServes,
} from '@kandamul/domain';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, fail } from '../../plugins/errors';
import * as repo from './addresses.repo';
import type { AddressRow, AddressValues, MunicipalityRow, PlaceRow } from './addresses.repo';

function toPlace(row: PlaceRow): Place {
  return { id: row.id, name: row.name, name_ne: row.nameNe };
}

function toMunicipality(row: MunicipalityRow): Municipality {
  return {
    ...toPlace(row),
    type: row.type,
    wards: row.wards,
    ...municipalityFullNames({ name: row.name, name_ne: row.nameNe, type: row.type }),
  };
}

/** An address as the API shows it. */
export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    address_type: row.addressType === 1 ? 1 : row.addressType === 2 ? 2 : 0,
    location: row.location,
    land_mark: row.landMark,
    province: { id: row.provinceId, name: row.provinceName, name_ne: row.provinceNameNe },
    district:
      row.districtId === null
        ? null
        : { id: row.districtId, name: row.districtName ?? '', name_ne: row.districtNameNe ?? '' },
    municipality:
      row.municipalityId === null
        ? null
        : { id: row.municipalityId, name: row.municipalityName ?? '', name_ne: row.municipalityNameNe ?? '' },
    nearest_branch: row.stationId === null ? null : { id: row.stationId, name: row.stationName ?? '' },
    full_name: row.fullName,
    phone: row.phone,
    is_default: row.isDefault,
  };
}

const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `${what} not found.`);

export async function provinces(db: Db): Promise<Place[]> {
  return (await repo.listProvinces(db)).map(toPlace);
}

export async function districtsOf(db: Db, provinceId: number): Promise<Place[]> {
  if (!(await repo.findProvince(db, provinceId))) throw notFound('Province');
  return (await repo.listDistricts(db, provinceId)).map(toPlace);
}

export async function municipalitiesOf(db: Db, districtId: number): Promise<Municipality[]> {
  if (!(await repo.findDistrict(db, districtId))) throw notFound('District');
  return (await repo.listMunicipalities(db, districtId)).map(toMunicipality);
}

export async function list(db: Db, userId: number): Promise<Address[]> {
  return (await repo.listAddresses(db, userId)).map(toAddress);
}

/** One of the customer's addresses as stored (with places), or 404 ADDRESS_NOT_FOUND. */
export async function getOwned(db: Db, userId: number, id: number): Promise<AddressRow> {
  const row = await repo.findAddress(db, userId, id);
  if (!row) throw fail('ADDRESS_NOT_FOUND');
  return row;
}

/**
 * getOwned, with the delivery station list's version read in the same statement (checkout's), and
 * `alongside` (checkout's idempotency claim) run in it too: undefined when the address is not the
 * customer's (the caller says why: a replayed checkout answers its first order even so).
 */
export async function findOwnedAndStationsVersion(
  db: Db,
  userId: number,
  id: number,
  alongside?: SQL,
): Promise<{ address: AddressRow; stationsVersion: number | null; alongsideRows: number } | undefined> {
  return repo.findAddressAndStationsVersion(db, userId, id, alongside);
}

function invalid(field: string, message: string): AppError {
  return new AppError(400, 'VALIDATION', message, { [field]: [message] });
}

/**
 * Checks the places of an address against each other: the district must lie in the province, the
 * municipality in the district (a municipality alone brings its district), the station must serve the
 * address (domain `stationServes`).
 */
async function resolvePlaces(db: Db, input: AddressInput): Promise<AddressValues> {
  if (!(await repo.findProvince(db, input.province))) throw invalid('province', 'Unknown province.');
  let districtId = input.district ?? null;
  const municipalityId = input.municipality ?? null;
  if (municipalityId !== null) {
    const m = await repo.findMunicipality(db, municipalityId);
    if (!m) throw invalid('municipality', 'Unknown municipality.');
    if (districtId !== null && m.districtId !== districtId) {
      throw invalid('municipality', 'This municipality is not in the chosen district.');
    }
    districtId = m.districtId;
  }
  if (districtId !== null) {
    const d = await repo.findDistrict(db, districtId);
    if (!d) throw invalid('district', 'Unknown district.');
    if (d.provinceId !== input.province)
      throw invalid('district', 'This district is not in the chosen province.');
  }
  const stationId = input.nearest_branch ?? null;
  if (stationId !== null) {
    const station = await repo.findStation(db, stationId);
    if (!station) throw invalid('nearest_branch', 'Unknown delivery station.');
    // A station far away would give the address its (cheaper, faster) charge: only one that serves it.
    if (!stationServes(station, { provinceId: input.province })) {
      throw invalid('nearest_branch', 'This delivery station does not deliver to the chosen province.');
    }
  }
  return {
    addressType: input.address_type,
    location: input.location,
    landMark: input.land_mark,
    provinceId: input.province,
    districtId,
    municipalityId,
    stationId,
    fullName: input.full_name,
    phone: input.phone,
    isDefault: input.is_default,
  };
}

/** Adds an address; the first one, or one marked default, becomes the only default (one transaction). */
export async function create(db: Db, userId: number, input: AddressInput): Promise<Address> {
  const values = await resolvePlaces(db, input);
  const id = await db.transaction(async (tx) => {
    const count = await repo.countAddresses(tx, userId);
    if (count >= repo.MAX_ADDRESSES) {
      throw new AppError(422, 'CONFLICT', `You can keep at most ${repo.MAX_ADDRESSES} addresses.`);
    }
    const isDefault = values.isDefault || count === 0;
    if (isDefault) await repo.clearDefault(tx, userId);
    return repo.insertAddress(tx, userId, { ...values, isDefault });
  });
  return toAddress(await getOwned(db, userId, id));
}

/** The wire form of a stored address, as a create body (what a partial update is merged over). */
function toInput(row: AddressRow): Record<string, unknown> {
  return {
    address_type: row.addressType,
    location: row.location,
    land_mark: row.landMark,
    province: row.provinceId,
    district: row.districtId,
    municipality: row.municipalityId,
    nearest_branch: row.stationId,
    full_name: row.fullName,
    phone: row.phone,
    is_default: row.isDefault,
  };
}

/**
 * Changes an address: the fields sent replace the stored ones, the result is validated like a new
 * address. A new province without a district clears the old district and municipality.
 */
export async function update(
  db: Db,
  userId: number,
  id: number,
  patch: Record<string, unknown>,
): Promise<Address> {
  const current = await getOwned(db, userId, id);
  const merged = { ...toInput(current), ...patch };
  if ('province' in patch && patch.province !== current.provinceId) {
    if (!('district' in patch)) merged.district = null;
    if (!('municipality' in patch)) merged.municipality = null;
  }
  const result = AddressInputSchema.safeParse(merged);
  if (!result.success) {
    const errors = fieldErrors(result.error.issues);
    throw new AppError(400, 'VALIDATION', Object.values(errors)[0]?.[0] ?? 'Invalid address.', errors);
  }
  const values = await resolvePlaces(db, result.data);
  await db.transaction(async (tx) => {
    if (values.isDefault) await repo.clearDefault(tx, userId, id);
    if (!(await repo.updateAddress(tx, userId, id, values))) throw fail('ADDRESS_NOT_FOUND');
  });
  return toAddress(await getOwned(db, userId, id));
}

/** Deletes an address; when it was the default, the oldest remaining one becomes the default. */
export async function remove(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await repo.deleteAddress(tx, userId, id);
    if (!deleted) throw fail('ADDRESS_NOT_FOUND');
    if (deleted.wasDefault) await repo.promoteOldest(tx, userId);
  });
}
