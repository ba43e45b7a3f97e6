/**
 * Delivery slots (docs/decisions/018-delivery-slots.md). A station's slots are daily windows in Nepal
 * time (Asia/Kathmandu, UTC+05:45 all year: Nepal has no daylight saving), each with a capacity (orders
 * per slot) and a cut-off (minutes before the window starts after which it can no longer be chosen).
 * Pure: the clock is always passed in.
 */

/** Nepal's offset from UTC in minutes (Asia/Kathmandu, no daylight saving). */
export const NEPAL_OFFSET_MINUTES = 5 * 60 + 45;

/** How many days of slots checkout offers: today and the next two (Nepal dates). */
export const SLOT_DAYS_AHEAD = 3;

const MINUTES_PER_DAY = 24 * 60;
const MS_PER_MINUTE = 60_000;

/** A daily window of a station, in minutes after Nepal midnight. An end at or before the start ends the next day. */
export type SlotTemplate = {
  id: number;
  /** The one weekday it runs on (0 Sunday … 6 Saturday, Nepal dates); null or absent: every day. */
  weekday?: number | null;
  startMinute: number;
  endMinute: number;
  capacity: number;
  cutoffMinutes: number;
};

/** The weekday of a Nepal date (YYYY-MM-DD): 0 Sunday … 6 Saturday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00.000Z`).getUTCDay();
}

/** Whether a template runs on a Nepal date (every day, or its weekday). */
export function runsOn(t: Pick<SlotTemplate, 'weekday'>, date: string): boolean {
  return t.weekday === null || t.weekday === undefined || t.weekday === weekdayOf(date);
}

/** One concrete window: a template on one Nepal date. */
export type SlotOccurrence = {
  templateId: number;
  /** The Nepal date it starts on, YYYY-MM-DD. */
  date: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  cutoffMinutes: number;
};

/** The Nepal calendar date (YYYY-MM-DD) of an instant. */
export function nepalDate(at: Date): string {
  return new Date(at.getTime() + NEPAL_OFFSET_MINUTES * MS_PER_MINUTE).toISOString().slice(0, 10);
}

/** The instant of a Nepal wall-clock time: minutes after midnight of a Nepal date (may spill into the next day). */
export function nepalInstant(date: string, minuteOfDay: number): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00.000Z`);
  return new Date(midnightUtc + (minuteOfDay - NEPAL_OFFSET_MINUTES) * MS_PER_MINUTE);
}

/** Adds days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * MINUTES_PER_DAY * MS_PER_MINUTE)
    .toISOString()
    .slice(0, 10);
}

/** 'HH:MM' → minutes after midnight; null when malformed. '24:00' is allowed as an end. */
export function parseClock(text: string): number | null {
  const m = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(text);
  if (!m) return null;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return minutes <= MINUTES_PER_DAY ? minutes : null;
}

/** Minutes after midnight → 'HH:MM'. */
export function formatClock(minutes: number): string {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Length of a template's window in minutes: an end at or before the start crosses midnight. */
export function slotLengthMinutes(t: Pick<SlotTemplate, 'startMinute' | 'endMinute'>): number {
  const start = t.startMinute % MINUTES_PER_DAY;
  const end = t.endMinute % MINUTES_PER_DAY;
  return end > start ? end - start : end + MINUTES_PER_DAY - start;
}

/** The template's window on a Nepal date (a window crossing midnight ends on the next date). */
export function occurrenceOn(t: SlotTemplate, date: string): SlotOccurrence {
  const startsAt = nepalInstant(date, t.startMinute % MINUTES_PER_DAY);
  return {
    templateId: t.id,
    date,
    startsAt,
    endsAt: new Date(startsAt.getTime() + slotLengthMinutes(t) * MS_PER_MINUTE),
    capacity: t.capacity,
    cutoffMinutes: t.cutoffMinutes,
  };
}

/** When a window stops being choosable: its start minus its cut-off. */
export function cutoffAt(o: Pick<SlotOccurrence, 'startsAt' | 'cutoffMinutes'>): Date {
  return new Date(o.startsAt.getTime() - Math.max(0, o.cutoffMinutes) * MS_PER_MINUTE);
}

/** Whether the cut-off of a window has passed at `now` (at the cut-off instant it has). */
export function isPastCutoff(o: Pick<SlotOccurrence, 'startsAt' | 'cutoffMinutes'>, now: Date): boolean {
  return now.getTime() >= cutoffAt(o).getTime();
}

/**
 * The windows checkout offers at `now`: every template on today's Nepal date and the next days, earliest
 * first (windows that already started are left out, past-cut-off ones are kept to be shown disabled).
 */
export function upcomingOccurrences(
  templates: readonly SlotTemplate[],
  now: Date,
  days: number = SLOT_DAYS_AHEAD,
): SlotOccurrence[] {
  const today = nepalDate(now);
  const out: SlotOccurrence[] = [];
  for (let d = 0; d < days; d++) {
    const date = addDays(today, d);
    for (const t of templates) {
      if (!runsOn(t, date)) continue;
      const o = occurrenceOn(t, date);
      if (o.startsAt.getTime() > now.getTime()) out.push(o);
    }
  }
  return out.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.templateId - b.templateId);
}

/** A window's state for the customer. */
export type SlotAvailability = { full: boolean; pastCutoff: boolean; available: boolean };

/** Full when the booked places reach the capacity; available when neither full nor past its cut-off. */
export function slotAvailability(
  o: Pick<SlotOccurrence, 'startsAt' | 'cutoffMinutes' | 'capacity'>,
  booked: number,
  now: Date,
): SlotAvailability {
  const full = booked >= o.capacity;
  const pastCutoff = isPastCutoff(o, now);
  return { full, pastCutoff, available: !full && !pastCutoff };
}

/** The id of the earliest available slot (the fastest delivery), or null when none is available. */
export function fastestSlotId<T extends { id: number; starts_at: string; available: boolean }>(
  slots: readonly T[],
): number | null {
  let best: T | null = null;
  for (const s of slots) {
    if (!s.available) continue;
    if (!best || Date.parse(s.starts_at) < Date.parse(best.starts_at)) best = s;
  }
  return best ? best.id : null;
}

/** The most orders one slot may take, and the longest cut-off (a week), as staff may set them. */
export const SLOT_MAX_CAPACITY = 100_000;
export const SLOT_MAX_CUTOFF_MINUTES = 7 * MINUTES_PER_DAY;

/** What staff are told when a slot they enter is wrong (the console and the API say the same). */
export const SLOT_TEMPLATE_MESSAGES = {
  tooShort: 'A slot must last at least 15 minutes.',
  endBeforeStart: 'A slot must end after it starts.',
  capacity: `Capacity must be a whole number from 0 to ${SLOT_MAX_CAPACITY}.`,
  cutoff: `The cut-off must be 0 to ${SLOT_MAX_CUTOFF_MINUTES} minutes.`,
  clock: 'Enter a time as HH:MM.',
} as const;

/** Checks a template as staff enter it: a window of at least 15 minutes, a capacity and a sane cut-off. */
export function checkSlotTemplate(
  t: Pick<SlotTemplate, 'startMinute' | 'endMinute' | 'capacity' | 'cutoffMinutes'>,
): { ok: true } | { ok: false; field: 'endMinute' | 'capacity' | 'cutoffMinutes'; message: string } {
  if (slotLengthMinutes(t) < 15) {
    return { ok: false, field: 'endMinute', message: SLOT_TEMPLATE_MESSAGES.tooShort };
  }
  if (!Number.isInteger(t.capacity) || t.capacity < 0 || t.capacity > SLOT_MAX_CAPACITY) {
    return { ok: false, field: 'capacity', message: SLOT_TEMPLATE_MESSAGES.capacity };
  }
  if (
    !Number.isInteger(t.cutoffMinutes) ||
    t.cutoffMinutes < 0 ||
    t.cutoffMinutes > SLOT_MAX_CUTOFF_MINUTES
  ) {
    return { ok: false, field: 'cutoffMinutes', message: SLOT_TEMPLATE_MESSAGES.cutoff };
  }
  return { ok: true };
}

/** A slot as checkout and orders show it: its Nepal date and clock times ('2026-11-26', '08:00', '10:00'). */
export function slotTimes(slot: { starts_at: string; ends_at: string }): {
  date: string;
  start: string;
  end: string;
} {
  const start = new Date(slot.starts_at);
  const end = new Date(slot.ends_at);
  const minuteOfDay = (d: Date) =>
    Math.floor(
      (((d.getTime() / MS_PER_MINUTE + NEPAL_OFFSET_MINUTES) % MINUTES_PER_DAY) + MINUTES_PER_DAY) %
        MINUTES_PER_DAY,
    );
  return {
    date: nepalDate(start),
    start: formatClock(minuteOfDay(start)),
    end: formatClock(minuteOfDay(end)),
  };
}
