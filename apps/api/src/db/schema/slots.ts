import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { deliveryStations } from './places';

/**
 * A station's daily delivery windows (docs/decisions/018-delivery-slots.md), in minutes after Nepal
 * midnight; an end at or before the start ends the next day. Staff edit capacity and cut-off here.
 */
export const deliverySlotTemplates = pgTable(
  'delivery_slot_templates',
  {
    id: serial('id').primaryKey(),
    stationId: integer('station_id')
      .notNull()
      .references(() => deliveryStations.id, { onDelete: 'cascade' }),
    /** The one weekday it runs on (0 Sunday … 6 Saturday, Nepal dates); null: every day. */
    weekday: smallint('weekday'),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
    /** Orders per window. */
    capacity: integer('capacity').notNull(),
    /** Minutes before the start after which the window can no longer be chosen. */
    cutoffMinutes: integer('cutoff_minutes').notNull().default(120),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    // One window per station, day kind (every day, or a weekday) and start.
    uniqueIndex('delivery_slot_templates_station_day_start').on(
      t.stationId,
      sql`coalesce(${t.weekday}, -1)`,
      t.startMinute,
    ),
    check('delivery_slot_templates_weekday', sql`${t.weekday} IS NULL OR ${t.weekday} BETWEEN 0 AND 6`),
    check(
      'delivery_slot_templates_minutes',
      sql`${t.startMinute} BETWEEN 0 AND 1439 AND ${t.endMinute} BETWEEN 0 AND 1440`,
    ),
    check('delivery_slot_templates_capacity', sql`${t.capacity} >= 0`),
    check('delivery_slot_templates_cutoff', sql`${t.cutoffMinutes} >= 0`),
  ],
);

/**
 * One window on one date: made when first offered, so an order can hold a place in it. `booked` counts
 * the orders in it, raised only by a guarded update (`booked < capacity`) inside checkout's transaction
 * and lowered when an order is cancelled.
 */
export const deliverySlots = pgTable(
  'delivery_slots',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => deliverySlotTemplates.id, { onDelete: 'cascade' }),
    stationId: integer('station_id')
      .notNull()
      .references(() => deliveryStations.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    uniqueIndex('delivery_slots_template_start').on(t.templateId, t.startsAt),
    index('delivery_slots_station_start').on(t.stationId, t.startsAt),
    check('delivery_slots_booked_non_negative', sql`${t.booked} >= 0`),
  ],
);
