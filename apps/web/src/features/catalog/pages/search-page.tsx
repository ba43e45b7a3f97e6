import SearchOff from '@mui/icons-material/SearchOff';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Typography } from '@mui/material';
import { buildSearchPath, type ListingOptions } from '@kandamul/domain';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ProductGrid, ProductGridSkeleton } from '../../../components/product-grid';
import { RenderWhenNear } from '../../../components/render-when-near';
import { isApiError } from '../../../lib/api/api-error';
import { useGetForYouQuery } from '../api/get-for-you';
import { useSearchProductsInfiniteQuery } from '../api/search-products';
import { ListingControls, useListingOptions } from '../components/listing-controls';
import { listingProducts } from '../components/product-listing';

// Drawn with MUI: the router puts the page inside the MUI theme, which comes with it (decision 052).
export { themed as withMuiTheme } from '../../../lib/mui-theme';

function Recommendations({
  term,
  heading,
  exclude,
}: {
  term: string;
  heading: string;
  exclude: Set<number>;
}) {
  // From the query's own categories (every category when it has none).
  const { data, isLoading } = useGetForYouQuery(term);
  const products = (data ?? []).filter((p) => !exclude.has(p.id));
  if (isLoading) return <ProductGridSkeleton count={4} />;
  if (products.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="recommendations-heading" sx={{ mt: 5 }}>
      <Typography id="recommendations-heading" variant="h2" component="h2" sx={{ mb: 1.5 }}>
        {heading}
      </Typography>
      {/* Below a page of results: built when scrolled near, so a search page does not hydrate a
          second grid that nobody sees yet. */}
      <RenderWhenNear placeholder={<ProductGridSkeleton count={products.length} />}>
        <ProductGrid products={products} />
      </RenderWhenNear>
    </Box>
  );
}

function Results({
  term,
  options,
  setOptions,
}: {
  term: string;
  options: ListingOptions;
  setOptions: (next: ListingOptions) => void;
}) {
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation();
  const query = useSearchProductsInfiniteQuery({ term, options });
  const products = listingProducts(query.data);
  const count = query.data?.pages[0]?.count ?? 0;
  const countEstimated = query.data?.pages[0]?.count_estimated === true;
  const didYouMean = query.data?.pages[0]?.did_you_mean;
  const correction = didYouMean ? buildSearchPath(didYouMean) : null;

  let body;
  if (query.isLoading) {
    body = <ProductGridSkeleton />;
  } else if (query.isError && products.length === 0) {
    const message = isApiError(query.error) ? query.error.message : '';
    body = <ErrorState title={t('search.failed')} message={message} onRetry={() => void query.refetch()} />;
  } else if (products.length === 0) {
    body = (
      <>
        {correction && (
          <Typography sx={{ mb: 2, fontSize: '1.1rem' }}>
            {t('listing.didYouMean')}{' '}
            <Box component={RouterLink} to={correction} sx={{ fontWeight: 700, color: 'primary.main' }}>
              {didYouMean}
            </Box>
            ?
          </Typography>
        )}
        <EmptyState icon={<SearchOff />} title={t('search.none')} body={t('search.noneBody')} />
      </>
    );
  } else {
    body = (
      <>
        <ProductGrid products={products} label={t('search.heading', { term })} />
        {query.hasNextPage && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <Button
              variant="outlined"
              size="large"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
            >
              {query.isFetchingNextPage ? tc('list.loadingMore') : tc('list.loadMore')}
            </Button>
          </Box>
        )}
      </>
    );
  }

  return (
    <>
      <Box sx={{ mb: 2 }}>
        <Typography
          variant="h1"
          component="h1"
          sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, wordBreak: 'break-word' }}
        >
          {t('search.heading', { term })}
        </Typography>
        {!query.isLoading && !query.isError && (
          <Typography color="text.secondary" role="status">
            {countEstimated ? t('search.countAbout', { count }) : t('search.count', { count })}
          </Typography>
        )}
      </Box>
      <ListingControls
        options={options}
        onChange={setOptions}
        sorts={['relevance', 'price_asc', 'price_desc', 'newest', 'unit_price_asc']}
      />
      {body}
      {!query.isLoading && !query.isError && (
        <Recommendations
          term={term}
          heading={products.length > 0 ? t('search.similar') : t('search.alsoLike')}
          exclude={new Set(products.map((p) => p.id))}
        />
      )}
    </>
  );
}

/** SPEC §2 /search?query=: results with their count, recommendations, and the failure message. */
export function SearchPage() {
  const { t } = useTranslation('catalog');
  const [params] = useSearchParams();
  const term = (params.get('query') ?? '').trim();
  const [options, setOptions, optionsKey] = useListingOptions();

  useEffect(() => {
    document.title = term ? t('search.heading', { term }) : t('search.promptTitle');
  }, [term, t]);

  if (!term) {
    return (
      <EmptyState
        titleAs="h1"
        icon={<SearchIcon />}
        title={t('search.promptTitle')}
        body={t('search.promptBody')}
      />
    );
  }
  return <Results key={`${term}\n${optionsKey}`} term={term} options={options} setOptions={setOptions} />;
}
