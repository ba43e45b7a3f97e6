import type { ProductSummary } from '@kandamul/domain';
import { useTranslation } from '../lib/i18n/i18n';
import { classes } from './ui/classes';
import { Icon } from './ui/icon';
import { IconButton } from './ui/icon-button';
import { favorite, favoriteBorder } from './ui/icons';
import { useWishlistToggle } from '../lib/wishlist/use-wishlist-toggle';

/** The wishlist heart of a product: filled red when in the wishlist, disabled while a request runs. */
export function WishlistHeart({ product, className }: { product: ProductSummary; className?: string }) {
  const { t } = useTranslation();
  const { active, busy, toggle } = useWishlistToggle(product);
  return (
    <IconButton
      aria-label={active ? t('product.removeFromWishlist') : t('product.addToWishlist')}
      aria-pressed={active}
      disabled={busy}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        void toggle();
      }}
      className={classes('kd-heart', active && 'kd-heart--active', className)}
    >
      <Icon path={active ? favorite : favoriteBorder} />
    </IconButton>
  );
}
