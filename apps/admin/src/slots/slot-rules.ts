import { parseClock, SLOT_MAX_CAPACITY, SLOT_MAX_CUTOFF_MINUTES } from '@kandamul/domain';

/** What is wrong with a field the person typed: a key of ops.slots.errors, or null. */
export type SlotFieldError = 'capacity' | 'cutoff' | 'clock' | 'endBeforeStart' | 'tooShort' | null;

/** Hours as typed ('2', '1.5') → whole minutes; null when not a number. */
export function hoursToMinutes(text: string): number | null {
  if (text.trim() === '') return null;
  const hours = Number(text);
  return Number.isFinite(hours) ? Math.round(hours * 60) : null;
}

/** Minutes → hours as the screen shows them ('2', '1.5'). */
export const minutesToHours = (minutes: number) => String(Math.round((minutes / 60) * 100) / 100);

/** The same bounds the API holds (the domain's constants), checked before sending. */
export function capacityError(text: string): SlotFieldError {
  const n = Number(text);
  return text.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= SLOT_MAX_CAPACITY ? null : 'capacity';
}

export function cutoffError(text: string): SlotFieldError {
  const m = hoursToMinutes(text);
  return m !== null && m >= 0 && m <= SLOT_MAX_CUTOFF_MINUTES ? null : 'cutoff';
}

/** A window entered within one day: it ends after it starts and lasts at least 15 minutes. */
export function windowError(start: string, end: string): { start: SlotFieldError; end: SlotFieldError } {
  const s = parseClock(start);
  const e = parseClock(end === '00:00' ? '24:00' : end);
  if (s === null || s >= 24 * 60) return { start: 'clock', end: e === null ? 'clock' : null };
  if (e === null) return { start: null, end: 'clock' };
  if (e <= s) return { start: null, end: 'endBeforeStart' };
  if (e - s < 15) return { start: null, end: 'tooShort' };
  return { start: null, end: null };
}
