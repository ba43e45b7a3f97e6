import { buildSearchPath, type SuggestResponse } from '@kandamul/domain';
import { Box } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { productPricesPaisa } from '../../../components/price';
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

// '1px' as text: sx reads a bare 1 as 100 %, which made this box as wide as the search form and,
// from where it starts, wider than a 320 px screen.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const optionSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 1.5,
  minHeight: 48, // a comfortable tap on a phone
  px: 2,
  py: 0.5,
  cursor: 'pointer',
  '&[aria-selected="true"]': { bgcolor: 'action.selected' },
  '@media (hover: hover)': { '&:hover': { bgcolor: 'action.hover' } },
  '@media (forced-colors: active)': { '&[aria-selected="true"]': { outline: '2px solid Highlight' } },
} as const;

interface SuggestionListProps {
  id: string;
  data: SuggestResponse;
  options: SuggestionOption[];
  activeId: string | undefined;
  onPick: (option: SuggestionOption) => void;
}

/**
 * The listbox under the search field (WAI-ARIA combobox pattern): products with picture, title in
 * the shop's language and price, then categories, then 'Did you mean …?'. The field keeps the focus;
 * the active option is named by aria-activedescendant.
 */
export function SuggestionList({ id, data, options, activeId, onPick }: SuggestionListProps) {
  const { t } = useTranslation();
  const { title, money } = useLocalized();
  const byId = new Map(options.map((o) => [o.id, o]));
  const option = (optionId: string) => {
    const o = byId.get(optionId)!;
    return {
      id: optionId,
      role: 'option',
      'aria-selected': activeId === optionId,
      // Keeps the focus in the field, so the click is not lost to the field's blur closing the list.
      onMouseDown: (e: React.MouseEvent) => e.preventDefault(),
      onClick: () => onPick(o),
    };
  };
  return (
    <Box
      id={id}
      role="listbox"
      aria-label={t('search.suggestions')}
      sx={{
        position: 'absolute',
        top: 'calc(100% + 4px)',
        left: 0,
        right: 0,
        zIndex: 'modal',
        maxHeight: '70vh',
        overflowY: 'auto',
        m: 0,
        py: 0.5,
        bgcolor: 'background.paper',
        color: 'text.primary',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        boxShadow: 8,
      }}
    >
      {data.products.length > 0 && (
        <Box role="group" aria-label={t('search.products')}>
          {data.products.map((p) => {
            const { sellingPaisa } = productPricesPaisa(p);
            const thumb = p.primary_image?.thumbnail_image || p.primary_image?.image || p.image;
            return (
              <Box key={p.id} {...option(`search-suggestion-p${p.id}`)} sx={optionSx}>
                <Box
                  component="img"
                  src={thumb || undefined}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                  sx={{
                    width: 40,
                    height: 40,
                    objectFit: 'cover',
                    borderRadius: 1,
                    bgcolor: 'action.hover',
                    flexShrink: 0,
                  }}
                />
                <Box
                  sx={{
                    flex: 1,
                    minWidth: 0,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {title(p)}
                </Box>
                <Box sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{money(sellingPaisa)}</Box>
              </Box>
            );
          })}
        </Box>
      )}
      {data.categories.length > 0 && (
        <Box role="group" aria-label={t('search.categories')} sx={{ borderTop: 1, borderColor: 'divider' }}>
          {data.categories.map((c) => (
            <Box key={c.id} {...option(`search-suggestion-c${c.id}`)} sx={optionSx}>
              <Box sx={{ flex: 1 }}>{title(c)}</Box>
              <Box sx={{ color: 'text.secondary', typography: 'body2' }}>{t('search.category')}</Box>
            </Box>
          ))}
        </Box>
      )}
      {byId.has('search-suggestion-dym') && (
        <Box {...option('search-suggestion-dym')} sx={{ ...optionSx, fontStyle: 'italic' }}>
          {t('search.didYouMean', { term: data.did_you_mean ?? '' })}
        </Box>
      )}
    </Box>
  );
}

/** Tells screen readers how many suggestions there are, as they change. */
export function SuggestionStatus({ count, shown }: { count: number; shown: boolean }) {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={visuallyHidden}>
      {shown ? (count > 0 ? t('search.resultCount', { count }) : t('search.noSuggestions')) : ''}
    </Box>
  );
}
