import { type ProductDetailResponse, type Review, sampleProduct } from '@kandamul/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../../lib/api/base-api';
import { renderPage, stubFetch } from '../../../test/render';
import { stubBrowser } from '../test/browser-stubs';
import { ProductDetailPage } from './product-detail-page';

const review = (id: number, first: string, middle: string | null, last: string, rating: number): Review => ({
  id,
  user: { first_name: first, middle_name: middle, last_name: last },
  created_at: '2026-11-20T10:00:00.000Z',
  review: `Review ${id}`,
  rating,
});

function detail(overrides: Partial<ProductDetailResponse['data']> = {}, stock = 12): ProductDetailResponse {
  return {
    data: {
      product: sampleProduct({
        total_available_quantity: stock,
        product_images: [
          { image: '/media/p-1.webp', thumbnail_image: '/media/p-1-thumb.webp' },
          { image: '/media/p-2.webp', thumbnail_image: '/media/p-2-thumb.webp' },
        ],
      }),
      reviews: [review(1, 'Sita', 'Kumari', 'Shrestha', 4), review(2, 'Ram', null, 'Thapa', 5)],
      recommended_products: [
        sampleProduct({
          id: 9,
          slug: 'onion',
          title: 'Red Onion',
          nepali_title: 'रातो प्याज',
          selling_price: 80,
          marked_price: 80,
        }),
      ],
      ...overrides,
    },
  };
}

const URL_OF = '/api/v1/product/detail/red-potato/';
const open = (opts: Parameters<typeof renderPage>[1] = {}) =>
  renderPage(<ProductDetailPage />, { path: '/detail/:slug', url: '/detail/red-potato', ...opts });
const loggedIn = { auth: { access: 'old-token', user_id: '7', refresh: 'r' } };

describe('ProductDetailPage', () => {
  beforeEach(() => stubBrowser({ width: 1280, allInView: true }));

  it('shows the loading text, then the product with prices, stock, tabs and reviews', async () => {
    stubFetch({ [URL_OF]: detail() });
    open();
    // The store starts with the remembered state, so the page renders at once: loading first.
    expect(screen.getByText('Loading product details...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fresh Potato (Red)' })).toBeInTheDocument();
    expect(document.title).toBe('Fresh Potato (Red)');
    expect(screen.getByText('रातो आलु')).toBeInTheDocument();
    expect(screen.getByText('Red potatoes')).toBeInTheDocument();
    expect(screen.getByText('Category: Vegetables')).toBeInTheDocument();
    expect(screen.getByText('In Stock')).toBeInTheDocument();
    expect(screen.getByText('RS 120.50')).toBeInTheDocument();
    expect(screen.getByText('20% off')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');

    // Description is the default tab.
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Locally grown red potatoes from Dolakha.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Reviews(2)' }));
    expect(screen.getByText('Sita Kumari Shrestha')).toBeInTheDocument();
    expect(screen.getByText('Ram Thapa')).toBeInTheDocument();
    expect(screen.getAllByText('Nov 20, 2026')).toHaveLength(2);
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('Review 1')).toBeInTheDocument();

    // Related products, as cards (built once scrolled near).
    expect(screen.getByRole('heading', { name: 'Related products' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Red Onion' })).toHaveAttribute('href', '/detail/onion');
  });

  it('thumbnails switch the main image and the lens appears on hover on a wide window', async () => {
    stubFetch({ [URL_OF]: detail() });
    open();
    const main = await screen.findByTestId('main-image');
    expect(within(main).getByRole('img')).toHaveAttribute('src', '/media/p-1.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Show image 2' }));
    expect(within(main).getByRole('img')).toHaveAttribute('src', '/media/p-2.webp');
    expect(screen.getByRole('button', { name: 'Show image 2' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.mouseMove(main, { clientX: 50, clientY: 50 });
    expect(screen.getByTestId('zoom-lens')).toBeInTheDocument();
    fireEvent.mouseLeave(main);
    expect(screen.queryByTestId('zoom-lens')).not.toBeInTheDocument();

    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1085 });
    fireEvent.mouseMove(main, { clientX: 50, clientY: 50 });
    expect(screen.queryByTestId('zoom-lens')).not.toBeInTheDocument();
  });

  it("says 'No reviews yet.' and hides Related products when there are none", async () => {
    stubFetch({ [URL_OF]: detail({ reviews: [], recommended_products: [] }) });
    open();
    await userEvent.click(await screen.findByRole('tab', { name: 'Reviews(0)' }));
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Related products' })).not.toBeInTheDocument();
  });

  it('404: the error page with the spec texts and Return to Shop', async () => {
    stubFetch({
      [URL_OF]: () =>
        new Response(JSON.stringify({ code: 'PRODUCT_NOT_FOUND', message: 'Product not found.' }), {
          status: 404,
        }),
    });
    const { router } = open({ extraRoutes: [{ path: '/', element: <div>shop home</div> }] });
    expect(await screen.findByText('Oops! Product not found.')).toBeInTheDocument();
    expect(screen.getByText("We couldn't find the product you're looking for.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Return to Shop' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    [401, {}, 'Oops! Authentication required. Please log in and try again.'],
    [500, { detail: 'Database is resting' }, 'Oops! Database is resting'],
    [502, {}, 'Oops! Failed to load product details.'],
  ])('status %s shows the spec message', async (status, body, text) => {
    stubFetch({ [URL_OF]: () => new Response(JSON.stringify(body), { status }) });
    open();
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('sends the bearer when logged in and, after a failure, retries once without it', async () => {
    const calls = stubFetch({
      [URL_OF]: (req: Request) =>
        req.headers.get('authorization')
          ? new Response(JSON.stringify({ detail: 'bad token' }), { status: 500 })
          : detail(),
    });
    const { store } = open({ preloadedState: loggedIn });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fresh Potato (Red)' })).toBeInTheDocument();
    const detailCalls = calls.filter((c) => c.url.endsWith(URL_OF));
    expect(detailCalls.map((c) => c.headers.get('authorization'))).toEqual(['Bearer old-token', null]);
    expect(detailCalls[0]!.headers.get('accept')).toBe('application/json');
    // The failure of a public page never logs the customer out.
    expect(store.getState().auth.access).toBe('old-token');
  });

  it('quantity stays between 1 and the stock, warns at the limit and is clamped when stock drops', async () => {
    let stock = 3;
    stubFetch({ [URL_OF]: () => detail({}, stock) });
    const { store } = open();
    const plus = await screen.findByRole('button', { name: 'Increase quantity' });
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    const value = () => screen.getByRole('status', { name: 'Quantity' }).textContent;
    expect(value()).toBe('1');
    expect(minus).toBeDisabled();
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(value()).toBe('3');
    await userEvent.click(plus);
    expect(value()).toBe('3');
    expect(await screen.findByText('Only 3 items available in stock')).toBeInTheDocument();

    stock = 2;
    await act(async () => {
      store.dispatch(api.util.invalidateTags([{ type: 'Product', id: 'red-potato' }]));
    });
    await waitFor(() => expect(value()).toBe('2'));
  });

  it('out of stock: badge, and Add to Cart and Buy now disabled', async () => {
    stubFetch({ [URL_OF]: detail({}, 0) });
    open();
    expect(await screen.findByText('Out of Stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy now' })).toBeDisabled();
  });

  it('adds the chosen quantity to the cart', async () => {
    stubFetch({ [URL_OF]: detail() });
    const { store } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(store.getState().cart.items).toEqual([expect.objectContaining({ quantity: 2 })]),
    );
  });

  it('adds only what the stock leaves and says so, instead of a silent cap', async () => {
    stubFetch({ [URL_OF]: detail({}, 3) });
    const { store } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    const add = screen.getByRole('button', { name: 'Add to Cart' });
    await userEvent.click(add);
    await waitFor(() =>
      expect(store.getState().cart.items).toEqual([expect.objectContaining({ quantity: 2 })]),
    );
    await userEvent.click(add);
    expect(
      await screen.findByText('Only 3 items available in stock', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([expect.objectContaining({ quantity: 3 })]);
  });

  it('a new slug loads the other product and scrolls to the top', async () => {
    stubFetch({
      [URL_OF]: detail(),
      '/api/v1/product/detail/onion/': detail({
        product: sampleProduct({ id: 9, slug: 'onion', title: 'Red Onion', nepali_title: 'प्याज' }),
      }),
    });
    const { router } = open();
    await screen.findByRole('heading', { level: 1, name: 'Fresh Potato (Red)' });
    const scrolls = (window.scrollTo as unknown as { mock: { calls: unknown[] } }).mock.calls.length;
    await act(() => router.navigate('/detail/onion'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Red Onion' })).toBeInTheDocument();
    expect((window.scrollTo as unknown as { mock: { calls: unknown[] } }).mock.calls.length).toBeGreaterThan(
      scrolls,
    );
  });

  it('Nepali mode: Nepali title first', async () => {
    stubFetch({ [URL_OF]: detail() });
    open({ preloadedState: { theme: { mode: 'light', language: 'ne' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'रातो आलु' })).toBeInTheDocument();
    expect(screen.getByText('स्टकमा छ')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'समीक्षा(2)' })).toBeInTheDocument();
    // The category in Nepali too, not the English name in a Nepali sentence.
    expect(screen.getByText('वर्ग: तरकारी')).toBeInTheDocument();
    expect(screen.queryByText(/Vegetables/)).not.toBeInTheDocument();
  });

  it('Nepali mode: a cached answer without the Nepali category title still names the category', async () => {
    const { category_nepali_title: _, ...product } = detail().data.product;
    stubFetch({ [URL_OF]: detail({ product }) });
    open({ preloadedState: { theme: { mode: 'light', language: 'ne' } } });
    expect(await screen.findByText('वर्ग: Vegetables')).toBeInTheDocument();
  });
});
