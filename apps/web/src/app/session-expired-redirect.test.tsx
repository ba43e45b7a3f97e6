import { MESSAGES, sampleProduct } from '@kandamul/domain';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../lib/api/base-api';
import { renderPage, stubFetch } from '../test/render';
import { SessionExpiredRedirect } from './session-expired-redirect';

// Any authenticated read will do: what matters is the 401 the refresh cannot cure.
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({ whoAmI: build.query<unknown, void>({ query: () => '/whoami/' }) }),
});
const unauthorized = () =>
  new Response(JSON.stringify({ code: 'UNAUTHORIZED', message: 'Token expired' }), {
    status: 401,
    headers: { 'content-type': 'application/json' },
  });

describe('SessionExpiredRedirect', () => {
  it('toasts and sends the customer to log in, to come back to the page they were on', async () => {
    stubFetch({ '/api/v1/whoami/': unauthorized, '/api/v1/token/refresh/': unauthorized });
    const { router, store } = renderPage(
      <>
        <SessionExpiredRedirect />
        <p>Cart page</p>
      </>,
      {
        path: '/cart',
        preloadedState: {
          auth: { user_id: '7', access: 'old', refresh: 'stale' },
          wishlist: {
            items: [sampleProduct({ id: 3 })],
            apiItems: [{ id: 30, product: sampleProduct({ id: 3 }) }],
            loading: false,
            error: null,
          },
        },
        extraRoutes: [{ path: '/login', element: <p>Login page</p> }],
      },
      // As main.tsx renders it: the effect registers, unregisters and registers again.
      { reactStrictMode: true },
    );
    await screen.findByText('Cart page');

    await act(() => store.dispatch(probeApi.endpoints.whoAmI.initiate()));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ returnTo: expect.objectContaining({ pathname: '/cart' }) });
    expect(await screen.findByText(MESSAGES.sessionExpired)).toBeInTheDocument();
    expect(store.getState().auth.access).toBe('');
    // The wishlist is the account's: the header badge must not keep its count for a visitor.
    expect(store.getState().wishlist.items).toEqual([]);
    expect(store.getState().wishlist.apiItems).toEqual([]);
  });
});
