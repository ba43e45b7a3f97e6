import { sampleProduct } from '@kandamul/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WishlistHeart } from '../../components/wishlist-heart';
import { stubApi } from '../../test/relative-requests';
import { renderPage } from '../../test/render';

const session = { user_id: '7', access: 'token', refresh: 'r' };
const honey = sampleProduct({ id: 5, title: 'Chitwan Honey' });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderHeart(routes: Record<string, unknown>, preloaded: object = { auth: session }) {
  const calls = stubApi(routes);
  const view = renderPage(<WishlistHeart product={honey} />, {
    preloadedState: preloaded,
    extraRoutes: [{ path: '/login', element: <div>login page</div> }],
  });
  return { ...view, calls };
}

const inWishlist = {
  auth: session,
  wishlist: { items: [honey], apiItems: [{ id: 31, product: honey }], loading: false, error: null },
};

describe('useWishlistToggle (through the heart)', () => {
  it('sends a visitor to /login with a warning', async () => {
    const { router, calls } = renderHeart({}, {});
    await userEvent.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByText('Please login to add items to wishlist')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(calls).toHaveLength(0);
  });

  it('creates on the server, then adds locally; blocked while the call runs', async () => {
    let answer: (r: Response) => void = () => {};
    const { store, calls } = renderHeart({
      '/api/v1/create/wishlist/': () => new Promise<Response>((resolve) => (answer = resolve)),
      '/api/v1/list/wishlist/': { results: [{ id: 40, item: honey }] },
    });
    const heart = await screen.findByRole('button', { name: 'Add to wishlist' });
    await userEvent.click(heart);
    expect(store.getState().wishlist.loading).toBe(true);
    expect(heart).toBeDisabled();
    answer(json(201, { id: 40, item: honey }));
    expect(await screen.findByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(store.getState().wishlist.apiItems).toEqual([{ id: 40, product: honey }]);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/v1/create/wishlist/', body: { item: 5 } },
    ]);
  });

  it('deletes by the entry id, then removes locally', async () => {
    const { store, calls } = renderHeart(
      { '/api/v1/update/wishlist/31/': () => new Response(null, { status: 204 }) },
      inWishlist,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove from wishlist' }));
    await waitFor(() => expect(store.getState().wishlist.items).toEqual([]));
    expect(calls[0]).toMatchObject({ method: 'DELETE', path: '/api/v1/update/wishlist/31/' });
  });

  it('shows the server message, else the fallback, and keeps the wishlist', async () => {
    const { store } = renderHeart({
      '/api/v1/create/wishlist/': () => json(409, { code: 'CONFLICT', message: 'Try again later please' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByText('Try again later please')).toBeInTheDocument();
    expect(store.getState().wishlist).toMatchObject({
      items: [],
      loading: false,
      error: 'Try again later please',
    });
  });

  it("falls back to 'Failed to remove from wishlist'", async () => {
    const { store } = renderHeart(
      { '/api/v1/update/wishlist/31/': () => new Response('', { status: 500 }) },
      inWishlist,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove from wishlist' }));
    expect(await screen.findByText('Failed to remove from wishlist')).toBeInTheDocument();
    expect(store.getState().wishlist.items).toEqual([honey]);
  });
});
