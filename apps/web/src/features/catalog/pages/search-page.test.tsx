import { sampleProduct } from '@kandamul/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('says the count is approximate when the API estimated it', async () => {
    stubFetch({
      '/api/v1/products/': { ...page([rice], 49000), count_estimated: true },
      '/api/v1/list/for/you/': page(forYou),
    });
    await open('?query=rice');
    expect(await screen.findByText('About 49000 products found')).toBeInTheDocument();
    expect(screen.queryByText('49000 products found')).not.toBeInTheDocument();
  });

  it('builds the Similar Products grid only once it comes near the screen', async () => {
    stubBrowser({ allInView: false });
    stubFetch({ '/api/v1/products/': page([rice]), '/api/v1/list/for/you/': page(forYou) });
    await open('?query=rice');
    expect(await screen.findByRole('heading', { name: 'Similar Products' })).toBeInTheDocument();
    expect(screen.getAllByTestId('product-card')).toHaveLength(1);
  });

  it("recommends from the search's own categories: the term goes with the request", async () => {
    const calls = stubFetch({ '/api/v1/products/': page([rice]), '/api/v1/list/for/you/': page(forYou) });
    await open('?query=rice');
    await screen.findByRole('heading', { name: 'Similar Products' });
    expect(new URL(calls.find((c) => c.url.includes('/list/for/you/'))!.url).searchParams.get('q')).toBe(
      'rice',
    );
  });

  it('offers the closest term when nothing is found', async () => {
    stubFetch({
      '/api/v1/products/': { ...page([]), did_you_mean: 'tomatoes' },
      '/api/v1/list/for/you/': page(forYou),
    });
    const { router } = await open('?query=tmtoes');
    const link = await screen.findByRole('link', { name: 'tomatoes' });
    expect(link.closest('p')).toHaveTextContent('Did you mean tomatoes?');
    await userEvent.click(link);
    expect(router.state.location.search).toBe('?query=tomatoes');
  });

  it('sorts and filters through the URL, and asks the server for exactly that list', async () => {
    const calls = stubFetch({ '/api/v1/products/': page([rice]), '/api/v1/list/for/you/': page(forYou) });
    const { router } = await open('?query=rice&sort=price_desc&organic=1');
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('price_desc');
    expect(screen.getByRole('checkbox', { name: 'Organic only' })).toBeChecked();
    const first = new URL(calls.find((c) => c.url.includes('/products/'))!.url).searchParams;
    expect(first.get('sort')).toBe('price_desc');
    expect(first.get('organic')).toBe('1');

    await userEvent.selectOptions(sort, 'price_asc');
    await userEvent.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    const min = screen.getByRole('spinbutton', { name: 'Min price (RS)' });
    await userEvent.type(min, '100{Enter}');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        query: 'rice',
        sort: 'price_asc',
        in_stock: '1',
        organic: '1',
        min_price: '100',
      }),
    );
    await waitFor(() => {
      const last = new URL(calls.filter((c) => c.url.includes('/products/')).at(-1)!.url).searchParams;
      expect(Object.fromEntries(last)).toMatchObject({
        q: 'rice',
        sort: 'price_asc',
        in_stock: '1',
        min_price: '100',
      });
    });
    // Relevance is the search's own order: choosing it leaves sort out of the URL.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'relevance');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).has('sort')).toBe(false));
  }, 20_000); // many keystrokes: slow on a shared machine

  it("no results: 'No products found' and 'You might also like'", async () => {
    stubFetch({ '/api/v1/products/': page([]), '/api/v1/list/for/you/': page(forYou) });
    await open('?query=caviar');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('0 products found')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'You might also like' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('product-card')).toHaveLength(8);
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
