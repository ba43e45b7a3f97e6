import type { ProductSummary } from '@kandamul/domain';
import type { SxProps, Theme } from '@mui/material';
import { useTranslation } from '../lib/i18n/i18n';
import { Icon } from './ui/icon';
import { IconButton } from './ui/icon-button';
import { favorite, favoriteBorder } from './ui/icons';
import { useWishlistToggle } from '../lib/wishlist/use-wishlist-toggle';

/** The wishlist heart of a product: filled red when in the wishlist, disabled while a request runs. */
export function WishlistHeart({ product, sx }: { product: ProductSummary; sx?: SxProps<Theme> }) {
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
      sx={{
        bgcolor: 'background.paper',
        boxShadow: 1,
        color: active ? 'error.main' : 'text.secondary',
        '&:hover': { bgcolor: 'background.paper', color: 'error.main' },
        // On a card the heart sits 4 px from the picture's clipped edge: the ring fits inside it.
        '&:focus-visible': { outlineOffset: 1 },
        ...sx,
      }}
    >
      <Icon path={active ? favorite : favoriteBorder} />
    </IconButton>
  );
}
