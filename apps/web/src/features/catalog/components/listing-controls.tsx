import {
  type ListingOptions,
  type ListingSort,
  listingParams,
  readListingOptions,
  type Subcategory,
} from '@kandamul/domain';
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
    <div role="group" aria-label={t('listing.controls')} className="kd-controls">
      <label className="kd-controls__label">
        {t('listing.sortBy')}
        <select
          value={options.sort ?? sorts[0]}
          onChange={(e: ChangeEvent<HTMLSelectElement>) => {
            const sort = e.target.value as ListingSort;
            onChange({ ...options, sort: sort === sorts[0] ? undefined : sort });
          }}
          className="kd-controls__field"
        >
          {sorts.map((s) => (
            <option key={s} value={s}>
              {sortLabel[s]}
            </option>
          ))}
        </select>
      </label>
      {subcategories && subcategories.length > 0 && (
        <label className="kd-controls__label">
          {t('listing.subcategory')}
          <select
            value={options.subcategory ?? ''}
            onChange={(e: ChangeEvent<HTMLSelectElement>) =>
              onChange({ ...options, subcategory: e.target.value ? Number(e.target.value) : undefined })
            }
            className="kd-controls__field"
          >
            <option value="">{t('listing.allSubcategories')}</option>
            {subcategories.map((s) => (
              <option key={s.id} value={s.id}>
                {title(s)}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="kd-controls__check">
        <input
          type="checkbox"
          checked={options.in_stock ?? false}
          onChange={(e) => onChange({ ...options, in_stock: e.target.checked || undefined })}
        />
        {t('listing.inStock')}
      </label>
      <label className="kd-controls__check">
        <input
          type="checkbox"
          checked={options.organic ?? false}
          onChange={(e) => onChange({ ...options, organic: e.target.checked || undefined })}
        />
        {t('listing.organic')}
      </label>
      <label className="kd-controls__label">
        {t('listing.minPrice')}
        {/* Uncontrolled, keyed by the applied value: typing is free, the URL changes on Enter or blur. */}
        <input
          key={`min-${options.min_price ?? ''}`}
          {...price('min_price')}
          className="kd-controls__field kd-controls__price"
        />
      </label>
      <label className="kd-controls__label">
        {t('listing.maxPrice')}
        <input
          key={`max-${options.max_price ?? ''}`}
          {...price('max_price')}
          className="kd-controls__field kd-controls__price"
        />
      </label>
      {filtered && (
        <button
          type="button"
          onClick={() => onChange({ sort: options.sort, subcategory: options.subcategory })}
          className="kd-controls__field kd-controls__clear"
        >
          {t('listing.clear')}
        </button>
      )}
    </div>
  );
}
