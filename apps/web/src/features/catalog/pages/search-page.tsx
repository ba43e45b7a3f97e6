import { buildSearchPath, type ListingOptions } from '@kandamul/domain';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ProductGrid, ProductGridSkeleton } from '../../../components/product-grid';
import { RenderWhenNear } from '../../../components/render-when-near';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { search } from '../../../components/ui/icons';
import { Text } from '../../../components/ui/text';
import { isApiError } from '../../../lib/api/api-error';
import { useGetForYouQuery } from '../api/get-for-you';
import { useSearchProductsInfiniteQuery } from '../api/search-products';
import { ListingControls, useListingOptions } from '../components/listing-controls';
import { listingProducts } from '../components/product-listing';

/** SearchOff, as @mui/icons-material has it (Material Icons by Google, Apache License 2.0; see NOTICE). */
const searchOff = [
  'M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3 6.08 3 3.28 5.64 3.03 9h2.02C5.3 6.75 7.18 5 9.5 5 11.99 5 14 7.01 14 9.5S11.99 14 9.5 14c-.17 0-.33-.03-.5-.05v2.02c.17.02.33.03.5.03 1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19z',
  'M6.47 10.82 4 13.29l-2.47-2.47-.71.71L3.29 14 .82 16.47l.71.71L4 14.71l2.47 2.47.71-.71L4.71 14l2.47-2.47z',
] as const;

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
    <section aria-labelledby="recommendations-heading" className="kd-search__more">
      <Text id="recommendations-heading" variant="h2" className="kd-search__more-title">
        {heading}
      </Text>
      {/* Below a page of results: built when scrolled near, so a search page does not hydrate a
          second grid that nobody sees yet. */}
      <RenderWhenNear placeholder={<ProductGridSkeleton count={products.length} />}>
        <ProductGrid products={products} />
      </RenderWhenNear>
    </section>
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
          <Text className="kd-search__did-you-mean">
            {t('listing.didYouMean')}{' '}
            <RouterLink to={correction} className="kd-search__correction">
              {didYouMean}
            </RouterLink>
            ?
          </Text>
        )}
        <EmptyState icon={<Icon path={searchOff} />} title={t('search.none')} body={t('search.noneBody')} />
      </>
    );
  } else {
    body = (
      <>
        <ProductGrid products={products} label={t('search.heading', { term })} />
        {query.hasNextPage && (
          <div className="kd-listing__more">
            <Button
              variant="outlined"
              size="large"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
            >
              {query.isFetchingNextPage ? tc('list.loadingMore') : tc('list.loadMore')}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <>
      <div className="kd-search__head">
        <Text variant="h1" className="kd-search__title">
          {t('search.heading', { term })}
        </Text>
        {!query.isLoading && !query.isError && (
          <Text role="status">
            {countEstimated ? t('search.countAbout', { count }) : t('search.count', { count })}
          </Text>
        )}
      </div>
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
        icon={<Icon path={search} />}
        title={t('search.promptTitle')}
        body={t('search.promptBody')}
      />
    );
  }
  return <Results key={`${term}\n${optionsKey}`} term={term} options={options} setOptions={setOptions} />;
}
