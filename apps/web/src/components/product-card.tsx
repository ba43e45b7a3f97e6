import { isOutOfStock, type ProductSummary } from '@kandamul/domain';
import { Box } from '@mui/material';
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

// What MUI's outlined Card draws, on a plain Box: the card is on every product screen, Card is not
// worth its own download.
const cardFrame = {
  bgcolor: 'background.paper',
  color: 'text.primary',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  overflow: 'hidden',
} as const;

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
    <Box
      data-testid="product-card"
      sx={{
        ...cardFrame,
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'box-shadow .2s, transform .2s',
        '&:hover': { boxShadow: 4 },
        '&:focus-within': { boxShadow: 4 },
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '1 / 1', bgcolor: 'action.hover', overflow: 'hidden' }}>
        <Box
          component="img"
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
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
        {out && (
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(0,0,0,0.45)',
              color: '#fff',
              fontWeight: 700,
              letterSpacing: 1,
            }}
          >
            {t('product.outOfStockBadge')}
          </Box>
        )}
        {product.isOrganic && (
          <Box
            component="span"
            sx={{
              position: 'absolute',
              top: 8,
              left: 8,
              px: 1,
              py: 0.25,
              borderRadius: 1,
              fontSize: '0.7rem',
              fontWeight: 700,
              letterSpacing: 0.5,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            {t('product.organic')}
          </Box>
        )}
        <WishlistHeart product={product} sx={{ position: 'absolute', top: 4, right: 4, zIndex: 1 }} />
      </Box>
      <Box sx={{ p: 1.25, display: 'flex', flexDirection: 'column', gap: 0.75, flex: 1 }}>
        <Box sx={{ minHeight: '3.6em' }}>
          <Box
            component={RouterLink}
            to={`/detail/${product.slug}`}
            sx={{
              typography: 'body1',
              fontWeight: 600,
              lineHeight: 1.3,
              color: 'text.primary',
              textDecoration: 'none',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              // The stretched link: the whole card opens the product.
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&:focus-visible': { outline: 'none' },
            }}
          >
            {primary}
          </Box>
          {secondary && (
            <Text variant="body2" noWrap lang={i18n.language === 'ne' ? 'en' : 'ne'}>
              {secondary}
            </Text>
          )}
        </Box>
        <Price sellingPaisa={sellingPaisa} markedPaisa={markedPaisa} />
        <UnitPrice product={product} />
        <Button
          variant={out ? 'outlined' : 'contained'}
          fullWidth
          disabled={out}
          onClick={() => void addToCart(product, 1, { sourceImage: imgRef.current, from: 'card' })}
          sx={{ mt: 'auto', position: 'relative', zIndex: 1 }}
        >
          {out ? t('product.outOfStock') : t('product.addToCart')}
        </Button>
      </Box>
    </Box>
  );
}

/** The card's shape while products load: same aspect ratio and heights, so nothing jumps. */
export function ProductCardSkeleton() {
  return (
    <Box aria-hidden="true" sx={{ ...cardFrame, height: '100%' }}>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
      <Box sx={{ p: 1.25 }}>
        <Skeleton variant="text" width="90%" />
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" width="40%" height={28} />
        <Skeleton variant="rounded" height={44} sx={{ mt: 1 }} />
      </Box>
    </Box>
  );
}
