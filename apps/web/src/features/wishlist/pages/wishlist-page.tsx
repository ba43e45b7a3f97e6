import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import { Alert, Box, Button, Card, Typography } from '@mui/material';
import { useTranslation } from '../../../lib/i18n/i18n';
import { Link as RouterLink, useLocation } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { GRID_COLUMNS } from '../../../components/product-grid';
import { useAppSelector } from '../../../lib/hooks';
import { selectIsLoggedIn } from '../../../lib/state/session-slice';
import { selectWishlist } from '../../../lib/state/wishlist-slice';
import { useWishlistSync } from '../../../lib/wishlist/use-wishlist-sync';
import { WishlistCard } from '../components/wishlist-card';
import { Skeleton } from '../../../components/skeleton';
import { PageSkeleton } from '../../../components/page-skeleton';
import { useOwnState } from '../../../ssr/page-ready';
import '../../../lib/i18n/texts/cart';

const gridSx = {
  display: 'grid',
  gridTemplateColumns: {
    xs: `repeat(${GRID_COLUMNS.xs}, minmax(0, 1fr))`,
    sm: `repeat(${GRID_COLUMNS.sm}, minmax(0, 1fr))`,
    md: `repeat(${GRID_COLUMNS.md}, minmax(0, 1fr))`,
  },
  gap: { xs: 1.25, sm: 2 },
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;

/** SPEC §2 wishlist (at /profile/wishlist and /wishlist): cards, or the login and empty states. */
export function WishlistPage() {
  const { t } = useTranslation('cart');
  const location = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { items, error } = useAppSelector(selectWishlist);
  // Opening the page refreshes the list from the server.
  const { loading } = useWishlistSync({ refetchOnMount: true });
  // Signed in or not is the browser's to know: for a visitor the server and hydration draw the
  // skeleton; a page rendered for its signed-in shopper (decision 046) is drawn with their wishlist.
  const ownState = useOwnState();

  if (!ownState && !loggedIn) return <PageSkeleton />;
  if (!loggedIn) {
    return (
      <EmptyState
        icon={<FavoriteBorder />}
        title={t('wishlist.loginRequired')}
        // The whole page: its heading.
        titleAs="h1"
        action={
          <Button
            component={RouterLink}
            to="/login"
            state={{ returnTo: location }}
            variant="contained"
            size="large"
          >
            {t('wishlist.login')}
          </Button>
        }
      />
    );
  }

  return (
    <Box component="section" aria-labelledby="wishlist-title">
      <Typography id="wishlist-title" variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('wishlist.title')}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {loading && items.length === 0 ? (
        <Box component="ul" aria-busy="true" sx={gridSx}>
          {[0, 1, 2, 3].map((i) => (
            <li key={i}>
              <Card variant="outlined" aria-hidden="true">
                <Skeleton variant="rectangular" className="kd-square" />
                <Box sx={{ p: 1.25 }}>
                  <Skeleton variant="text" width="80%" />
                  <Skeleton variant="text" width="40%" />
                  <Skeleton variant="rounded" height={44} />
                </Box>
              </Card>
            </li>
          ))}
        </Box>
      ) : items.length === 0 ? (
        <EmptyState
          icon={<FavoriteBorder />}
          title={t('wishlist.empty')}
          body={t('wishlist.emptyBody')}
          action={
            <Button component={RouterLink} to="/" variant="contained" size="large">
              {t('wishlist.shopNow')}
            </Button>
          }
        />
      ) : (
        <Box component="ul" aria-label={t('wishlist.title')} sx={gridSx}>
          {items.map((p) => (
            <li key={p.id}>
              <WishlistCard product={p} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
