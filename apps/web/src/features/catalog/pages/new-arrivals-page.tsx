import { useTranslation } from '../../../lib/i18n/i18n';
import { useGetNewArrivalsInfiniteQuery } from '../api/get-new-arrivals';
import { ProductListing } from '../components/product-listing';

/** SPEC §2 Viewallna: the 'New Arrivals' list. */
export function NewArrivalsPage() {
  const { t } = useTranslation('catalog');
  const query = useGetNewArrivalsInfiniteQuery();
  return <ProductListing title={t('list.newArrivals')} query={query} />;
}
