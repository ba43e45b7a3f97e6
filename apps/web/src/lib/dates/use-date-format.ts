import { formatDisplayDate } from '@kandamul/domain';
import { useCallback } from 'react';
import { useAppSelector } from '../hooks';
import { useTranslation } from '../i18n/i18n';
import { selectCalendar } from '../state/theme-slice';

/**
 * The date formatter of the shopper's calendar and language: 'Nov 20, 2026' in AD, '4 Mangsir 2083'
 * or '४ मंसिर २०८३' in BS. Dates stay AD everywhere else; only what is shown changes.
 */
export function useDateFormat(): (value: string | Date) => string {
  const calendar = useAppSelector(selectCalendar);
  const { language } = useTranslation();
  return useCallback((value) => formatDisplayDate(value, calendar, language), [calendar, language]);
}
