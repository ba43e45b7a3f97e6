import { Suspense } from 'react';
import { useTranslation } from '../../lib/i18n/i18n';
import { Outlet } from 'react-router';
import { OfflineBanner } from '../../components/offline-banner';
import { PageSkeleton } from '../../components/page-skeleton';
import { RouteErrorBoundary } from '../../components/route-error';
import { CategoryStrip } from '../../features/catalog/components/category-strip';
import { useCartSync } from '../../lib/cart/use-cart-sync';
import { useWishlistSync } from '../../lib/wishlist/use-wishlist-sync';
import { PageReady } from '../../ssr/page-ready';
import { Footer } from './footer';
import { Header } from './header';

/** SPEC §2 layouts: header, page area and footer, with or without the category strip. */
export function MainLayout({ withCategories = false }: { withCategories?: boolean }) {
  const { t } = useTranslation();
  // After login: merge the local cart with the server cart, and load the wishlist.
  useCartSync();
  useWishlistSync();
  return (
    <div className="kd-layout">
      <a href="#main" className="kd-skip-link">
        {t('skipToContent')}
      </a>
      <Header />
      {withCategories && <CategoryStrip />}
      <main id="main" className="kd-main">
        {/* A page that fails (or whose code fails to load) shows the error here, with the header and
            footer still there to go elsewhere. */}
        <RouteErrorBoundary>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
            <PageReady />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <OfflineBanner />
    </div>
  );
}
