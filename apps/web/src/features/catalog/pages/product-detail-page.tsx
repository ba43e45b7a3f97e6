import { clampQuantity, isOutOfStock, stockLimitMessage } from '@kandamul/domain';
import { UnitPrice } from '../../../components/unit-price';
import NavigateNext from '@mui/icons-material/NavigateNext';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { Box, Breadcrumbs, Button, Chip, Link, Tab, Tabs, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from '../../../lib/i18n/i18n';
import { Link as RouterLink, useParams } from 'react-router';
import { toast } from '../../../lib/toast/toast';
import { ErrorState } from '../../../components/error-state';
import { Price, productPricesPaisa } from '../../../components/price';
import { ProductGrid, ProductGridSkeleton } from '../../../components/product-grid';
import { RenderWhenNear } from '../../../components/render-when-near';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { WishlistHeart } from '../../../components/wishlist-heart';
import { isApiError } from '../../../lib/api/api-error';
import { useAddToCart } from '../../../lib/cart/use-add-to-cart';
import { useBuyNow } from '../../../lib/cart/use-buy-now';
import { localizedTitles } from '../../../lib/i18n/use-localized';
import { useMediaQuery } from '../../../lib/use-media-query';
import { type ProductDetail, useGetProductDetailQuery } from '../api/get-product-detail';
import { ProductGallery } from '../components/product-gallery';
import { ProductReviews } from '../components/product-reviews';
// A sold-out product's "Notify me" and a buyer's review form load only when shown.
const NotifyMe = lazy(() =>
  import('../../../components/habits/notify-me').then((m) => ({ default: m.NotifyMe })),
);
const ProductReviewBox = lazy(() =>
  import('../../../components/habits/product-review-box').then((m) => ({ default: m.ProductReviewBox })),
);
import { Skeleton } from '../../../components/skeleton';

// Drawn with MUI: the router puts the page inside the MUI theme, which comes with it (decision 052).
export { themed as withMuiTheme } from '../../../lib/mui-theme';

function DetailSkeleton() {
  const { t } = useTranslation('catalog');
  return (
    <Box role="status" aria-busy="true">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('detail.loading')}
      </Typography>
      <Box
        aria-hidden="true"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: { xs: 2, md: 4 } }}
      >
        <Skeleton variant="rounded" className="kd-square" />
        <Box>
          <Skeleton variant="text" width="80%" height={48} />
          <Skeleton variant="text" width="50%" />
          <Skeleton variant="text" width="90%" />
          <Skeleton variant="text" width="40%" height={48} />
          <Skeleton variant="rounded" height={48} style={{ marginTop: 16 }} />
        </Box>
      </Box>
    </Box>
  );
}

/** Whether the element is on screen (false until the browser says so: the bar shows by default). */
function useOnScreen(ref: React.RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? false));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return visible;
}

/**
 * On a phone the page's own Add to Cart sits below the picture, under the fold (issue 23): a bar on
 * the bottom of the screen with the price, the quantity and Add to Cart, while those are out of view.
 */
function StickyBuyBar({
  label,
  hidden,
  children,
}: {
  label: string;
  hidden: boolean;
  children: React.ReactNode;
}) {
  return (
    <Box
      role="region"
      aria-label={label}
      data-testid="sticky-buy-bar"
      aria-hidden={hidden || undefined}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        pt: 1,
        pb: 'calc(8px + env(safe-area-inset-bottom, 0px))',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: 6,
        visibility: hidden ? 'hidden' : 'visible',
        transform: hidden ? 'translateY(100%)' : 'none',
        transition: 'transform 150ms ease-out, visibility 150ms',
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      {children}
    </Box>
  );
}

function DetailView({ detail }: { detail: ProductDetail }) {
  const { t, i18n } = useTranslation('catalog');
  const { product, reviews, recommended_products } = detail;
  const addToCart = useAddToCart();
  const buyNow = useBuyNow();
  const [quantity, setQuantity] = useState(1);
  const [tab, setTab] = useState<'description' | 'reviews'>('description');
  const stock = product.total_available_quantity;
  const out = isOutOfStock(stock);
  const nepali = i18n.language === 'ne';
  const { primary, secondary } = localizedTitles(product, nepali);
  const { sellingPaisa, markedPaisa } = productPricesPaisa(product);
  const images = product.product_images.length > 0 ? product.product_images : [product.primary_image];
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const actions = useRef<HTMLDivElement>(null);
  const actionsOnScreen = useOnScreen(actions, phone && !out);
  const stepper = (
    <QuantityStepper
      value={quantity}
      max={Math.max(1, stock)}
      onChange={setQuantity}
      onLimit={(n) => toast.warning(stockLimitMessage(n), { toastId: 'stock-limit' })}
      disabled={out}
    />
  );

  // SPEC §4: if the stock drops below the chosen quantity, clamp it down (never below 1).
  useEffect(() => setQuantity((q) => clampQuantity(q, stock)), [stock]);
  useEffect(() => {
    const before = document.title;
    document.title = primary;
    return () => {
      document.title = before;
    };
  }, [primary]);

  return (
    <Box>
      <Breadcrumbs
        aria-label={t('detail.breadcrumb')}
        separator={<NavigateNext fontSize="small" />}
        sx={{ mb: 2, '& ol': { flexWrap: 'nowrap' }, '& li:last-of-type': { minWidth: 0 } }}
      >
        <Link component={RouterLink} to="/" underline="hover" color="inherit">
          {t('detail.home')}
        </Link>
        <Typography color="text.primary" noWrap aria-current="page">
          {primary}
        </Typography>
      </Breadcrumbs>

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          gap: { xs: 2, md: 5 },
          alignItems: 'start',
        }}
      >
        <ProductGallery images={images} alt={primary} />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
                {primary}
              </Typography>
              {secondary && (
                <Typography
                  variant="h2"
                  component="p"
                  color="text.secondary"
                  lang={nepali ? 'en' : 'ne'}
                  sx={{ fontSize: '1.2rem', fontWeight: 500 }}
                >
                  {secondary}
                </Typography>
              )}
            </Box>
            <WishlistHeart product={product} />
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip
              label={out ? t('detail.outOfStock') : t('detail.inStock')}
              color={out ? 'error' : 'success'}
              variant={out ? 'filled' : 'outlined'}
              size="small"
            />
            {product.isOrganic && (
              <Chip label={t('detail.organic')} color="primary" size="small" variant="outlined" />
            )}
            {product.category && (
              <Typography variant="body2" color="text.secondary">
                {t('detail.category', {
                  category: localizedTitles(
                    { title: product.category, nepali_title: product.category_nepali_title },
                    nepali,
                  ).primary,
                })}
              </Typography>
            )}
          </Box>
          {product.short_description && <Typography>{product.short_description}</Typography>}
          <Price sellingPaisa={sellingPaisa} markedPaisa={markedPaisa} size="large" />
          <UnitPrice product={product} />
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            {stepper}
            {!out && (
              <Typography variant="body2" color="text.secondary">
                {t('detail.available', { count: stock })}
              </Typography>
            )}
          </Box>
          <Box
            ref={actions}
            sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, maxWidth: 480 }}
          >
            <Button
              variant="outlined"
              size="large"
              startIcon={<ShoppingCartOutlined />}
              disabled={out}
              onClick={() => void addToCart(product, quantity, { from: 'detail' })}
            >
              {t('detail.addToCart')}
            </Button>
            <Button variant="contained" size="large" disabled={out} onClick={() => buyNow(product, quantity)}>
              {t('detail.buyNow')}
            </Button>
          </Box>
          {out && (
            <Suspense fallback={null}>
              <NotifyMe productId={product.id} />
            </Suspense>
          )}
        </Box>
      </Box>

      <Box component="section" sx={{ mt: { xs: 3, md: 5 } }}>
        <Tabs
          value={tab}
          onChange={(_e, v: 'description' | 'reviews') => setTab(v)}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab
            value="description"
            label={t('detail.description')}
            id="tab-description"
            aria-controls="panel-description"
          />
          <Tab
            value="reviews"
            label={t('detail.reviews', { count: reviews.length })}
            id="tab-reviews"
            aria-controls="panel-reviews"
          />
        </Tabs>
        <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} sx={{ py: 2 }}>
          {tab === 'description' ? (
            <Typography sx={{ whiteSpace: 'pre-line' }}>
              {product.description || t('detail.noDescription')}
            </Typography>
          ) : (
            <>
              <Suspense fallback={null}>
                <ProductReviewBox productId={product.id} slug={product.slug} />
              </Suspense>
              <ProductReviews reviews={reviews} />
            </>
          )}
        </Box>
      </Box>

      {recommended_products.length > 0 && (
        <Box component="section" aria-labelledby="related-heading" sx={{ mt: 3 }}>
          <Typography id="related-heading" variant="h2" component="h2" sx={{ mb: 1.5 }}>
            {t('detail.related')}
          </Typography>
          {/* Below the product and its tabs: built when scrolled near, not while the page hydrates. */}
          <RenderWhenNear placeholder={<ProductGridSkeleton count={recommended_products.length} />}>
            <ProductGrid products={recommended_products} />
          </RenderWhenNear>
        </Box>
      )}
      {phone && !out ? (
        <>
          {/* Room at the end of the page, so the bar never covers its last lines. */}
          <Box aria-hidden="true" sx={{ height: 80 }} />
          <StickyBuyBar label={t('detail.buyBar', { title: primary })} hidden={actionsOnScreen}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Price sellingPaisa={sellingPaisa} markedPaisa={markedPaisa} />
            </Box>
            {stepper}
            <Button
              variant="contained"
              aria-label={t('detail.addToCartNamed', { title: primary })}
              onClick={() => void addToCart(product, quantity, { from: 'detail' })}
              sx={{ minHeight: 44, whiteSpace: 'nowrap' }}
            >
              {t('detail.addToCart')}
            </Button>
          </StickyBuyBar>
        </>
      ) : null}
    </Box>
  );
}

/** SPEC §2 product detail (/detail/:slug and /product/:slug). */
export function ProductDetailPage() {
  const { t } = useTranslation('catalog');
  const { slug = '' } = useParams();
  // currentData belongs to this slug only: a new slug shows the loading state, not the old product.
  const { currentData, error, isError } = useGetProductDetailQuery(slug);

  // A new slug restarts loading and goes back to the top of the page.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [slug]);

  // A failed product is asked for again when the page mounts (RTK Query retries errors for a new
  // subscriber, e.g. after a server render); the error stays on screen meanwhile, not a skeleton.
  if (isError || (error && !currentData)) {
    const message = isApiError(error) ? error.message : t('detail.notFoundBody');
    return (
      <ErrorState
        title={t('detail.oops', { message })}
        message={t('detail.notFoundBody')}
        action={
          <Button variant="contained" component={RouterLink} to="/">
            {t('detail.returnToShop')}
          </Button>
        }
      />
    );
  }
  if (!currentData) return <DetailSkeleton />;
  return <DetailView key={currentData.product.id} detail={currentData} />;
}
