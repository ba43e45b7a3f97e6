import { useTranslation } from '../../../lib/i18n/i18n';
import { useLocation, useParams } from 'react-router';
import { useLocalized } from '../../../lib/i18n/use-localized';
import { useOwnState } from '../../../ssr/page-ready';
import { useGetCategoryProductsInfiniteQuery } from '../api/get-category-products';
import { useGetFeaturedCategoriesQuery } from '../api/get-featured-categories';
import { ListingControls, useListingOptions } from '../components/listing-controls';
import { ProductListing } from '../components/product-listing';

/**
 * SPEC §2 viewallca/{categoryId}: a category's (and its subcategories') products. The title comes from
 * navigation state; on a direct visit, from the category the list answers with; else 'Category'.
 */
export function CategoryListingPage() {
  const { t } = useTranslation('catalog');
  const { title: localTitle } = useLocalized();
  const { categoryId = '' } = useParams();
  // The navigation's state is the browser's alone: the server and hydration go without it.
  const navigationState = useLocation().state as { title?: string } | null;
  const state = useOwnState() ? navigationState : null;
  const id = Number(categoryId);
  const [options, setOptions] = useListingOptions();
  const query = useGetCategoryProductsInfiniteQuery({ id, options });
  // The page's header already asks for the featured categories: their subcategories filter the list.
  const subcategories = useGetFeaturedCategoriesQuery().data?.find((c) => c.id === id)?.subcategories;
  const category = query.data?.pages[0]?.category;
  const title = state?.title || (category ? localTitle(category) : '') || t('list.category');
  return (
    <ProductListing
      title={title}
      query={query}
      controls={
        <ListingControls
          options={options}
          onChange={setOptions}
          sorts={['newest', 'price_asc', 'price_desc', 'unit_price_asc']}
          subcategories={subcategories}
        />
      }
    />
  );
}
