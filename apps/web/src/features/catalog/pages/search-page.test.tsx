import { sampleProduct } from '@kandamul/domain';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage, stubFetch } from '../../../test/render';
import { stubBrowser } from '../test/browser-stubs';
import { SearchPage } from './search-page';

const rice = sampleProduct({
  id: 3,
  slug: 'basmati-rice',
  title: 'Basmati Rice',
  nepali_title: 'बासमती चामल',
});
const forYou = Array.from({ length: 8 }, (_, i) =>
  sampleProduct({ id: 20 + i, slug: `fy-${i}`, title: `For you ${i}`, nepali_title: '' }),
);
const page = (results: unknown[], count = results.length) => ({ count, next: null, previous: null, results });
// renderPage takes a pathname only: open /search, then go to the URL with its query.
async function open(query: string) {
  const rendered = renderPage(<SearchPage />, { path: '/search' });
  await act(() => rendered.router.navigate(`/search${query}`));
  return rendered;
}

describe('SearchPage', () => {
  beforeEach(() => stubBrowser({ allInView: true }));

  it('shows the term, the count, the results and Similar Products', async () => {
    const calls = stubFetch({ '/api/v1/products/': page([rice]), '/api/v1/list/for/you/': page(forYou) });
    await open('?query=rice');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for "rice"' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('1 product found')).toBeInTheDocument();
    const results = screen.getByRole('list', { name: 'Search results for "rice"' });
    expect(within(results).getByRole('link', { name: 'Basmati Rice' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Similar Products' })).toBeInTheDocument();
    expect(screen.getAllByTestId('product-card')).toHaveLength(9);
    const search = calls.find((c) => c.url.includes('/products/'))!;
    expect(new URL(search.url).searchParams.get('q')).toBe('rice');
    expect(calls.find((c) => c.url.includes('/list/for/you/'))!.url).toContain('page_size=8');
  });

  it('builds the Similar Products grid only once it comes near the screen', async () => {
    stubBrowser({ allInView: false });
    stubFetch({ '/api/v1/products/': page([rice]), '/api/v1/list/for/you/': page(forYou) });
    await open('?query=rice');
    expect(await screen.findByRole('heading', { name: 'Similar Products' })).toBeInTheDocument();
    expect(screen.getAllByTestId('product-card')).toHaveLength(1);
  });

  it("no results: 'No products found' and 'You might also like'", async () => {
    stubFetch({ '/api/v1/products/': page([]), '/api/v1/list/for/you/': page(forYou) });
    await open('?query=caviar');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('0 products found')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'You might also like' })).toBeInTheDocument();
    expect(screen.getAllByTestId('product-card')).toHaveLength(8);
  });

  it('failure: Oops! Something went wrong with the message', async () => {
    stubFetch({
      '/api/v1/products/': () =>
        new Response(JSON.stringify({ code: 'VALIDATION', message: 'Search text is too long' }), {
          status: 400,
        }),
    });
    await open('?query=rice');
    expect(await screen.findByText('Oops! Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Search text is too long')).toBeInTheDocument();
  });

  it('an empty query asks for a search and sends nothing', async () => {
    const calls = stubFetch({});
    await open('?query=%20%20');
    expect(await screen.findByText('What are you looking for?')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('searches a Nepali word', async () => {
    const calls = stubFetch({ '/api/v1/products/': page([rice]), '/api/v1/list/for/you/': page([]) });
    await open(`?query=${encodeURIComponent('चामल')}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for "चामल"' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Basmati Rice' })).toBeInTheDocument();
    expect(new URL(calls[0]!.url).searchParams.get('q')).toBe('चामल');
  });
});
