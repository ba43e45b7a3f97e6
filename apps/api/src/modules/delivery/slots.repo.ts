import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
 * Holds one place in a slot: a guarded update that succeeds only while the slot has room, so
 * concurrent checkouts can never overfill it (the row lock orders them; each re-reads `booked`).
 */
export async function holdPlace(db: Db, slotId: number): Promise<boolean> {
  const rows = await db
    .update(deliverySlots)
    .set({ booked: sql`${deliverySlots.booked} + 1` })
    .where(
      and(
        eq(deliverySlots.id, slotId),
        sql`${deliverySlots.booked} < (select t.capacity from ${deliverySlotTemplates} t where t.id = ${deliverySlots.templateId})`,
      ),
    )
    .returning({ id: deliverySlots.id });
  return rows.length > 0;
}

/** Gives a place back (a cancelled order); never below zero. */
export async function releasePlace(db: Db, slotId: number): Promise<void> {
  await db
    .update(deliverySlots)
    .set({ booked: sql`greatest(${deliverySlots.booked} - 1, 0)` })
    .where(eq(deliverySlots.id, slotId));
}

/** Every station's windows for the console, by station and start. */
export async function listTemplates(db: Db) {
  return db
    .select({
      id: deliverySlotTemplates.id,
      stationId: deliverySlotTemplates.stationId,
      stationName: deliveryStations.name,
      startMinute: deliverySlotTemplates.startMinute,
      endMinute: deliverySlotTemplates.endMinute,
      capacity: deliverySlotTemplates.capacity,
      cutoffMinutes: deliverySlotTemplates.cutoffMinutes,
      active: deliverySlotTemplates.active,
    })
    .from(deliverySlotTemplates)
    .innerJoin(deliveryStations, eq(deliveryStations.id, deliverySlotTemplates.stationId))
    .orderBy(asc(deliveryStations.name), asc(deliverySlotTemplates.startMinute));
}

export async function updateTemplate(
  db: Db,
  id: number,
  patch: Partial<Pick<SlotTemplateRow, 'capacity' | 'cutoffMinutes' | 'active'>>,
): Promise<SlotTemplateRow | undefined> {
  const [row] = await db
    .update(deliverySlotTemplates)
    .set(patch)
    .where(eq(deliverySlotTemplates.id, id))
    .returning();
  return row;
}
