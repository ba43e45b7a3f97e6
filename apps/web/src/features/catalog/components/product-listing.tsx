import type { Paginated, ProductSummary } from '@kandamul/domain';
import { Box, Button, Typography } from '@mui/material';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ProductGrid, ProductGridSkeleton } from '../../../components/product-grid';
import { isApiError } from '../../../lib/api/api-error';
import { Skeleton } from '../../../components/skeleton';

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
          <Button variant="contained" component={RouterLink} to="/">
            {t('list.backToShop')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <ProductGrid products={products} label={title} />
        <div ref={sentinel} />
        {hasNextPage && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <Button
              variant="outlined"
              size="large"
              onClick={() => void fetchNextPage()}
              disabled={isFetchingNextPage}
            >
              {isFetchingNextPage ? tc('list.loadingMore') : tc('list.loadMore')}
            </Button>
          </Box>
        )}
        {isFetchingNextPage && <ProductGridSkeleton count={6} />}
      </>
    );
  }

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
          {title}
        </Typography>
        {query.isLoading ? (
          <Skeleton variant="text" width={90} />
        ) : (
          count > 0 && <Typography color="text.secondary">{t('list.count', { count })}</Typography>
        )}
      </Box>
      {controls}
      {body}
    </Box>
  );
}
