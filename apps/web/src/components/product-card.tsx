import { isOutOfStock, type ProductSummary } from '@kandamul/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../lib/i18n/i18n';
import { Link as RouterLink } from 'react-router';
import { useAddToCart } from '../lib/cart/use-add-to-cart';
import { localizedTitles } from '../lib/i18n/use-localized';
import { Price, productPricesPaisa } from './price';
import { UnitPrice } from './unit-price';
import { WishlistHeart } from './wishlist-heart';
import { Skeleton } from './skeleton';
import { Button } from './ui/button';
import { Text } from './ui/text';

export const DEFAULT_IMAGE = '/default-image.svg';

/** Whether an image already finished loading and failed (no pixels), e.g. before hydration. */
export function failedBeforeHydration(img: HTMLImageElement | null): boolean {
  return Boolean(img?.getAttribute('src')) && img!.complete && img!.naturalWidth === 0;
}
// The seed's picture sizes: 320 px thumbnails for cards, 800 px for the detail page.
const THUMB_WIDTH = 320;
const FULL_WIDTH = 800;

interface ProductCardProps {
  product: ProductSummary;
  /** Above the fold (first row of the first carousel): load at once and with high priority. */
  priority?: boolean;
}

/**
 * SPEC §2 product card: image (placeholder when broken), OUT OF STOCK overlay, wishlist heart, ORGANIC
 * badge, title (Nepali first in Nepali mode), prices with discount, and Add To Cart. The title is a link
 * stretched over the whole card, so clicking anywhere opens /detail/{slug}; the buttons sit above it.
 */
export function ProductCard({ product, priority = false }: ProductCardProps) {
  const { t, i18n } = useTranslation();
  const addToCart = useAddToCart();
  const imgRef = useRef<HTMLImageElement>(null);
  const [broken, setBroken] = useState(false);
  const { primary, secondary } = localizedTitles(product, i18n.language === 'ne');
  const out = isOutOfStock(product.total_available_quantity);
  const thumb = product.primary_image?.thumbnail_image || product.primary_image?.image || product.image;
  const full = product.primary_image?.image || product.image;
  const { sellingPaisa, markedPaisa } = productPricesPaisa(product);

  // A picture that failed in the server's HTML, before this card was hydrated, fired its error with no
  // handler to hear it: look once on mount, so it shows the placeholder instead of its alt text.
  useEffect(() => {
    if (failedBeforeHydration(imgRef.current)) setBroken(true);
  }, []);

  return (
    <div data-testid="product-card" className="kd-card kd-product-card">
      <div className="kd-product-card__picture">
        <img
          ref={imgRef}
          src={broken || !thumb ? DEFAULT_IMAGE : thumb}
          srcSet={broken || !thumb || !full ? undefined : `${thumb} ${THUMB_WIDTH}w, ${full} ${FULL_WIDTH}w`}
          sizes="(min-width: 1200px) 200px, (min-width: 600px) 30vw, 50vw"
          alt={primary}
          width={THUMB_WIDTH}
          height={THUMB_WIDTH}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          {...(priority ? { fetchPriority: 'high' as const } : {})}
          onError={() => setBroken(true)}
          className="kd-product-card__image"
        />
        {out && <div className="kd-product-card__out">{t('product.outOfStockBadge')}</div>}
        {product.isOrganic && <span className="kd-product-card__organic">{t('product.organic')}</span>}
        <WishlistHeart product={product} className="kd-heart--corner kd-product-card__heart" />
      </div>
      <div className="kd-product-card__body">
        <div className="kd-product-card__titles">
          {/* The stretched link: the whole card opens the product. */}
          <RouterLink to={`/detail/${product.slug}`} className="kd-product-card__link">
            {primary}
          </RouterLink>
          {secondary && (
            <Text variant="body2" noWrap lang={i18n.language === 'ne' ? 'en' : 'ne'}>
              {secondary}
            </Text>
          )}
        </div>
        <Price sellingPaisa={sellingPaisa} markedPaisa={markedPaisa} />
        <UnitPrice product={product} />
        <Button
          variant={out ? 'outlined' : 'contained'}
          fullWidth
          disabled={out}
          onClick={() => void addToCart(product, 1, { sourceImage: imgRef.current, from: 'card' })}
          className="kd-product-card__add"
        >
          {out ? t('product.outOfStock') : t('product.addToCart')}
        </Button>
      </div>
    </div>
  );
}

/** The card's shape while products load: same aspect ratio and heights, so nothing jumps. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="kd-card kd-card--full">
      <Skeleton variant="rectangular" className="kd-square" />
      <div className="kd-product-card__skeleton-body">
        <Skeleton variant="text" width="90%" />
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" width="40%" height={28} />
        <Skeleton variant="rounded" height={44} style={{ marginTop: 8 }} />
      </div>
    </div>
  );
}
