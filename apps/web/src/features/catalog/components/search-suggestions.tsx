import { buildSearchPath } from '@kandamul/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useLocalized } from '../../../lib/i18n/use-localized';
import { useSuggestProductsQuery } from '../api/suggest-products';

/** Suggestions start at this many typed characters, and are asked for this long after the last key. */
export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_DEBOUNCE_MS = 120;

/** One choice of the list: where it goes and what navigating there carries. */
export interface SuggestionOption {
  id: string;
  kind: 'product' | 'category' | 'correction';
  path: string;
  /** Navigation state (a category page's title before its data arrives). */
  state?: unknown;
}

/**
 * The suggestions for what is typed: asked for SUGGEST_DEBOUNCE_MS after the last key, from
 * SUGGEST_MIN_CHARS characters on. Only the answer to the text now in the box is ever shown (RTK
 * Query's currentData): a slower answer to an older text is dropped, not shown over a newer one.
 */
export function useSearchSuggestions(text: string, enabled: boolean) {
  const { nepali, title } = useLocalized();
  const trimmed = text.trim();
  const [asked, setAsked] = useState(trimmed);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(trimmed), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [trimmed]);
  const skip = !enabled || [...asked].length < SUGGEST_MIN_CHARS;
  const { currentData, isFetching } = useSuggestProductsQuery(asked, { skip });
  const data = skip || asked !== trimmed ? undefined : currentData;
  const options = useMemo<SuggestionOption[]>(() => {
    if (!data) return [];
    const list: SuggestionOption[] = data.products.map((p) => ({
      id: `search-suggestion-p${p.id}`,
      kind: 'product',
      path: `/detail/${p.slug}`,
    }));
    for (const c of data.categories) {
      list.push({
        id: `search-suggestion-c${c.id}`,
        kind: 'category',
        path: `/viewallca/${c.id}`,
        state: { title: title(c) },
      });
    }
    const correction = data.did_you_mean && buildSearchPath(data.did_you_mean);
    if (correction) list.push({ id: 'search-suggestion-dym', kind: 'correction', path: correction });
    return list;
  }, [data, title]);
  return { data, options, pending: isFetching || asked !== trimmed, nepali };
}

/** Tells screen readers how many suggestions there are, as they change. */
export function SuggestionStatus({ count, shown }: { count: number; shown: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="kd-visually-hidden">
      {shown ? (count > 0 ? t('search.resultCount', { count }) : t('search.noSuggestions')) : ''}
    </div>
  );
}
