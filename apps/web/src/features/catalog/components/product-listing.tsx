import type { Paginated, ProductSummary } from '@kandamul/domain';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ProductGrid, ProductGridSkeleton } from '../../../components/product-grid';
import { isApiError } from '../../../lib/api/api-error';
import { Skeleton } from '../../../components/skeleton';
import { Button, LinkButton } from '../../../components/ui/button';
import { Text } from '../../../components/ui/text';

/** What a listing page needs from an RTK Query infinite query. */
export interface ListingQuery {
  data?: { pages: Paginated<ProductSummary>[] };
  error?: unknown;
  isLoading: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/** All products of the pages loaded so far, without the duplicates a shifting list may bring. */
export function listingProducts(data?: { pages: Paginated<ProductSummary>[] }): ProductSummary[] {
  const seen = new Set<number>();
  return (data?.pages ?? []).flatMap((p) => p.results).filter((p) => !seen.has(p.id) && seen.add(p.id));
}

/**
 * A paginated product list: heading, count, responsive grid, 'Load more' (also triggered by scrolling
 * near the end), skeletons, an empty state and SPEC §8's 'Failed to fetch data: {status}'.
 */
export function ProductListing({
  title,
  query,
  controls,
}: {
  title: string;
  query: ListingQuery;
  /** Sorting and filters, shown between the heading and the grid. */
  controls?: ReactNode;
}) {
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation();
  const products = listingProducts(query.data);
  const count = query.data?.pages[0]?.count ?? 0;
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    document.title = title;
  }, [title]);

  // Infinite scroll where the browser supports it; the button stays for keyboards and old browsers.
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  let body;
  if (query.isLoading) {
    body = <ProductGridSkeleton />;
  } else if (query.isError && products.length === 0) {
    const status = isApiError(query.error) ? query.error.status || query.error.code : 'unknown';
    body = <ErrorState title={t('list.failed', { status })} onRetry={() => void query.refetch()} />;
  } else if (products.length === 0) {
    body = (
      <EmptyState
        title={t('list.empty')}
        body={t('list.emptyBody')}
        action={
          <LinkButton variant="contained" to="/">
            {t('list.backToShop')}
          </LinkButton>
        }
      />
    );
  } else {
    body = (
      <>
        <ProductGrid products={products} label={title} />
        <div ref={sentinel} />
        {hasNextPage && (
          <div className="kd-listing__more">
            <Button
              variant="outlined"
              size="large"
              onClick={() => void fetchNextPage()}
              disabled={isFetchingNextPage}
            >
              {isFetchingNextPage ? tc('list.loadingMore') : tc('list.loadMore')}
            </Button>
          </div>
        )}
        {isFetchingNextPage && <ProductGridSkeleton count={6} />}
      </>
    );
  }

  return (
    <div>
      <div className="kd-listing__head">
        <Text variant="h1" className="kd-listing__title">
          {title}
        </Text>
        {query.isLoading ? (
          <Skeleton variant="text" width={90} />
        ) : (
          count > 0 && <Text>{t('list.count', { count })}</Text>
        )}
      </div>
      {controls}
      {body}
    </div>
  );
}
