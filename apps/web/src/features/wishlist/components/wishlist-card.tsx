import { isOutOfStock, type ProductSummary } from '@kandamul/domain';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { Link as RouterLink } from 'react-router';
import { Price, productPricesPaisa } from '../../../components/price';
import { DEFAULT_IMAGE } from '../../../components/product-card';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { IconButton } from '../../../components/ui/icon-button';
import { WishlistHeart } from '../../../components/wishlist-heart';
import { useAddToCart } from '../../../lib/cart/use-add-to-cart';
import { useBuyNow } from '../../../lib/cart/use-buy-now';
import { useLocalized } from '../../../lib/i18n/use-localized';
import '../../../lib/i18n/texts/cart';
import { addShoppingCart } from '../icons';

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

  const addLabel = t('wishlist.addToCart', { title: name });
  return (
    <article aria-label={name} className="kd-card kd-card--full kd-wish-card">
      <div className="kd-wish-card__picture">
        <img
          ref={imgRef}
          src={broken || !image ? DEFAULT_IMAGE : image}
          alt={name}
          width={320}
          height={320}
          loading="lazy"
          onError={() => setBroken(true)}
          className="kd-wish-card__image"
        />
        <WishlistHeart product={product} className="kd-heart--corner" />
      </div>
      <div className="kd-wish-card__body">
        <RouterLink to={`/product/${product.slug}`} className="kd-text kd-body1 kd-wish-card__title">
          {name}
        </RouterLink>
        <Price sellingPaisa={sellingPaisa} markedPaisa={markedPaisa} />
        <div className="kd-wish-card__actions">
          <Button variant="contained" fullWidth disabled={out} onClick={() => buyNow(product, 1)}>
            {t('wishlist.buyNow')}
          </Button>
          {/* The name shows on hover too; on a span, as a disabled button gets no pointer events. */}
          <span title={addLabel}>
            <IconButton
              aria-label={addLabel}
              disabled={out}
              className="kd-wish-card__add"
              onClick={() => void addToCart(product, 1, { sourceImage: imgRef.current, from: 'card' })}
            >
              <Icon path={addShoppingCart} />
            </IconButton>
          </span>
        </div>
      </div>
    </article>
  );
}
