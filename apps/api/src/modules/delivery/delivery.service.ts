import {
  type DeliveryChargeResponse,
  type DeliveryQuote,
  type DeliveryStation,
  effectiveSellingPricePaisa,
  paisaToRupees,
  quoteDelivery,
  rankStations,
  stationServes,
} from '@kandamul/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { findDistrict, findMunicipality, findProvince } from '../addresses/addresses.repo';
import { getOwned } from '../addresses/addresses.service';
import * as repo from './delivery.repo';

/** How many stations the nearest-stations list returns. */
export const NEAREST_LIMIT = 50;

export interface PlaceQuery {
  province_id?: number | undefined;
  district_id?: number | undefined;
  municipality_id?: number | undefined;
}

/**
 * Stations nearest the customer's place first. A municipality brings its district and province, a
 * district its province; an unknown id is 404.
 */
export async function nearestStations(db: Db, q: PlaceQuery): Promise<DeliveryStation[]> {
  let municipalityId = q.municipality_id ?? null;
  let districtId = q.district_id ?? null;
  let provinceId = q.province_id ?? null;
  if (municipalityId === null && districtId === null && provinceId === null) {
    throw new AppError(400, 'VALIDATION', 'Please choose a province, district or municipality.', {
      municipality_id: ['Please choose a province, district or municipality.'],
    });
  }
  if (municipalityId !== null) {
    const m = await findMunicipality(db, municipalityId);
    if (!m) throw new AppError(404, 'NOT_FOUND', 'Municipality not found.');
    districtId = m.districtId;
  }
  if (districtId !== null) {
    const d = await findDistrict(db, districtId);
    if (!d) throw new AppError(404, 'NOT_FOUND', 'District not found.');
    provinceId = d.provinceId;
  }
  if (provinceId !== null && !(await findProvince(db, provinceId))) {
    throw new AppError(404, 'NOT_FOUND', 'Province not found.');
  }
  municipalityId ??= null;
  const ranked = rankStations({ provinceId, districtId, municipalityId }, await repo.listStations(db));
  return ranked
    .slice(0, NEAREST_LIMIT)
    .map(({ station, distanceKm }) => ({ id: station.id, name: station.name, distance_km: distanceKm }));
}

/** Station lists kept per database (its Db object), with the version they were read at. */
const keptStations = new WeakMap<object, { version: number; rows: readonly repo.StationRow[] }>();

/**
 * The station list, kept in memory while `delivery_stations_version` reads the same (`version`, read
 * by the caller in a statement it makes anyway; null: unknown, so read the list). The version is the
 * last transaction that changed a station, written by a trigger in that transaction: a committed edit
 * is seen by the next order, whoever made it. A list read after a newer edit than `version` is kept
 * under the older version, so it is only ever read again, never served stale (docs/decisions/044).
 * `cacheKey` is the database's own Db (not a transaction's), so two apps in one process never share.
 */
export async function stationsAsOf(
  db: Db,
  cacheKey: object,
  version: number | null,
): Promise<readonly repo.StationRow[]> {
  const kept = keptStations.get(cacheKey);
  if (version !== null && kept?.version === version) return kept.rows;
  const rows = Object.freeze((await repo.listStations(db)).map((r) => Object.freeze(r)));
  if (version !== null) keptStations.set(cacheKey, { version, rows });
  return rows;
}

/** The places of an address as the delivery rule needs them. */
export interface DeliveryPlace {
  provinceId: number;
  districtId: number | null;
  municipalityId: number | null;
  stationId: number | null;
}

/** The station that delivers to a place, with the distance to it; undefined when none serves it. */
export type ChosenStation = { station: repo.StationRow; distanceKm: number | null } | undefined;

/**
 * The station delivering to an address: the address's own station when it names one that serves it
 * (addresses saved before that rule may name any), else the nearest station in its province, else none.
 */
export async function stationForPlace(
  db: Db,
  place: DeliveryPlace,
  stations?: readonly repo.StationRow[],
): Promise<ChosenStation> {
  const ranked = rankStations(place, stations ?? (await repo.listStations(db)));
  const own = place.stationId !== null ? ranked.find((r) => r.station.id === place.stationId) : undefined;
  return (
    (own && stationServes(own.station, place) ? own : undefined) ??
    ranked.find((r) => r.station.provinceId === place.provinceId)
  );
}

/**
 * The delivery quote for an address and a subtotal, from its station (stationForPlace; pass it when
 * already chosen), or the province's flat rate when no station serves it.
 */
export async function quoteForPlace(
  db: Db,
  place: DeliveryPlace,
  subtotalPaisa: number,
  chosenStation: ChosenStation | 'find' = 'find',
): Promise<DeliveryQuote> {
  const chosen = chosenStation === 'find' ? await stationForPlace(db, place) : chosenStation;
  return quoteDelivery({
    subtotalPaisa,
    provinceId: place.provinceId,
    station: chosen
      ? {
          baseChargePaisa: chosen.station.baseChargePaisa,
          deliveryTime: chosen.station.deliveryTime,
          distanceKm: chosen.distanceKm,
        }
      : null,
  });
}

/** POST /order/calculate-delivery-charge/: the charge for the customer's address and cart. */
export async function deliveryCharge(
  db: Db,
  userId: number,
  body: { address_id: number; cart_items: Array<{ product_id: number; quantity: number }> },
): Promise<DeliveryChargeResponse> {
  const address = await getOwned(db, userId, body.address_id);
  const prices = new Map(
    (await repo.productPrices(db, [...new Set(body.cart_items.map((i) => i.product_id))])).map((p) => [
      p.id,
      p,
    ]),
  );
  let subtotalPaisa = 0;
  for (const item of body.cart_items) {
    const p = prices.get(item.product_id);
    // A product that no longer exists adds nothing; checkout will refuse it.
    if (p)
      subtotalPaisa += effectiveSellingPricePaisa(p.sellingPricePaisa, p.markedPricePaisa) * item.quantity;
  }
  const quote = await quoteForPlace(db, address, subtotalPaisa);
  return {
    data: {
      delivery_info: {
        delivery_charge: paisaToRupees(quote.chargePaisa),
        delivery_time: quote.deliveryTime,
        distance: quote.distanceKm,
      },
    },
  };
}
