import { sampleProduct } from '@kandamul/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage, stubFetch } from '../../../test/render';
import { stubBrowser } from '../test/browser-stubs';
import { CategoryListingPage } from './category-listing-page';
import { NewArrivalsPage } from './new-arrivals-page';
import { TodaySpecialPage } from './today-special-page';

const products = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) =>
    sampleProduct({ id: from + i, slug: `p-${from + i}`, title: `Product ${from + i}`, nepali_title: '' }),
  );

describe('listing pages', () => {
  beforeEach(() => stubBrowser());

  it('category: title from navigation state, count, grid and Load more', async () => {
    const calls = stubFetch({
      '/api/v1/category/product/5/': (req: Request) => {
        const pageNo = new URL(req.url).searchParams.get('page');
        return pageNo === '1'
          ? {
              count: 26,
              next: '/api/v1/category/product/5/?page=2',
              previous: null,
              results: products(1, 24),
            }
          : { count: 26, next: null, previous: null, results: products(25, 2) };
      },
    });
    renderPage(<CategoryListingPage />, {
      path: '/viewallca/:categoryId',
      url: '/viewallca/5',
      state: { title: 'Vegetables' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vegetables' })).toBeInTheDocument();
    expect(await screen.findByText('26 products')).toBeInTheDocument();
    expect(screen.getAllByTestId('product-card')).toHaveLength(24);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Product 26' })).toBeInTheDocument();
    expect(screen.getAllByTestId('product-card')).toHaveLength(26);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(new URL(calls[0]!.url).searchParams.get('page_size')).toBe('24');
  });

  it("category: its subcategories filter the list, and the choice is the URL's", async () => {
    const calls = stubFetch({
      '/api/v1/category/product/5/': { count: 1, next: null, previous: null, results: products(1, 1) },
      '/api/v1/category/featured/': {
        data: {
          results: [
            {
              id: 5,
              title: 'Vegetables',
              nepali_title: 'तरकारी',
              image: '',
              subcategories: [{ id: 7, title: 'Leafy Greens', nepali_title: 'साग' }],
            },
          ],
        },
      },
    });
    const { router } = renderPage(<CategoryListingPage />, {
      path: '/viewallca/:categoryId',
      url: '/viewallca/5',
      state: { title: 'Vegetables' },
    });
    const sub = await screen.findByRole('combobox', { name: 'Subcategory' });
    await userEvent.selectOptions(sub, 'Leafy Greens');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_asc');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price_asc&subcategory=7'));
    await waitFor(() => {
      const last = new URL(calls.filter((c) => c.url.includes('/category/product/')).at(-1)!.url);
      expect(Object.fromEntries(last.searchParams)).toMatchObject({ sort: 'price_asc', subcategory: '7' });
    });
  });

  it('category on a direct visit: the title the list answers with, else Category', async () => {
    stubFetch({
      '/api/v1/category/product/5/': {
        count: 1,
        next: null,
        previous: null,
        results: products(1, 1),
        category: { id: 5, title: 'Vegetables', nepali_title: 'तरकारी' },
      },
    });
    renderPage(<CategoryListingPage />, { path: '/viewallca/:categoryId', url: '/viewallca/5' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vegetables' })).toBeInTheDocument();
  });

  it("failure: 'Failed to fetch data: {status}' under the default title", async () => {
    stubFetch({
      '/api/v1/category/product/99/': () => new Response('{"code":"NOT_FOUND"}', { status: 404 }),
    });
    renderPage(<CategoryListingPage />, { path: '/viewallca/:categoryId', url: '/viewallca/99' });
    expect(await screen.findByText('Failed to fetch data: 404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Category' })).toBeInTheDocument();
  });

  it('Today Special: empty state with a way back', async () => {
    stubFetch({ '/api/v1/today/special/': { count: 0, next: null, previous: null, results: [] } });
    renderPage(<TodaySpecialPage />, { path: '/viewallfy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Today Special' })).toBeInTheDocument();
    expect(await screen.findByText('No products here yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
  });

  it('New Arrivals: accepts a bare array too', async () => {
    stubFetch({ '/api/v1/new/arrival/': products(1, 3) });
    renderPage(<NewArrivalsPage />, { path: '/Viewallna' });
    expect(await screen.findByRole('heading', { level: 1, name: 'New Arrivals' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('product-card')).toHaveLength(3);
  });
});
