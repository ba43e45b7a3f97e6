import { formatMoney, formatMoneyNe, toDevanagariDigits } from '@kandamul/domain';
import { useCallback } from 'react';
import { useTranslation } from './i18n';

interface Titled {
  title: string;
  nepali_title?: string | null;
}

/**
 * The title to show first and the other one (if any): Nepali first in Nepali mode, and either falls back
 * to the other when empty (SPEC §2: a card's title falls back to the Nepali title).
 */
export function localizedTitles(item: Titled, nepali: boolean): { primary: string; secondary: string } {
  const en = item.title?.trim() ?? '';
  const ne = item.nepali_title?.trim() ?? '';
  const [first, second] = nepali ? [ne, en] : [en, ne];
  const primary = first || second;
  return { primary, secondary: first && second && second !== first ? second : '' };
}

/** Whether the storefront is in Nepali mode, a title picker, and the money and digit formatters of the language. */
export function useLocalized() {
  const { i18n } = useTranslation();
  const nepali = i18n.language === 'ne';
  const title = useCallback((item: Titled) => localizedTitles(item, nepali).primary, [nepali]);
  const money = useCallback(
    (paisa: number) => (nepali ? formatMoneyNe(paisa) : formatMoney(paisa)),
    [nepali],
  );
  // Numbers beside a price use the price's digits, so a screen never mixes '13%' with 'रु ११३'.
  const digits = useCallback((n: number) => (nepali ? toDevanagariDigits(String(n)) : String(n)), [nepali]);
  return { nepali, title, money, digits };
}
