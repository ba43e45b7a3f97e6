import type { SuggestResponse } from '@kandamul/domain';
import { Box } from '@mui/material';
import { productPricesPaisa } from '../../../components/price';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useLocalized } from '../../../lib/i18n/use-localized';
import type { SuggestionOption } from './search-suggestions';

// A chunk of its own, which the header fetches when the search field first takes the focus: no list
// can show before two characters are typed, so it stays out of every page's first download.
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
export default function SuggestionList({ id, data, options, activeId, onPick }: SuggestionListProps) {
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
