// The apps compile the domain from source: this reference brings the library's types along with it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./bikram-sambat.d.ts" />
import { daysInMonth, toBik, toGreg } from 'bikram-sambat';
import { toDevanagariDigits } from '../money/format';

/** A date of the Bikram Sambat calendar; month 1 is Baisakh, 12 is Chaitra. */
export interface BsDate {
  year: number;
  month: number;
  day: number;
}

/** The calendar a shopper reads dates in: AD as SPEC writes them, or Bikram Sambat. */
export type CalendarChoice = 'AD' | 'BS';

/** First and last BS years the conversion tables cover (bikram-sambat's tables: 1970–2090 BS). */
export const BS_MIN_YEAR = 1970;
export const BS_MAX_YEAR = 2090;

/** BS month names as shoppers read them in English. */
export const BS_MONTHS_EN = [
  'Baisakh',
  'Jestha',
  'Asar',
  'Shrawan',
  'Bhadra',
  'Ashwin',
  'Kartik',
  'Mangsir',
  'Poush',
  'Magh',
  'Falgun',
  'Chaitra',
] as const;

/** BS month names in Nepali. */
export const BS_MONTHS_NE = [
  'बैशाख',
  'जेठ',
  'असार',
  'साउन',
  'भदौ',
  'असोज',
  'कार्तिक',
  'मंसिर',
  'पुस',
  'माघ',
  'फागुन',
  'चैत',
] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** Days in a BS month, or 0 for a year or month the tables do not cover. */
export function bsDaysInMonth(year: number, month: number): number {
  if (!Number.isInteger(year) || year < BS_MIN_YEAR || year > BS_MAX_YEAR) return 0;
  if (!Number.isInteger(month) || month < 1 || month > 12) return 0;
  return daysInMonth(year, month);
}

/** True for a BS date that exists and that the tables cover. */
export function isBsDate(d: BsDate): boolean {
  return Number.isInteger(d.day) && d.day >= 1 && d.day <= bsDaysInMonth(d.year, d.month);
}

/** AD 'YYYY-MM-DD' → the BS date of that day; null for an invalid date or one outside the tables. */
export function adToBs(isoDate: string): BsDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return null;
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== isoDate) return null;
  try {
    const bs = toBik(isoDate);
    return bs.year <= BS_MAX_YEAR ? bs : null;
  } catch {
    return null;
  }
}

/** A BS date → AD 'YYYY-MM-DD'; null for a date that does not exist or is outside the tables. */
export function bsToAd(d: BsDate): string | null {
  if (!isBsDate(d)) return null;
  const g = toGreg(d.year, d.month, d.day);
  return `${g.year}-${pad(g.month)}-${pad(g.day)}`;
}

/** 'YYYY-MM-DD' written in BS (Western or Devanagari digits) → AD 'YYYY-MM-DD', or null. */
export function parseBsDate(text: string): string | null {
  const western = text.trim().replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966));
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(western);
  if (!m) return null;
  return bsToAd({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) });
}

/** A BS date as 'YYYY-MM-DD' (the form of a BS date field). */
export function bsIso(d: BsDate): string {
  return `${d.year}-${pad(d.month)}-${pad(d.day)}`;
}

// Nepal keeps UTC+5:45 all year (no daylight saving since 1986).
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60 * 1000;

/**
 * The day in Nepal of a moment (an ISO timestamp or Date) as 'YYYY-MM-DD'; a bare 'YYYY-MM-DD' is taken
 * as that day. Plain arithmetic, so server and browser agree. Null when invalid.
 */
export function nepalDay(value: string | Date): string | null {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  return new Date(date.getTime() + NEPAL_OFFSET_MS).toISOString().slice(0, 10);
}

/** '4 Mangsir 2083' (English) or '४ मंसिर २०८३' (Nepali); '' when the date cannot be converted. */
export function formatBsDate(value: string | Date, language: 'en' | 'ne'): string {
  const day = nepalDay(value);
  const bs = day ? adToBs(day) : null;
  if (!bs) return '';
  if (language === 'ne')
    return `${toDevanagariDigits(String(bs.day))} ${BS_MONTHS_NE[bs.month - 1]} ${toDevanagariDigits(String(bs.year))}`;
  return `${bs.day} ${BS_MONTHS_EN[bs.month - 1]} ${bs.year}`;
}

/**
 * Nepal's fiscal year of a day, '2083/84': it runs from 1 Shrawan to the end of Asar, so Baisakh to Asar
 * belong to the year that began the Shrawan before. Null when the date cannot be converted.
 */
export function nepalFiscalYear(value: string | Date): string | null {
  const day = nepalDay(value);
  const bs = day ? adToBs(day) : null;
  if (!bs) return null;
  const start = bs.month >= 4 ? bs.year : bs.year - 1;
  return `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
}
