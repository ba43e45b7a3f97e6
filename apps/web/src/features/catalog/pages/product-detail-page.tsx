import { clampQuantity, isOutOfStock, stockLimitMessage } from '@kandamul/domain';
import { UnitPrice } from '../../../components/unit-price';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { Link, useParams } from 'react-router';
import { toast } from '../../../lib/toast/toast';
import { ErrorState } from '../../../components/error-state';
import { Chip } from '../../../components/forms/chip';
import { Tabs } from '../../../components/forms/tabs';
import { Button, LinkButton } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { cart, chevronRight } from '../../../components/ui/icons';
import { Text } from '../../../components/ui/text';
import { Price, productPricesPaisa } from '../../../components/price';
import { ProductGrid, ProductGridSkeleton } from '../../../components/product-grid';
import { RenderWhenNear } from '../../../components/render-when-near';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { WishlistHeart } from '../../../components/wishlist-heart';
import { isApiError } from '../../../lib/api/api-error';
import { useAddToCart } from '../../../lib/cart/use-add-to-cart';
import { useBuyNow } from '../../../lib/cart/use-buy-now';
import { localizedTitles } from '../../../lib/i18n/use-localized';
import { UP, useMediaQuery } from '../../../lib/use-media-query';
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

// Drawn by the shop's stylesheet (styles/shop.css, `.kd-detail`), without MUI: a landing page that a
// phone hydrates (decision 054).

function DetailSkeleton() {
  const { t } = useTranslation('catalog');
  return (
    <div role="status" aria-busy="true">
      <Text className="kd-detail__loading">{t('detail.loading')}</Text>
      <div aria-hidden="true" className="kd-detail__grid kd-detail__grid--skeleton">
        <Skeleton variant="rounded" className="kd-square" />
        <div>
          <Skeleton variant="text" width="80%" height={48} />
          <Skeleton variant="text" width="50%" />
          <Skeleton variant="text" width="90%" />
          <Skeleton variant="text" width="40%" height={48} />
          <Skeleton variant="rounded" height={48} style={{ marginTop: 16 }} />
        </div>
      </div>
    </div>
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
    <div
      role="region"
      aria-label={label}
      data-testid="sticky-buy-bar"
      aria-hidden={hidden || undefined}
      className={hidden ? 'kd-buy-bar kd-buy-bar--hidden' : 'kd-buy-bar'}
    >
      {children}
    </div>
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
  const phone = !useMediaQuery(UP.md);
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
    <div className="kd-detail">
      <nav aria-label={t('detail.breadcrumb')} className="kd-crumbs">
        <ol className="kd-crumbs__list">
          <li className="kd-crumbs__item">
            <Link to="/" className="kd-crumbs__link">
              {t('detail.home')}
            </Link>
          </li>
          <li aria-hidden="true" className="kd-crumbs__separator">
            <Icon path={chevronRight} size="small" />
          </li>
          <li className="kd-crumbs__item kd-crumbs__item--current">
            <Text noWrap aria-current="page">
              {primary}
            </Text>
          </li>
        </ol>
      </nav>

      <div className="kd-detail__grid">
        <ProductGallery images={images} alt={primary} />
        <div className="kd-detail__info">
          <div className="kd-detail__head">
            <div className="kd-detail__titles">
              <Text variant="h1" className="kd-detail__title">
                {primary}
              </Text>
              {secondary && (
                <Text variant="h2" as="p" lang={nepali ? 'en' : 'ne'} className="kd-detail__subtitle">
                  {secondary}
                </Text>
              )}
            </div>
            <WishlistHeart product={product} />
          </div>
          <div className="kd-detail__tags">
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
              <Text variant="body2">
                {t('detail.category', {
                  category: localizedTitles(
                    { title: product.category, nepali_title: product.category_nepali_title },
                    nepali,
                  ).primary,
                })}
              </Text>
            )}
          </div>
          {product.short_description && <Text>{product.short_description}</Text>}
          <Price sellingPaisa={sellingPaisa} markedPaisa={markedPaisa} size="large" />
          <UnitPrice product={product} />
          <div className="kd-detail__quantity">
            {stepper}
            {!out && <Text variant="body2">{t('detail.available', { count: stock })}</Text>}
          </div>
          <div ref={actions} className="kd-detail__actions">
            <Button
              variant="outlined"
              size="large"
              startIcon={<Icon path={cart} />}
              disabled={out}
              onClick={() => void addToCart(product, quantity, { from: 'detail' })}
            >
              {t('detail.addToCart')}
            </Button>
            <Button variant="contained" size="large" disabled={out} onClick={() => buyNow(product, quantity)}>
              {t('detail.buyNow')}
            </Button>
          </div>
          {out && (
            <Suspense fallback={null}>
              <NotifyMe productId={product.id} />
            </Suspense>
          )}
        </div>
      </div>

      <section className="kd-detail__tabs">
        <Tabs
          value={tab}
          onChange={setTab}
          indicator
          items={[
            {
              value: 'description',
              label: t('detail.description'),
              id: 'tab-description',
              controls: 'panel-description',
            },
            {
              value: 'reviews',
              label: t('detail.reviews', { count: reviews.length }),
              id: 'tab-reviews',
              controls: 'panel-reviews',
            },
          ]}
        />
        <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="kd-detail__panel">
          {tab === 'description' ? (
            <Text className="kd-detail__description">{product.description || t('detail.noDescription')}</Text>
          ) : (
            <>
              <Suspense fallback={null}>
                <ProductReviewBox productId={product.id} slug={product.slug} />
              </Suspense>
              <ProductReviews reviews={reviews} />
            </>
          )}
        </div>
      </section>

      {recommended_products.length > 0 && (
        <section aria-labelledby="related-heading" className="kd-detail__related">
          <Text id="related-heading" variant="h2" className="kd-detail__related-title">
            {t('detail.related')}
          </Text>
          {/* Below the product and its tabs: built when scrolled near, not while the page hydrates. */}
          <RenderWhenNear placeholder={<ProductGridSkeleton count={recommended_products.length} />}>
            <ProductGrid products={recommended_products} />
          </RenderWhenNear>
        </section>
      )}
      {phone && !out ? (
        <>
          {/* Room at the end of the page, so the bar never covers its last lines. */}
          <div aria-hidden="true" className="kd-buy-bar__room" />
          <StickyBuyBar label={t('detail.buyBar', { title: primary })} hidden={actionsOnScreen}>
            <div className="kd-buy-bar__price">
              <Price sellingPaisa={sellingPaisa} markedPaisa={markedPaisa} />
            </div>
            {stepper}
            <Button
              variant="contained"
              aria-label={t('detail.addToCartNamed', { title: primary })}
              onClick={() => void addToCart(product, quantity, { from: 'detail' })}
              className="kd-buy-bar__add"
            >
              {t('detail.addToCart')}
            </Button>
          </StickyBuyBar>
        </>
      ) : null}
    </div>
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
          <LinkButton variant="contained" to="/">
            {t('detail.returnToShop')}
          </LinkButton>
        }
      />
    );
  }
  if (!currentData) return <DetailSkeleton />;
  return <DetailView key={currentData.product.id} detail={currentData} />;
}
