import { describe, expect, it } from 'vitest';
import {
  BS_MAX_YEAR,
  adToBs,
  bsDaysInMonth,
  bsToAd,
  formatBsDate,
  nepalDay,
  nepalFiscalYear,
  parseBsDate,
} from './calendar';
import { formatDisplayDate } from './display';

const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('Bikram Sambat conversion', () => {
  it.each([
    [2081, '2024-04-13'],
    [2082, '2025-04-14'],
    [2083, '2026-04-14'],
  ])('1 Baisakh %i is %s', (year, ad) => {
    expect(bsToAd({ year, month: 1, day: 1 })).toBe(ad);
    expect(adToBs(ad)).toEqual({ year, month: 1, day: 1 });
  });

  it('4 Mangsir 2083 is Nov 20, 2026', () => {
    expect(adToBs('2026-11-20')).toEqual({ year: 2083, month: 8, day: 4 });
  });

  it('round-trips every day of 2070–2090 BS, one AD day after the other', () => {
    let expected = bsToAd({ year: 2070, month: 1, day: 1 })!;
    let days = 0;
    for (let year = 2070; year <= 2090; year++) {
      let yearDays = 0;
      for (let month = 1; month <= 12; month++) {
        const length = bsDaysInMonth(year, month);
        expect(length).toBeGreaterThanOrEqual(29);
        expect(length).toBeLessThanOrEqual(32);
        for (let day = 1; day <= length; day++) {
          const ad = bsToAd({ year, month, day });
          expect(ad).toBe(expected);
          expect(adToBs(ad!)).toEqual({ year, month, day });
          expected = addDays(expected, 1);
          yearDays += 1;
          days += 1;
        }
      }
      expect([365, 366]).toContain(yearDays);
    }
    expect(days).toBeGreaterThan(7600);
  });

  it('refuses dates that do not exist or that the tables do not cover', () => {
    expect(bsToAd({ year: 2083, month: 1, day: 32 })).toBeNull();
    expect(bsToAd({ year: 2083, month: 13, day: 1 })).toBeNull();
    expect(bsToAd({ year: BS_MAX_YEAR + 1, month: 1, day: 1 })).toBeNull();
    expect(adToBs('2026-02-30')).toBeNull();
    expect(adToBs('1800-01-01')).toBeNull();
    expect(adToBs('2040-01-01')).toBeNull();
    expect(adToBs('nonsense')).toBeNull();
  });

  it('reads a BS date typed in Western or Devanagari digits', () => {
    expect(parseBsDate('2083-08-04')).toBe('2026-11-20');
    expect(parseBsDate('२०८३/८/४')).toBe('2026-11-20');
    expect(parseBsDate('2083-02-33')).toBeNull();
    expect(parseBsDate('4 Mangsir')).toBeNull();
  });
});

describe('showing dates', () => {
  it('writes BS in English and Nepali, AD as the spec does', () => {
    expect(formatBsDate('2026-11-20', 'en')).toBe('4 Mangsir 2083');
    expect(formatBsDate('2026-11-20', 'ne')).toBe('४ मंसिर २०८३');
    expect(formatDisplayDate('2026-11-20T06:00:00Z', 'AD', 'en')).toBe('Nov 20, 2026');
    expect(formatDisplayDate('2026-11-20T06:00:00Z', 'BS', 'ne')).toBe('४ मंसिर २०८३');
    expect(formatDisplayDate('1990-05-01', 'AD', 'ne')).toBe('May 1, 1990');
    expect(formatDisplayDate('bad', 'BS', 'en')).toBe('');
  });

  it('takes the day in Nepal: 19:00 UTC on Nov 19 is already Nov 20 there', () => {
    expect(nepalDay('2026-11-19T19:00:00Z')).toBe('2026-11-20');
    expect(formatBsDate('2026-11-19T19:00:00Z', 'en')).toBe('4 Mangsir 2083');
  });
});

describe("Nepal's fiscal year", () => {
  it.each([
    ['2026-07-16', '2082/83'], // 32 Asar 2083, the fiscal year's last day
    ['2026-07-17', '2083/84'],
    ['2026-11-20', '2083/84'],
    ['2027-04-14', '2083/84'],
    ['2099-01-01', null],
  ])('%s is in %s', (day, fy) => {
    expect(nepalFiscalYear(day)).toBe(fy);
  });

  it('begins on 1 Shrawan', () => {
    const start = bsToAd({ year: 2083, month: 4, day: 1 })!;
    expect(nepalFiscalYear(start)).toBe('2083/84');
    expect(nepalFiscalYear(addDays(start, -1))).toBe('2082/83');
  });
});
