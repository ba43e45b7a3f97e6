import { useTranslation } from '../../../lib/i18n/i18n';
import { useGetTodaySpecialInfiniteQuery } from '../api/get-today-special';
import { ListingControls, useListingOptions } from '../components/listing-controls';
import { ProductListing } from '../components/product-listing';

/** SPEC §2 viewallfy: the 'Today Special' list. */
export function TodaySpecialPage() {
  const { t } = useTranslation('catalog');
  const [options, setOptions] = useListingOptions();
  const query = useGetTodaySpecialInfiniteQuery(options);
  return (
    <ProductListing
      title={t('list.todaySpecial')}
      query={query}
      controls={
        <ListingControls
          options={options}
          onChange={setOptions}
          sorts={['newest', 'price_asc', 'price_desc', 'unit_price_asc']}
        />
      }
    />
  );
}
