import { useTranslation } from '../../../lib/i18n/i18n';
import { useLocation, useParams } from 'react-router';
import { useLocalized } from '../../../lib/i18n/use-localized';
import { useGetCategoryProductsInfiniteQuery } from '../api/get-category-products';
import { ProductListing } from '../components/product-listing';

/**
 * SPEC §2 viewallca/{categoryId}: a category's (and its subcategories') products. The title comes from
 * navigation state; on a direct visit, from the category the list answers with; else 'Category'.
 */
export function CategoryListingPage() {
  const { t } = useTranslation('catalog');
  const { title: localTitle } = useLocalized();
  const { categoryId = '' } = useParams();
  const state = useLocation().state as { title?: string } | null;
  const id = Number(categoryId);
  const query = useGetCategoryProductsInfiniteQuery(id);
  const category = query.data?.pages[0]?.category;
  const title = state?.title || (category ? localTitle(category) : '') || t('list.category');
  return <ProductListing title={title} query={query} />;
}
