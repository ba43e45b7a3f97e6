import { useTranslation } from '../../../lib/i18n/i18n';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/forms/alert';
import { LinkButton } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { favoriteBorder } from '../../../components/ui/icons';
import { EmptyState } from '../../../components/empty-state';
import { useAppSelector } from '../../../lib/hooks';
import { selectIsLoggedIn } from '../../../lib/state/session-slice';
import { selectWishlist } from '../../../lib/state/wishlist-slice';
import { useWishlistSync } from '../../../lib/wishlist/use-wishlist-sync';
import { WishlistCard } from '../components/wishlist-card';
import { Skeleton } from '../../../components/skeleton';
import { PageSkeleton } from '../../../components/page-skeleton';
import { useOwnState } from '../../../ssr/page-ready';
import '../../../lib/i18n/texts/cart';

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
        icon={<Icon path={favoriteBorder} size="inherit" />}
        title={t('wishlist.loginRequired')}
        // The whole page: its heading.
        titleAs="h1"
        action={
          <LinkButton to="/login" state={{ returnTo: location }} variant="contained" size="large">
            {t('wishlist.login')}
          </LinkButton>
        }
      />
    );
  }

  return (
    <section aria-labelledby="wishlist-title">
      <h1 id="wishlist-title" className="kd-text kd-wishlist__title">
        {t('wishlist.title')}
      </h1>
      {error && (
        <Alert severity="error" className="kd-wishlist__error">
          {error}
        </Alert>
      )}
      {loading && items.length === 0 ? (
        <ul aria-busy="true" className="kd-wish-grid">
          {[0, 1, 2, 3].map((i) => (
            <li key={i}>
              <div className="kd-card" aria-hidden="true">
                <Skeleton variant="rectangular" className="kd-square" />
                <div className="kd-wish-card__skeleton">
                  <Skeleton variant="text" width="80%" />
                  <Skeleton variant="text" width="40%" />
                  <Skeleton variant="rounded" height={44} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        <EmptyState
          icon={<Icon path={favoriteBorder} size="inherit" />}
          title={t('wishlist.empty')}
          body={t('wishlist.emptyBody')}
          action={
            <LinkButton to="/" variant="contained" size="large">
              {t('wishlist.shopNow')}
            </LinkButton>
          }
        />
      ) : (
        <ul aria-label={t('wishlist.title')} className="kd-wish-grid">
          {items.map((p) => (
            <li key={p.id}>
              <WishlistCard product={p} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
