import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  approximatePosition,
  DELIVERY_RULE,
  haversineKm,
  quoteDelivery,
  stationServes,
  rankStations,
  shipsFree,
  type RankableStation,
} from './delivery';

const station = (baseChargePaisa: number, distanceKm: number | null) => ({
  baseChargePaisa,
  deliveryTime: 'Same day',
  distanceKm,
});

describe('quoteDelivery', () => {
  it.each([
    // subtotal, base, distance, province → charge
    ['not free at exactly RS 200', 20_000, 10_000, 5, 3, 10_000],
    ['free just over RS 200', 20_001, 10_000, 30, 3, 0],
    ['free above RS 200 (RS 655)', 65_500, 6_000, null, 3, 0],
    ['free over RS 200 without a station too', 20_001, null, null, 6, 0],
    ['unknown distance: never less than the province rate', 7_000, 10_000, null, 3, 15_000],
    ['RS 10 per started km beyond 5', 7_000, 10_000, 5.1, 3, 11_000],
    ['12 km → 7 km extra', 7_000, 10_000, 12, 3, 17_000],
    ['the extra is capped at RS 200', 7_000, 10_000, 400, 3, 30_000],
    ['no station: the province rate', 7_000, null, null, 6, 35_000],
    ['no station in Bagmati', 0, null, null, 3, 15_000],
    ['no station, unknown province: the default rate', 7_000, null, null, 99, 30_000],
  ])('%s', (_name, subtotal, base, distance, province, charge) => {
    const quote = quoteDelivery({
      subtotalPaisa: subtotal,
      station: base === null ? null : station(base, distance),
      provinceId: province,
    });
    expect(quote.chargePaisa).toBe(charge);
  });

  it('reports the station time and the distance to one decimal', () => {
    expect(quoteDelivery({ subtotalPaisa: 1, station: station(5_000, 7.26), provinceId: 3 })).toEqual({
      chargePaisa: 8_000,
      deliveryTime: 'Same day',
      distanceKm: 7.3,
    });
    expect(quoteDelivery({ subtotalPaisa: 1, station: null, provinceId: 3 })).toEqual({
      chargePaisa: 15_000,
      deliveryTime: DELIVERY_RULE.noStationDeliveryTime,
      distanceKm: null,
    });
  });

  it('charges at least the province rate when the distance to the station is unknown', () => {
    const flat = DELIVERY_RULE.provinceRatePaisa[6] ?? DELIVERY_RULE.defaultRatePaisa;
    expect(
      quoteDelivery({ subtotalPaisa: 1, station: station(6_000, null), provinceId: 6 }).chargePaisa,
    ).toBe(Math.max(6_000, flat));
  });

  it('a station serves its own province only', () => {
    expect(stationServes({ provinceId: 3 }, { provinceId: 3 })).toBe(true);
    expect(stationServes({ provinceId: 3 }, { provinceId: 6 })).toBe(false);
  });

  it("keeps the cart's promise: an order the cart shows as shipping free is charged nothing at checkout", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.option(fc.integer({ min: 0, max: 100_000 })),
        fc.option(fc.double({ min: 0, max: 5_000, noNaN: true })),
        fc.integer({ min: 0, max: 10 }),
        (subtotal, base, distance, province) => {
          const { chargePaisa } = quoteDelivery({
            subtotalPaisa: subtotal,
            station: base === null ? null : station(base, distance),
            provinceId: province,
          });
          expect(shipsFree(subtotal)).toBe(subtotal > 20_000);
          if (shipsFree(subtotal)) expect(chargePaisa).toBe(0);
        },
      ),
    );
  });

  it('is never negative and never more than base + cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.option(fc.double({ min: 0, max: 5_000, noNaN: true })),
        (subtotal, base, distance) => {
          const { chargePaisa } = quoteDelivery({
            subtotalPaisa: subtotal,
            station: station(base, distance),
            provinceId: 3,
          });
          expect(chargePaisa).toBeGreaterThanOrEqual(0);
          const flat = DELIVERY_RULE.provinceRatePaisa[3] ?? DELIVERY_RULE.defaultRatePaisa;
          expect(chargePaisa).toBeLessThanOrEqual(
            distance === null ? Math.max(base, flat) : base + DELIVERY_RULE.maxDistanceExtraPaisa,
          );
          expect(Number.isInteger(chargePaisa)).toBe(true);
        },
      ),
    );
  });
});

describe('haversineKm', () => {
  it('Kathmandu to Pokhara is about 140 km as the crow flies', () => {
    const km = haversineKm(
      { latitude: 27.7172, longitude: 85.324 },
      { latitude: 28.2096, longitude: 83.9856 },
    );
    expect(km).toBeGreaterThan(135);
    expect(km).toBeLessThan(150);
  });
  it('is 0 for the same point', () => {
    expect(haversineKm({ latitude: 27, longitude: 85 }, { latitude: 27, longitude: 85 })).toBe(0);
  });
});

const st = (
  id: number,
  name: string,
  provinceId: number,
  districtId: number,
  municipalityId: number,
  coords: [number, number] | null,
): RankableStation => ({
  id,
  name,
  provinceId,
  districtId,
  municipalityId,
  latitude: coords?.[0] ?? null,
  longitude: coords?.[1] ?? null,
});

describe('rankStations', () => {
  const stations = [
    st(1, 'Pokhara', 4, 40, 400, [28.2096, 83.9856]),
    st(2, 'Bhaktapur', 3, 23, 274, [27.671, 85.4298]),
    st(3, 'Kathmandu', 3, 27, 300, [27.7172, 85.324]),
    st(4, 'Lalitpur', 3, 25, 290, [27.6588, 85.3247]),
    st(5, 'Dhulikhel', 3, 24, 280, null),
  ];

  it('orders by distance from the stations in the customer municipality', () => {
    const ranked = rankStations({ provinceId: 3, districtId: 27, municipalityId: 300 }, stations);
    expect(ranked.map((r) => r.station.name)).toEqual([
      'Kathmandu',
      'Lalitpur',
      'Bhaktapur',
      'Pokhara',
      'Dhulikhel',
    ]);
    expect(ranked[0]!.distanceKm).toBe(0);
    expect(ranked[4]!.distanceKm).toBeNull();
  });

  it('falls back to the district stations when the municipality has none', () => {
    const origin = approximatePosition({ provinceId: 3, districtId: 23, municipalityId: 275 }, stations);
    expect(origin).toEqual({ latitude: 27.671, longitude: 85.4298 });
  });

  it('without a position: same municipality, district, province, then by name', () => {
    const ranked = rankStations({ provinceId: 3, districtId: 24, municipalityId: 281 }, [
      st(1, 'Zeta', 1, 10, 100, null),
      st(2, 'Alpha', 1, 10, 101, null),
      st(3, 'Province', 3, 22, 222, null),
      st(4, 'District', 3, 24, 282, null),
      st(5, 'Here', 3, 24, 281, null),
    ]);
    expect(ranked.map((r) => r.station.name)).toEqual(['Here', 'District', 'Province', 'Alpha', 'Zeta']);
    expect(ranked.every((r) => r.distanceKm === null)).toBe(true);
  });
});
