import { sampleProduct } from '@kandamul/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { resolveRelativeRequests } from '../../../test/relative-requests';
import { renderPage, stubFetch } from '../../../test/render';
import { WishlistPage } from './wishlist-page';

resolveRelativeRequests();

const session = { user_id: '7', access: 'token', refresh: 'r' };
const honey = sampleProduct({
  id: 5,
  slug: 'honey',
  title: 'Chitwan Honey',
  selling_price: 450,
  marked_price: 500,
});
const ghee = sampleProduct({ id: 6, slug: 'ghee', title: 'Cow Ghee', total_available_quantity: 0 });

function renderWishlist(routes: Record<string, unknown>, loggedIn = true) {
  const calls = stubFetch(routes);
  const view = renderPage(<WishlistPage />, {
    path: '/wishlist',
    preloadedState: loggedIn ? { auth: session } : {},
    extraRoutes: [
      { path: '/', element: <div>home page</div> },
      { path: '/login', element: <div>login page</div> },
      { path: '/checkout', element: <div>checkout page</div> },
    ],
  });
  return { ...view, calls };
}

describe('WishlistPage', () => {
  it('asks a visitor to log in, with a login button', async () => {
    const { router, calls } = renderWishlist({}, false);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Please login to view your wishlist' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Login' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(calls).toHaveLength(0);
  });

  it('shows the empty state with Shop Now', async () => {
    const { router } = renderWishlist({ '/api/v1/list/wishlist/': { results: [] } });
    expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Shop Now' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('lists cards with image, title, price, Buy Now and add to cart', async () => {
    const { store, router } = renderWishlist({
      '/api/v1/list/wishlist/': {
        results: [
          { id: 11, item: honey },
          { id: 12, item: ghee },
        ],
      },
      '/api/v1/cart/': { items: [] },
    });
    const card = await screen.findByRole('article', { name: 'Chitwan Honey' });
    expect(within(card).getByRole('img', { name: 'Chitwan Honey' })).toBeInTheDocument();
    expect(within(card).getByTestId('selling-price')).toHaveTextContent('RS 450.00');
    expect(
      within(screen.getByRole('article', { name: 'Cow Ghee' })).getByRole('button', { name: 'Buy Now' }),
    ).toBeDisabled();

    await userEvent.click(within(card).getByRole('button', { name: 'Add Chitwan Honey to cart' }));
    await waitFor(() => expect(store.getState().cart.totalItems).toBe(1));
    expect(await screen.findByText('Chitwan Honey added to cart!')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Buy Now' }));
    expect(router.state.location.pathname).toBe('/checkout');
    expect(store.getState().cart.items.map((i) => [i.id, i.quantity])).toEqual([[5, 1]]);
  });

  it('removes an entry with the heart', async () => {
    let removed = false;
    const { calls } = renderWishlist({
      '/api/v1/list/wishlist/': () => ({ results: removed ? [] : [{ id: 11, item: honey }] }),
      '/api/v1/update/wishlist/11/': () => {
        removed = true;
        return new Response(null, { status: 204 });
      },
    });
    const card = await screen.findByRole('article', { name: 'Chitwan Honey' });
    await userEvent.click(within(card).getByRole('button', { name: 'Remove from wishlist' }));
    expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/update/wishlist/11/'))).toBe(true);
  });

  it("stores 'Failed to fetch wishlist' when the list cannot be loaded", async () => {
    const { store } = renderWishlist({
      '/api/v1/list/wishlist/': () => new Response('{}', { status: 500 }),
    });
    expect(await screen.findByText('Failed to fetch wishlist')).toBeInTheDocument();
    expect(store.getState().wishlist.error).toBe('Failed to fetch wishlist');
  });
});
