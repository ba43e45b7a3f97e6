import { formatOrderDate } from '../prices/prices';
import { type CalendarChoice, formatBsDate } from './calendar';

/**
 * A date as the shopper chose to read it: AD as SPEC writes it ('Nov 20, 2026', Nepal time) or BS
 * ('4 Mangsir 2083', '४ मंसिर २०८३' in Nepali). Stored dates are AD; '' for an invalid date.
 */
export function formatDisplayDate(
  value: string | Date,
  calendar: CalendarChoice,
  language: 'en' | 'ne',
): string {
  if (calendar === 'BS') return formatBsDate(value, language);
  // A bare 'YYYY-MM-DD' (a birth date) is that day wherever it is read, not a UTC midnight.
  return formatOrderDate(
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value,
  );
}
