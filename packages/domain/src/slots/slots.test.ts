import { describe, expect, it } from 'vitest';
import {
  fastestSlotId,
  isPastCutoff,
  nepalDate,
  nepalInstant,
  occurrenceOn,
  parseClock,
  slotAvailability,
  type SlotTemplate,
  upcomingOccurrences,
  checkSlotTemplate,
  formatClock,
  slotTimes,
  weekdayOf,
} from './slots';
import { AdminSlotCreateSchema, AdminSlotUpdateSchema } from './contract';

const t = (id: number, start: string, end: string, capacity = 10, cutoff = 120): SlotTemplate => ({
  id,
  startMinute: parseClock(start)!,
  endMinute: parseClock(end)!,
  capacity,
  cutoffMinutes: cutoff,
});

const DAY = [t(1, '08:00', '10:00'), t(2, '10:00', '12:00'), t(3, '16:00', '18:00'), t(4, '18:00', '20:00')];

describe('Nepal time (Asia/Kathmandu, UTC+05:45, no daylight saving)', () => {
  it.each([
    ['2026-11-25T18:14:59.999Z', '2026-11-25'],
    ['2026-11-25T18:15:00.000Z', '2026-11-26'], // Nepal midnight
    ['2026-06-30T18:15:00.000Z', '2026-07-01'], // summer: still +05:45
  ])('%s is %s in Nepal', (iso, date) => {
    expect(nepalDate(new Date(iso))).toBe(date);
  });

  it('08:00 in Kathmandu is 02:15 UTC', () => {
    expect(nepalInstant('2026-11-26', 8 * 60).toISOString()).toBe('2026-11-26T02:15:00.000Z');
  });

  it('reads and writes clocks', () => {
    expect(parseClock('08:30')).toBe(510);
    expect(parseClock('24:00')).toBe(1440);
    expect(parseClock('24:30')).toBeNull();
    expect(parseClock('8:30')).toBeNull();
    expect(formatClock(1440)).toBe('00:00');
  });
});

describe('a window that crosses midnight', () => {
  it('22:00–01:00 ends at 01:00 the next Nepal day', () => {
    const o = occurrenceOn(t(9, '22:00', '01:00'), '2026-11-25');
    expect(o.startsAt.toISOString()).toBe('2026-11-25T16:15:00.000Z');
    expect(o.endsAt.toISOString()).toBe('2026-11-25T19:15:00.000Z');
    expect(nepalDate(o.endsAt)).toBe('2026-11-26');
  });

  it('a cut-off before an early slot falls on the previous evening', () => {
    const o = occurrenceOn(t(1, '08:00', '10:00', 10, 10 * 60), '2026-11-26');
    // 08:00 less 10 h = 22:00 on the 25th in Nepal = 16:15 UTC.
    expect(isPastCutoff(o, new Date('2026-11-25T16:14:59Z'))).toBe(false);
    expect(isPastCutoff(o, new Date('2026-11-25T16:15:00Z'))).toBe(true);
  });
});

describe('upcomingOccurrences: today and the next two Nepal days', () => {
  it('late evening in Nepal (already the next day in Nepal, not yet in UTC) starts from the Nepal date', () => {
    // 23:00 in Kathmandu on the 25th = 17:15 UTC; 00:30 in Kathmandu on the 26th = 18:45 UTC on the 25th.
    const now = new Date('2026-11-25T18:45:00Z');
    const list = upcomingOccurrences(DAY, now);
    expect(list).toHaveLength(12);
    expect(list[0]!.date).toBe('2026-11-26');
    expect(list.at(-1)!.date).toBe('2026-11-28');
  });

  it('leaves out windows that already started, keeps those past their cut-off, earliest first', () => {
    // 09:00 in Kathmandu on the 26th.
    const now = new Date('2026-11-26T03:15:00Z');
    const list = upcomingOccurrences(DAY, now);
    expect(list).toHaveLength(11);
    expect(list[0]).toMatchObject({ templateId: 2, date: '2026-11-26' });
    // 10:00 with a 2 h cut-off: past it at 09:00.
    expect(isPastCutoff(list[0]!, now)).toBe(true);
    expect(isPastCutoff(list[1]!, now)).toBe(false);
    const starts = list.map((o) => o.startsAt.getTime());
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
  });
});

describe('slotAvailability', () => {
  const o = occurrenceOn(t(1, '16:00', '18:00', 3, 120), '2026-11-26');
  const before = new Date('2026-11-26T07:00:00Z'); // 12:45 Nepal
  const after = new Date('2026-11-26T08:15:00Z'); // 14:00 Nepal: the cut-off

  it.each([
    [0, before, { full: false, pastCutoff: false, available: true }],
    [2, before, { full: false, pastCutoff: false, available: true }],
    [3, before, { full: true, pastCutoff: false, available: false }],
    [4, before, { full: true, pastCutoff: false, available: false }], // capacity lowered under bookings
    [0, after, { full: false, pastCutoff: true, available: false }],
  ])('%i booked → %o', (booked, now, expected) => {
    expect(slotAvailability(o, booked, now)).toEqual(expected);
  });

  it('a capacity of 0 is always full', () => {
    expect(slotAvailability({ ...o, capacity: 0 }, 0, before).full).toBe(true);
  });
});

describe('fastestSlotId', () => {
  it('is the earliest available slot, whatever the list order', () => {
    const slots = [
      { id: 5, starts_at: '2026-11-26T10:15:00Z', available: true },
      { id: 3, starts_at: '2026-11-26T02:15:00Z', available: false },
      { id: 4, starts_at: '2026-11-26T04:15:00Z', available: true },
    ];
    expect(fastestSlotId(slots)).toBe(4);
    expect(fastestSlotId(slots.map((s) => ({ ...s, available: false })))).toBeNull();
  });
});

describe('checkSlotTemplate', () => {
  it('refuses a short window, a negative capacity and a week-long cut-off', () => {
    expect(checkSlotTemplate({ startMinute: 600, endMinute: 610, capacity: 1, cutoffMinutes: 0 }).ok).toBe(
      false,
    );
    expect(checkSlotTemplate({ startMinute: 600, endMinute: 720, capacity: -1, cutoffMinutes: 0 }).ok).toBe(
      false,
    );
    expect(
      checkSlotTemplate({ startMinute: 600, endMinute: 720, capacity: 1, cutoffMinutes: 20_000 }).ok,
    ).toBe(false);
    expect(checkSlotTemplate({ startMinute: 1320, endMinute: 60, capacity: 1, cutoffMinutes: 120 }).ok).toBe(
      true,
    );
  });
});

describe('slotTimes', () => {
  it('shows a slot in Nepal time', () => {
    expect(slotTimes({ starts_at: '2026-11-26T16:15:00.000Z', ends_at: '2026-11-26T19:15:00.000Z' })).toEqual(
      {
        date: '2026-11-26',
        start: '22:00',
        end: '01:00',
      },
    );
  });
});

describe('a window on one weekday', () => {
  // 06:00 on Thursday 26 November 2026 in Nepal.
  const now = new Date('2026-11-26T00:15:00.000Z');
  const base = { startMinute: 10 * 60, endMinute: 12 * 60, capacity: 5, cutoffMinutes: 60 };

  it('runs only on its Nepal weekday; a window without one runs every day', () => {
    expect(weekdayOf('2026-11-27')).toBe(5);
    const friday = upcomingOccurrences([{ id: 1, weekday: 5, ...base }], now);
    expect(friday.map((o) => o.date)).toEqual(['2026-11-27']);
    const daily = upcomingOccurrences([{ id: 2, weekday: null, ...base }], now);
    expect(daily.map((o) => o.date)).toEqual(['2026-11-26', '2026-11-27', '2026-11-28']);
  });

  it('the console’s new window ends after it starts, within 0–100000 orders and a week’s cut-off', () => {
    const ok = { station_id: 1, start: '08:00', end: '24:00', capacity: 0, cutoff_minutes: 10_080 };
    expect(AdminSlotCreateSchema.safeParse(ok).success).toBe(true);
    for (const bad of [
      { end: '07:00' },
      { end: '08:00' },
      { capacity: -1 },
      { cutoff_minutes: 10_081 },
      { start: '24:00' },
      { weekday: 7 },
    ]) {
      expect(AdminSlotCreateSchema.safeParse({ ...ok, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
    expect(AdminSlotUpdateSchema.safeParse({}).success).toBe(false);
    expect(AdminSlotUpdateSchema.safeParse({ capacity: 0 }).success).toBe(true);
  });
});
