import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { deliverySlots, deliverySlotTemplates, deliveryStations } from '../../db/schema';

export type SlotTemplateRow = typeof deliverySlotTemplates.$inferSelect;

/** A concrete slot with its template's capacity and cut-off (staff edits apply to every date). */
export interface SlotRow {
  id: number;
  templateId: number;
  stationId: number;
  startsAt: Date;
  endsAt: Date;
  booked: number;
  capacity: number;
  cutoffMinutes: number;
}

const slotColumns = {
  id: deliverySlots.id,
  templateId: deliverySlots.templateId,
  stationId: deliverySlots.stationId,
  startsAt: deliverySlots.startsAt,
  endsAt: deliverySlots.endsAt,
  booked: deliverySlots.booked,
  capacity: deliverySlotTemplates.capacity,
  cutoffMinutes: deliverySlotTemplates.cutoffMinutes,
};

/** The active daily windows of a station, by start. */
export async function activeTemplates(db: Db, stationId: number): Promise<SlotTemplateRow[]> {
  return db
    .select()
    .from(deliverySlotTemplates)
    .where(and(eq(deliverySlotTemplates.stationId, stationId), eq(deliverySlotTemplates.active, true)))
    .orderBy(asc(deliverySlotTemplates.startMinute));
}

/** Whether a station has any active window (then checkout needs a slot). */
export async function stationHasSlots(db: Db, stationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: deliverySlotTemplates.id })
    .from(deliverySlotTemplates)
    .where(and(eq(deliverySlotTemplates.stationId, stationId), eq(deliverySlotTemplates.active, true)))
    .limit(1);
  return row !== undefined;
}

/** Makes the concrete slots (once each; a second call changes nothing) and returns them, earliest first. */
export async function ensureSlots(
  db: Db,
  stationId: number,
  wanted: Array<{ templateId: number; startsAt: Date; endsAt: Date }>,
): Promise<SlotRow[]> {
  if (wanted.length === 0) return [];
  await db
    .insert(deliverySlots)
    .values(wanted.map((w) => ({ ...w, stationId })))
    .onConflictDoNothing({ target: [deliverySlots.templateId, deliverySlots.startsAt] });
  const rows = await db
    .select(slotColumns)
    .from(deliverySlots)
    .innerJoin(deliverySlotTemplates, eq(deliverySlotTemplates.id, deliverySlots.templateId))
    .where(
      and(
        eq(deliverySlots.stationId, stationId),
        inArray(
          deliverySlots.templateId,
          wanted.map((w) => w.templateId),
        ),
        sql`${deliverySlots.startsAt} >= ${wanted.reduce((a, w) => (w.startsAt < a ? w.startsAt : a), wanted[0]!.startsAt).toISOString()}`,
      ),
    )
    .orderBy(asc(deliverySlots.startsAt), asc(deliverySlots.templateId));
  const keys = new Set(wanted.map((w) => `${w.templateId}/${w.startsAt.getTime()}`));
  return rows.filter((r) => keys.has(`${r.templateId}/${new Date(r.startsAt).getTime()}`));
}

/** One slot with its template's capacity and cut-off (active templates only). */
export async function findSlot(db: Db, id: number): Promise<SlotRow | undefined> {
  const [row] = await db
    .select(slotColumns)
    .from(deliverySlots)
    .innerJoin(deliverySlotTemplates, eq(deliverySlotTemplates.id, deliverySlots.templateId))
    .where(and(eq(deliverySlots.id, id), eq(deliverySlotTemplates.active, true)))
    .limit(1);
  return row;
}

/**
 * Holds one place in a slot of an active window: a guarded update that succeeds only while the slot
 * has room, so concurrent checkouts can never overfill it (the row lock orders them; each re-reads
 * `booked`). Returns the slot as held (its station and cut-off for the caller to check, rolling the
 * hold back with its transaction when they do not fit), or undefined when full or not offered: one
 * round trip where a read then an update were two.
 */
export async function holdPlace(db: Db, slotId: number): Promise<SlotRow | undefined> {
  const [row] = await queryRows<SlotRow>(db, holdPlaceSql(slotId));
  return heldSlot(row);
}

/**
 * holdPlace's statement, for a caller that runs it as a CTE of its own statement (checkout holds the
 * place in the statement that writes the order): it returns the held slot's row as holdPlace does,
 * none when the slot is full or not of an active window. `heldSlot` reads such a row.
 */
export function holdPlaceSql(slotId: number): SQL {
  return sql`update ${deliverySlots} s set booked = s.booked + 1
        from ${deliverySlotTemplates} t
        where s.id = ${slotId} and t.id = s.template_id and t.active and s.booked < t.capacity
        returning s.id as "id", s.template_id as "templateId", s.station_id as "stationId",
          s.starts_at as "startsAt", s.ends_at as "endsAt", s.booked as "booked",
          t.capacity as "capacity", t.cutoff_minutes as "cutoffMinutes"`;
}

/** A row returned by holdPlaceSql, its times as dates (raw SQL answers them as strings). */
export function heldSlot(row: SlotRow | undefined): SlotRow | undefined {
  return row && { ...row, startsAt: new Date(row.startsAt), endsAt: new Date(row.endsAt) };
}

/** Gives a place back (a cancelled order); never below zero. */
export async function releasePlace(db: Db, slotId: number): Promise<void> {
  await db
    .update(deliverySlots)
    .set({ booked: sql`greatest(${deliverySlots.booked} - 1, 0)` })
    .where(eq(deliverySlots.id, slotId));
}

/** Every station's windows for the console (removed ones left out), by station, day and start. */
export async function listTemplates(db: Db, id?: number) {
  return db
    .select({
      id: deliverySlotTemplates.id,
      stationId: deliverySlotTemplates.stationId,
      stationName: deliveryStations.name,
      weekday: deliverySlotTemplates.weekday,
      startMinute: deliverySlotTemplates.startMinute,
      endMinute: deliverySlotTemplates.endMinute,
      capacity: deliverySlotTemplates.capacity,
      cutoffMinutes: deliverySlotTemplates.cutoffMinutes,
      active: deliverySlotTemplates.active,
    })
    .from(deliverySlotTemplates)
    .innerJoin(deliveryStations, eq(deliveryStations.id, deliverySlotTemplates.stationId))
    .where(
      id === undefined
        ? eq(deliverySlotTemplates.active, true)
        : and(eq(deliverySlotTemplates.id, id), eq(deliverySlotTemplates.active, true)),
    )
    .orderBy(
      asc(deliveryStations.name),
      sql`${deliverySlotTemplates.weekday} nulls first`,
      asc(deliverySlotTemplates.startMinute),
    );
}

export type TemplateView = Awaited<ReturnType<typeof listTemplates>>[number];

/** Every delivery station, by name. */
export async function listStations(db: Db): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: deliveryStations.id, name: deliveryStations.name })
    .from(deliveryStations)
    .orderBy(asc(deliveryStations.name));
}

/** Whether a delivery station exists. */
export async function stationExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: deliveryStations.id })
    .from(deliveryStations)
    .where(eq(deliveryStations.id, id))
    .limit(1);
  return row !== undefined;
}

/**
 * Adds a window, or brings back a removed one at the same station, day and start (its concrete slots
 * and their orders are kept). Undefined when an active window is already there.
 */
export async function addTemplate(
  db: Db,
  t: {
    stationId: number;
    weekday: number | null;
    startMinute: number;
    endMinute: number;
    capacity: number;
    cutoffMinutes: number;
  },
): Promise<number | undefined> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into ${deliverySlotTemplates} (station_id, weekday, start_minute, end_minute, capacity, cutoff_minutes, active)
        values (${t.stationId}, ${t.weekday}, ${t.startMinute}, ${t.endMinute}, ${t.capacity}, ${t.cutoffMinutes}, true)
        on conflict (station_id, (coalesce(weekday, -1)), start_minute) do update
          set end_minute = excluded.end_minute, capacity = excluded.capacity,
              cutoff_minutes = excluded.cutoff_minutes, active = true
          where ${deliverySlotTemplates}.active = false
        returning id`,
  );
  return rows[0]?.id;
}

/** Changes an active window (a removed one is not found). */
export async function updateTemplate(
  db: Db,
  id: number,
  patch: Partial<Pick<SlotTemplateRow, 'capacity' | 'cutoffMinutes' | 'active'>>,
): Promise<SlotTemplateRow | undefined> {
  const [row] = await db
    .update(deliverySlotTemplates)
    .set(patch)
    .where(and(eq(deliverySlotTemplates.id, id), eq(deliverySlotTemplates.active, true)))
    .returning();
  return row;
}
