import { type DeliverySlot, type OrderSlot, slotAvailability, upcomingOccurrences } from '@kandamul/domain';
import type { Db } from '../../db/client';
import { fail } from '../../plugins/errors';
import { getOwned } from '../addresses/addresses.service';
import { stationForPlace } from './delivery.service';
import * as repo from './slots.repo';

/** The slot as the customer sees it. */
function toDeliverySlot(row: repo.SlotRow, now: Date): DeliverySlot {
  const startsAt = new Date(row.startsAt);
  const { full, pastCutoff, available } = slotAvailability(
    { startsAt, cutoffMinutes: row.cutoffMinutes, capacity: row.capacity },
    row.booked,
    now,
  );
  return {
    id: row.id,
    starts_at: startsAt.toISOString(),
    ends_at: new Date(row.endsAt).toISOString(),
    available,
    full,
    past_cutoff: pastCutoff,
  };
}

/** The next days' slots of a station, earliest first (made on first asking). */
export async function stationSlots(db: Db, stationId: number, now: Date): Promise<DeliverySlot[]> {
  const templates = await repo.activeTemplates(db, stationId);
  const occurrences = upcomingOccurrences(
    templates.map((t) => ({
      id: t.id,
      weekday: t.weekday,
      startMinute: t.startMinute,
      endMinute: t.endMinute,
      capacity: t.capacity,
      cutoffMinutes: t.cutoffMinutes,
    })),
    now,
  );
  const rows = await repo.ensureSlots(
    db,
    stationId,
    occurrences.map((o) => ({ templateId: o.templateId, startsAt: o.startsAt, endsAt: o.endsAt })),
  );
  return rows.map((r) => toDeliverySlot(r, now));
}

/** GET /delivery/slots/?address_id=: the slots of the station delivering to the customer's address. */
export async function slotsForAddress(
  db: Db,
  userId: number,
  addressId: number,
  now: Date = new Date(),
): Promise<{ slots: DeliverySlot[] }> {
  const address = await getOwned(db, userId, addressId);
  const chosen = await stationForPlace(db, address);
  if (!chosen) return { slots: [] };
  return { slots: await stationSlots(db, chosen.station.id, now) };
}

/**
 * The slot an order is to hold: none when the order names none, unless its station offers slots
 * (then one must be chosen: 422 SLOT_REQUIRED). The place itself is held by the statement that writes the order
 * (`holdPlaceSql`), then checked by `checkHeldSlot`.
 */
export async function slotToHold(
  db: Db,
  stationId: number | null,
  slotId: number | undefined,
): Promise<number | null> {
  if (slotId !== undefined) return slotId;
  if (stationId !== null && (await repo.stationHasSlots(db, stationId))) throw fail('SLOT_REQUIRED');
  return null;
}

/**
 * Checks a place held first (one statement) and read after: a slot that is not this station's, not
 * offered or past its cut-off is 422 SLOT_UNAVAILABLE, a full one (`held` undefined) 409 SLOT_FULL, and
 * the hold is rolled back with the order's transaction. A slot not held is read again, on this failure path only, to say which.
 */
export async function checkHeldSlot(
  db: Db,
  stationId: number | null,
  slotId: number,
  held: repo.SlotRow | undefined,
  now: Date = new Date(),
): Promise<void> {
  const slot = held ?? (await repo.findSlot(db, slotId));
  if (!slot || slot.stationId !== stationId) throw fail('SLOT_UNAVAILABLE');
  const { pastCutoff } = slotAvailability(
    { startsAt: new Date(slot.startsAt), cutoffMinutes: slot.cutoffMinutes, capacity: slot.capacity },
    0,
    now,
  );
  if (pastCutoff) throw fail('SLOT_UNAVAILABLE');
  if (!held) throw fail('SLOT_FULL');
}

/** Frees a cancelled order's place. */
export async function releaseSlot(db: Db, slotId: number | null): Promise<void> {
  if (slotId !== null) await repo.releasePlace(db, slotId);
}

/** An order's slot for display. */
export function toOrderSlot(row: {
  slotId: number | null;
  slotStartsAt: Date | string | null;
  slotEndsAt: Date | string | null;
}): OrderSlot | null {
  if (row.slotId === null || row.slotStartsAt === null || row.slotEndsAt === null) return null;
  return {
    id: row.slotId,
    starts_at: new Date(row.slotStartsAt).toISOString(),
    ends_at: new Date(row.slotEndsAt).toISOString(),
  };
}
