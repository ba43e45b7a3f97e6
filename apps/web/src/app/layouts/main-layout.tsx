import { Box } from '@mui/material';
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
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 },
        }}
      >
        {t('skipToContent')}
      </Box>
      <Header />
      {withCategories && <CategoryStrip />}
      <Box
        component="main"
        id="main"
        sx={{
          flex: 1,
          width: '100%',
          maxWidth: 1280,
          mx: 'auto',
          px: { xs: 1.5, sm: 2 },
          py: 2,
          // The footer starts below the fold, so a short page replacing its loading skeleton never
          // pulls the footer up through the screen (a layout shift on every route change).
          minHeight: '100vh',
        }}
      >
        {/* A page that fails (or whose code fails to load) shows the error here, with the header and
            footer still there to go elsewhere. */}
        <RouteErrorBoundary>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
            <PageReady />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      <Footer />
      <OfflineBanner />
    </Box>
  );
}
