import {
  type AdminSlotCreate,
  type AdminSlotTemplate,
  type AdminSlotTemplateList,
  type AdminSlotUpdate,
  checkSlotTemplate,
  formatClock,
  parseClock,
} from '@kandamul/domain';
import type { Db } from '../../db/client';
import { AppError, fail } from '../../plugins/errors';
import * as repo from './slots.repo';

// The console's slot screen (issue 20): staff read each station's daily windows and change their
// capacity and cut-off, add a window and remove one. A change applies to every date at once, because
// the concrete slots read capacity and cut-off from their window (docs/decisions/018).

function toView(t: repo.TemplateView): AdminSlotTemplate {
  return {
    id: t.id,
    station_id: t.stationId,
    station_name: t.stationName,
    weekday: t.weekday,
    start: formatClock(t.startMinute),
    // A window ending at midnight reads 24:00, not 00:00.
    end: t.endMinute === 24 * 60 ? '24:00' : formatClock(t.endMinute),
    capacity: t.capacity,
    cutoff_minutes: t.cutoffMinutes,
    active: t.active,
  };
}

async function viewOf(db: Db, id: number): Promise<AdminSlotTemplate> {
  const [row] = await repo.listTemplates(db, id);
  if (!row) throw fail('SLOT_NOT_FOUND');
  return toView(row);
}

/** Every station's windows, by station, day (every day first) and start; and every station. */
export async function adminSlots(db: Db): Promise<AdminSlotTemplateList> {
  const [templates, stations] = await Promise.all([repo.listTemplates(db), repo.listStations(db)]);
  return { data: templates.map(toView), stations };
}

/** A window's new capacity and/or cut-off; 404 for an unknown or removed window. */
export async function changeSlot(db: Db, id: number, body: AdminSlotUpdate): Promise<AdminSlotTemplate> {
  const patch = {
    ...(body.capacity === undefined ? {} : { capacity: body.capacity }),
    ...(body.cutoff_minutes === undefined ? {} : { cutoffMinutes: body.cutoff_minutes }),
  };
  if (!(await repo.updateTemplate(db, id, patch))) throw fail('SLOT_NOT_FOUND');
  return viewOf(db, id);
}

/**
 * A new window: 404 for an unknown station, 409 when the station already has one starting then on
 * that day (every day, or the weekday); a removed one at the same time comes back with the new figures.
 */
export async function addSlot(db: Db, body: AdminSlotCreate): Promise<AdminSlotTemplate> {
  const template = {
    stationId: body.station_id,
    weekday: body.weekday,
    startMinute: parseClock(body.start)!,
    endMinute: parseClock(body.end)!,
    capacity: body.capacity,
    cutoffMinutes: body.cutoff_minutes,
  };
  // The schema checked the fields; the domain's rule is the one checkout lives by, asked once more.
  const check = checkSlotTemplate(template);
  if (!check.ok) throw new AppError(400, 'VALIDATION', check.message, { [check.field]: [check.message] });
  if (!(await repo.stationExists(db, body.station_id))) throw fail('NOT_FOUND', 'No such delivery station.');
  const id = await repo.addTemplate(db, template);
  if (id === undefined) throw fail('SLOT_EXISTS');
  return viewOf(db, id);
}

/**
 * Removes a window: it is no longer offered at checkout. Orders already in its slots keep them (the
 * window is kept, inactive, so their times stay readable).
 */
export async function removeSlot(db: Db, id: number): Promise<void> {
  if (!(await repo.updateTemplate(db, id, { active: false }))) throw fail('SLOT_NOT_FOUND');
}
