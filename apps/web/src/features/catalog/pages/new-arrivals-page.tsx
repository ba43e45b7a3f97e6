import { useTranslation } from '../../../lib/i18n/i18n';
import { useGetNewArrivalsInfiniteQuery } from '../api/get-new-arrivals';
import { ListingControls, useListingOptions } from '../components/listing-controls';
import { ProductListing } from '../components/product-listing';

/** SPEC §2 Viewallna: the 'New Arrivals' list. */
export function NewArrivalsPage() {
  const { t } = useTranslation('catalog');
  const [options, setOptions] = useListingOptions();
  const query = useGetNewArrivalsInfiniteQuery(options);
  return (
    <ProductListing
      title={t('list.newArrivals')}
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
