import { useTranslation } from '../../../lib/i18n/i18n';
import { useGetTodaySpecialInfiniteQuery } from '../api/get-today-special';
import { ProductListing } from '../components/product-listing';

/** SPEC §2 viewallfy: the 'Today Special' list. */
export function TodaySpecialPage() {
  const { t } = useTranslation('catalog');
  const query = useGetTodaySpecialInfiniteQuery();
  return <ProductListing title={t('list.todaySpecial')} query={query} />;
}
