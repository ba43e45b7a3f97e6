import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppSelector } from '../../../lib/hooks';
import { selectIsLoggedIn } from '../../../lib/state/session-slice';
import { useTranslation } from '../../../lib/i18n/i18n';
import { ErrorState } from '../../../components/error-state';
import { EmptyState } from '../../../components/empty-state';
import { ProductCardSkeleton } from '../../../components/product-card';
import { useLocalized } from '../../../lib/i18n/use-localized';
import { useGetHomeDataQuery } from '../api/get-home-data';
import { BannerCarousel } from '../components/banner-carousel';
import { Highlights } from '../components/highlights';
import { ProductCarousel } from '../components/product-carousel';
import { Skeleton } from '../../../components/skeleton';

// Its own chunk, fetched only for a logged-in shopper once the first screen is up.
const BuyAgainShelf = lazy(() => import('../components/buy-again-shelf'));

/**
 * The Buy again shelf, from the frame after the first paint on (never on the server): it never delays
 * the first screen. The state is here, not in the page: set in the page, it re-rendered the whole
 * home page (every carousel and card, about 290 components) right after hydration, for every shopper.
 */
function BuyAgainAfterPaint() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setPainted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted ? (
    <Suspense fallback={null}>
      <BuyAgainShelf />
    </Suspense>
  ) : null;
}

function HomeSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton variant="rounded" className="kd-home-skeleton__banner" />
      {[0, 1].map((row) => (
        <div key={row} className="kd-home-skeleton__row">
          <Skeleton variant="text" width={220} height={36} />
          {/* As many cards as the carousel shows on the screen: 2, 3, 4 or 6. */}
          <div className="kd-home-skeleton__cards">
            {Array.from({ length: 6 }, (_, i) => (
              <ProductCardSkeleton key={i} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/** SPEC §2 home: banners, highlights, 'Kandamul Special', 'New Arrivals' and one carousel per category. */
export function HomePage() {
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation();
  const { title } = useLocalized();
  const { data, isLoading, isError, refetch } = useGetHomeDataQuery();
  const loggedIn = useAppSelector(selectIsLoggedIn);

  useEffect(() => {
    document.title = t('home.title');
  }, [t]);

  if (isLoading) {
    return (
      <div role="status" aria-busy="true">
        <span className="kd-offscreen">{tc('states.loading')}</span>
        <HomeSkeleton />
      </div>
    );
  }
  // SPEC §8: home data failure gives null; the page says so kindly and offers a retry.
  if (isError || !data) {
    return (
      <ErrorState
        title={t('home.failedTitle')}
        message={t('home.failedBody')}
        onRetry={() => void refetch()}
      />
    );
  }
  const nothing =
    data.today_special.length === 0 &&
    data.new_arrival.length === 0 &&
    data.categories.every((c) => c.products.length === 0);

  return (
    <div>
      <h1 style={{ position: 'absolute', left: -9999 }}>{t('home.title')}</h1>
      <BannerCarousel banners={data.banners} />
      <Highlights />
      {nothing && <EmptyState title={t('home.empty')} />}
      <ProductCarousel
        title={t('home.special')}
        products={data.today_special}
        viewAll={{ to: '/viewallfy', state: { title: t('home.special') } }}
        priority
      />
      {loggedIn && <BuyAgainAfterPaint />}
      <ProductCarousel
        title={t('home.newArrivals')}
        products={data.new_arrival}
        viewAll={{ to: '/Viewallna', state: { title: t('home.newArrivals') } }}
      />
      {data.categories.map((c) => (
        <ProductCarousel
          key={c.id}
          title={title(c)}
          products={c.products}
          viewAll={{ to: `/viewallca/${c.id}`, state: { title: title(c) } }}
        />
      ))}
    </div>
  );
}
