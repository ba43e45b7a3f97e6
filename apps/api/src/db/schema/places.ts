import {
  bigint,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  varchar,
} from 'drizzle-orm/pg-core';

export const provinces = pgTable('provinces', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  nameNe: varchar('name_ne', { length: 100 }).notNull(),
});

export const districts = pgTable(
  'districts',
  {
    id: integer('id').primaryKey(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    name: varchar('name', { length: 100 }).notNull(),
    nameNe: varchar('name_ne', { length: 100 }).notNull(),
  },
  (t) => [index('districts_province_idx').on(t.provinceId)],
);

export const municipalities = pgTable(
  'municipalities',
  {
    id: integer('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    name: varchar('name', { length: 100 }).notNull(),
    nameNe: varchar('name_ne', { length: 100 }).notNull(),
    type: varchar('type', { length: 20 }).notNull(),
    wards: smallint('wards').notNull(),
  },
  (t) => [index('municipalities_district_idx').on(t.districtId)],
);

export const deliveryStations = pgTable(
  'delivery_stations',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    municipalityId: integer('municipality_id')
      .notNull()
      .references(() => municipalities.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    baseChargePaisa: integer('base_charge_paisa').notNull(),
    /** Typical time from order to door, e.g. 'Same day' or '1-2 days'. */
    deliveryTime: varchar('delivery_time', { length: 40 }).notNull(),
  },
  (t) => [index('delivery_stations_district_idx').on(t.districtId)],
);

/**
 * One row: the id of the last transaction that changed `delivery_stations`, written by a statement
 * trigger on that table (migration 0024), so it commits with the change itself. A process may keep the
 * station list while this number stays the same, and reads it in a statement it makes anyway
 * (docs/decisions/044): every writer of stations, the seed, a script or psql, is covered.
 */
export const deliveryStationsVersion = pgTable('delivery_stations_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
