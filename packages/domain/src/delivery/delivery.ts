/**
 * The delivery charge rule (docs/decisions/ — delivery charge ADR). Pure and deterministic: the same
 * subtotal, station and distance always give the same charge. Money in paisa, distances in km.
 */

/** The knobs of the rule; change them here (one place) and both the API and the storefront follow. */
export type DeliveryRule = {
  /** Orders whose subtotal (before any voucher) is over this travel free, wherever they go. */
  freeOverSubtotalPaisa: number;
  /** Kilometres from the station included in the station's base charge. */
  includedKm: number;
  /** Charge per started kilometre beyond `includedKm`. */
  perKmPaisa: number;
  /** The distance part (per-km charge) never adds more than this on top of the base charge. */
  maxDistanceExtraPaisa: number;
  /** Flat rate by province id when no delivery station serves the address. */
  provinceRatePaisa: Readonly<Record<number, number>>;
  /** Flat rate for a province missing from `provinceRatePaisa`. */
  defaultRatePaisa: number;
  /** Delivery time shown when no station serves the address. */
  noStationDeliveryTime: string;
};

/**
 * The shop's rule: free over RS 200 (the cart's promise, SPEC §2 'Free shipping on all orders over
 * RS200'); else base + RS 10 per km beyond 5 km (at most RS 200 more).
 */
export const DELIVERY_RULE: DeliveryRule = {
  freeOverSubtotalPaisa: 20_000,
  includedKm: 5,
  perKmPaisa: 1_000,
  maxDistanceExtraPaisa: 20_000,
  // Koshi, Madhesh, Bagmati, Gandaki, Lumbini, Karnali, Sudurpashchim: farther and hillier costs more.
  provinceRatePaisa: { 1: 25_000, 2: 25_000, 3: 15_000, 4: 20_000, 5: 25_000, 6: 35_000, 7: 35_000 },
  defaultRatePaisa: 30_000,
  noStationDeliveryTime: '3-5 days',
};

/** The station serving an address, with the distance to it when both ends have coordinates. */
export type DeliveryStationInfo = {
  baseChargePaisa: number;
  deliveryTime: string;
  /** Kilometres from the customer to the station; null when unknown (then only the base charge). */
  distanceKm: number | null;
};

export type DeliveryChargeInput = {
  subtotalPaisa: number;
  /** The station serving the address, or null when none does. */
  station: DeliveryStationInfo | null;
  provinceId: number;
};

export type DeliveryQuote = {
  chargePaisa: number;
  deliveryTime: string;
  /** Kilometres, one decimal; null when unknown. */
  distanceKm: number | null;
};

/** Rounds kilometres to one decimal for display (and the wire). */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}

/** Whether an order of this subtotal (before any voucher) ships free to any address: cart and checkout ask this. */
export function shipsFree(subtotalPaisa: number, rule: DeliveryRule = DELIVERY_RULE): boolean {
  return subtotalPaisa > rule.freeOverSubtotalPaisa;
}

/**
 * The delivery charge of an order: 0 when the subtotal is over the free threshold; with a station, its
 * base charge plus perKm for every started km beyond includedKm (the extra capped); without a station,
 * the province's flat rate. With a station but no known distance, never less than the province's flat
 * rate (an unknown distance must not make a far address cheap).
 */
export function quoteDelivery(input: DeliveryChargeInput, rule: DeliveryRule = DELIVERY_RULE): DeliveryQuote {
  const { station } = input;
  const distanceKm =
    station && station.distanceKm !== null && Number.isFinite(station.distanceKm)
      ? roundKm(Math.max(0, station.distanceKm))
      : null;
  const deliveryTime = station ? station.deliveryTime : rule.noStationDeliveryTime;
  if (shipsFree(input.subtotalPaisa, rule)) return { chargePaisa: 0, deliveryTime, distanceKm };
  const flat = rule.provinceRatePaisa[input.provinceId] ?? rule.defaultRatePaisa;
  if (!station) return { chargePaisa: flat, deliveryTime, distanceKm: null };
  if (distanceKm === null) {
    return { chargePaisa: Math.max(Math.max(0, station.baseChargePaisa), flat), deliveryTime, distanceKm };
  }
  const beyond = distanceKm === null ? 0 : Math.max(0, Math.ceil(distanceKm - rule.includedKm - 1e-9));
  const extra = Math.min(beyond * rule.perKmPaisa, rule.maxDistanceExtraPaisa);
  return { chargePaisa: Math.max(0, station.baseChargePaisa) + extra, deliveryTime, distanceKm };
}

export type LatLng = { latitude: number; longitude: number };

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in km between two points (haversine). */
export function haversineKm(a: LatLng, b: LatLng): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A station as the ranking sees it. */
export type RankableStation = {
  id: number;
  name: string;
  provinceId: number;
  districtId: number;
  municipalityId: number;
  latitude: number | null;
  longitude: number | null;
};

/** Where the customer is, as far as the shop knows. */
export type CustomerPlace = {
  provinceId: number | null;
  districtId: number | null;
  municipalityId: number | null;
};

function hasCoords(s: RankableStation): s is RankableStation & LatLng {
  return s.latitude !== null && s.longitude !== null;
}

function centroid(points: LatLng[]): LatLng | null {
  if (points.length === 0) return null;
  const sum = points.reduce(
    (acc, p) => ({ latitude: acc.latitude + p.latitude, longitude: acc.longitude + p.longitude }),
    {
      latitude: 0,
      longitude: 0,
    },
  );
  return { latitude: sum.latitude / points.length, longitude: sum.longitude / points.length };
}

/**
 * The customer's approximate position: the shop has no coordinates of its own for a place, so it uses
 * the stations in the customer's municipality (their centre), else those in the district; else null.
 */
export function approximatePosition(
  place: CustomerPlace,
  stations: readonly RankableStation[],
): LatLng | null {
  const located = stations.filter(hasCoords);
  if (place.municipalityId !== null) {
    const here = centroid(located.filter((s) => s.municipalityId === place.municipalityId));
    if (here) return here;
  }
  if (place.districtId !== null) return centroid(located.filter((s) => s.districtId === place.districtId));
  return null;
}

/** How close a station is administratively: 0 same municipality, 1 district, 2 province, 3 elsewhere. */
function tier(s: RankableStation, place: CustomerPlace): number {
  if (place.municipalityId !== null && s.municipalityId === place.municipalityId) return 0;
  if (place.districtId !== null && s.districtId === place.districtId) return 1;
  if (place.provinceId !== null && s.provinceId === place.provinceId) return 2;
  return 3;
}

/**
 * Stations nearest first. When the customer's position can be approximated, stations with coordinates
 * are ordered by haversine distance from it (ties by name); stations without coordinates follow, and
 * with no position at all the order is same municipality, district, province, then the rest, by name.
 */
/**
 * Whether a station may be an address's delivery station: stations serve their own province (a
 * neighbouring district's station is often the nearest, e.g. Lalitpur's for Kathmandu), never another.
 */
export function stationServes(
  station: Pick<RankableStation, 'provinceId'>,
  place: { provinceId: number },
): boolean {
  return station.provinceId === place.provinceId;
}

export function rankStations<T extends RankableStation>(
  place: CustomerPlace,
  stations: readonly T[],
): Array<{ station: T; distanceKm: number | null }> {
  const origin = approximatePosition(place, stations);
  const ranked = stations.map((station) => ({
    station,
    distanceKm: origin && hasCoords(station) ? roundKm(haversineKm(origin, station)) : null,
    tier: tier(station, place),
  }));
  ranked.sort((a, b) => {
    if (a.distanceKm !== null && b.distanceKm !== null && a.distanceKm !== b.distanceKm) {
      return a.distanceKm - b.distanceKm;
    }
    if ((a.distanceKm === null) !== (b.distanceKm === null)) return a.distanceKm === null ? 1 : -1;
    if (a.tier !== b.tier) return a.tier - b.tier;
    return a.station.name.localeCompare(b.station.name, 'en') || a.station.id - b.station.id;
  });
  return ranked.map(({ station, distanceKm }) => ({ station, distanceKm }));
}
