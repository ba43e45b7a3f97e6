import {
  type ListingOptions,
  type ListingSort,
  listingParams,
  readListingOptions,
  type Subcategory,
} from '@kandamul/domain';
import { Box } from '@mui/material';
import { type ChangeEvent, type KeyboardEvent, useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useLocalized } from '../../../lib/i18n/use-localized';

const LISTING_KEYS = ['sort', 'in_stock', 'organic', 'min_price', 'max_price', 'subcategory'] as const;

/**
 * The sorting and filters of the list on this page, kept in its URL (so a shared link shows the
 * same list), and a setter that writes them back as a new history entry.
 */
export function useListingOptions(): [ListingOptions, (next: ListingOptions) => void, string] {
  const [params, setParams] = useSearchParams();
  const key = listingParams(readListingOptions(params));
  // Re-read only when the parameters change, so the object is stable for query hooks.
  const options = useMemo(() => readListingOptions(new URLSearchParams(key)), [key]);
  const set = useCallback(
    (next: ListingOptions) => {
      setParams((current) => {
        const out = new URLSearchParams(current);
        for (const k of LISTING_KEYS) out.delete(k);
        for (const [k, v] of new URLSearchParams(listingParams(next))) out.set(k, v);
        return out;
      });
    },
    [setParams],
  );
  return [options, set, key];
}

const fieldSx = {
  font: 'inherit',
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  px: 1,
  minHeight: 40,
  boxSizing: 'border-box',
} as const;

interface ListingControlsProps {
  options: ListingOptions;
  onChange: (next: ListingOptions) => void;
  /** Search ranks by relevance; the listings' own order is newest first. */
  sorts: ListingSort[];
  subcategories?: Subcategory[];
}

/**
 * Sort and filter a list: native controls (small, usable with a keyboard, a screen reader and a
 * phone's own pickers); prices apply on Enter or when the field is left.
 */
export function ListingControls({ options, onChange, sorts, subcategories }: ListingControlsProps) {
  const { t } = useTranslation('catalog');
  const { title } = useLocalized();
  const sortLabel: Record<ListingSort, string> = {
    relevance: t('listing.relevance'),
    price_asc: t('listing.priceAsc'),
    price_desc: t('listing.priceDesc'),
    newest: t('listing.newest'),
    unit_price_asc: t('listing.unitPriceAsc'),
  };
  const price = (key: 'min_price' | 'max_price') => {
    const apply = (raw: string) => {
      const value = raw.trim() === '' ? undefined : Number(raw);
      if (value !== undefined && !(Number.isFinite(value) && value >= 0)) return;
      if (value !== options[key]) onChange({ ...options, [key]: value });
    };
    return {
      type: 'number',
      inputMode: 'decimal' as const,
      min: 0,
      step: 1,
      defaultValue: options[key] ?? '',
      onBlur: (e: ChangeEvent<HTMLInputElement>) => apply(e.target.value),
      onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
        if (e.key === 'Enter') apply(e.currentTarget.value);
      },
    };
  };
  const filtered =
    options.in_stock || options.organic || options.min_price !== undefined || options.max_price !== undefined;
  return (
    <Box
      role="group"
      aria-label={t('listing.controls')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 1, sm: 2 }, mb: 2 }}
    >
      <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {t('listing.sortBy')}
        <Box
          component="select"
          value={options.sort ?? sorts[0]}
          onChange={(e: ChangeEvent<HTMLSelectElement>) => {
            const sort = e.target.value as ListingSort;
            onChange({ ...options, sort: sort === sorts[0] ? undefined : sort });
          }}
          sx={fieldSx}
        >
          {sorts.map((s) => (
            <option key={s} value={s}>
              {sortLabel[s]}
            </option>
          ))}
        </Box>
      </Box>
      {subcategories && subcategories.length > 0 && (
        <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {t('listing.subcategory')}
          <Box
            component="select"
            value={options.subcategory ?? ''}
            onChange={(e: ChangeEvent<HTMLSelectElement>) =>
              onChange({ ...options, subcategory: e.target.value ? Number(e.target.value) : undefined })
            }
            sx={fieldSx}
          >
            <option value="">{t('listing.allSubcategories')}</option>
            {subcategories.map((s) => (
              <option key={s.id} value={s.id}>
                {title(s)}
              </option>
            ))}
          </Box>
        </Box>
      )}
      <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 40 }}>
        <input
          type="checkbox"
          checked={options.in_stock ?? false}
          onChange={(e) => onChange({ ...options, in_stock: e.target.checked || undefined })}
        />
        {t('listing.inStock')}
      </Box>
      <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 40 }}>
        <input
          type="checkbox"
          checked={options.organic ?? false}
          onChange={(e) => onChange({ ...options, organic: e.target.checked || undefined })}
        />
        {t('listing.organic')}
      </Box>
      <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {t('listing.minPrice')}
        {/* Uncontrolled, keyed by the applied value: typing is free, the URL changes on Enter or blur. */}
        <Box
          component="input"
          key={`min-${options.min_price ?? ''}`}
          {...price('min_price')}
          sx={{ ...fieldSx, width: 96 }}
        />
      </Box>
      <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {t('listing.maxPrice')}
        <Box
          component="input"
          key={`max-${options.max_price ?? ''}`}
          {...price('max_price')}
          sx={{ ...fieldSx, width: 96 }}
        />
      </Box>
      {filtered && (
        <Box
          component="button"
          type="button"
          onClick={() => onChange({ sort: options.sort, subcategory: options.subcategory })}
          sx={{ ...fieldSx, cursor: 'pointer' }}
        >
          {t('listing.clear')}
        </Box>
      )}
    </Box>
  );
}
