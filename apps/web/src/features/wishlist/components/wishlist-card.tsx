import { isOutOfStock, type ProductSummary } from '@kandamul/domain';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import { Box, Button, Card, IconButton, Tooltip, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { Link as RouterLink } from 'react-router';
import { Price, productPricesPaisa } from '../../../components/price';
import { DEFAULT_IMAGE } from '../../../components/product-card';
import { WishlistHeart } from '../../../components/wishlist-heart';
import { useAddToCart } from '../../../lib/cart/use-add-to-cart';
import { useBuyNow } from '../../../lib/cart/use-buy-now';
import { useLocalized } from '../../../lib/i18n/use-localized';
import '../../../lib/i18n/texts/cart';

/** A wishlist card: image, title, price, 'Buy Now', an add-to-cart icon and the heart to remove it. */
export function WishlistCard({ product }: { product: ProductSummary }) {
  const { t } = useTranslation('cart');
  const { title } = useLocalized();
  const addToCart = useAddToCart();
  const buyNow = useBuyNow();
  const imgRef = useRef<HTMLImageElement>(null);
  const [broken, setBroken] = useState(false);
  const name = title(product);
  const image = product.primary_image?.thumbnail_image || product.primary_image?.image || product.image;
  const out = isOutOfStock(product.total_available_quantity);
  const { sellingPaisa, markedPaisa } = productPricesPaisa(product);

  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={name}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '1 / 1', bgcolor: 'action.hover' }}>
        <Box
          component="img"
          ref={imgRef}
          src={broken || !image ? DEFAULT_IMAGE : image}
          alt={name}
          width={320}
          height={320}
          loading="lazy"
          onError={() => setBroken(true)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
        <WishlistHeart product={product} className="kd-heart--corner" />
      </Box>
      <Box sx={{ p: 1.25, display: 'flex', flexDirection: 'column', gap: 0.75, flex: 1 }}>
        <Typography
          component={RouterLink}
          to={`/product/${product.slug}`}
          sx={{ fontWeight: 600, color: 'text.primary', textDecoration: 'none', minHeight: '2.6em' }}
        >
          {name}
        </Typography>
        <Price sellingPaisa={sellingPaisa} markedPaisa={markedPaisa} />
        <Box sx={{ display: 'flex', gap: 1, mt: 'auto', alignItems: 'center' }}>
          <Button
            variant="contained"
            fullWidth
            disabled={out}
            onClick={() => buyNow(product, 1)}
            sx={{ minHeight: 44 }}
          >
            {t('wishlist.buyNow')}
          </Button>
          <Tooltip title={t('wishlist.addToCart', { title: name })}>
            <span>
              <IconButton
                aria-label={t('wishlist.addToCart', { title: name })}
                disabled={out}
                color="primary"
                onClick={() => void addToCart(product, 1, { sourceImage: imgRef.current, from: 'card' })}
                sx={{ border: 1, borderColor: 'divider' }}
              >
                <AddShoppingCart />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      </Box>
    </Card>
  );
}
