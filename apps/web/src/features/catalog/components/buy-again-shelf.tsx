import { PAGE_ROUTES } from '@kandamul/domain';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useGetBuyAgainProductsQuery } from '../api/get-buy-again-products';
import { ProductCarousel } from './product-carousel';

/**
 * The home page's "Buy again" shelf for a logged-in customer with delivered orders (hidden otherwise,
 * and while it loads or when it fails: the rest of the page never waits for it). Loaded as its own
 * chunk after the first screen, so the home page's first JavaScript does not grow.
 */
export default function BuyAgainShelf() {
  const { t } = useTranslation('catalog');
  const { data } = useGetBuyAgainProductsQuery();
  if (!data || data.length === 0) return null;
  return (
    <ProductCarousel
      title={t('home.buyAgain')}
      products={data}
      viewAll={{ to: PAGE_ROUTES.orders, state: { title: t('home.buyAgain') } }}
    />
  );
}
