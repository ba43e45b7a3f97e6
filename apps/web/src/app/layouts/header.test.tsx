import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, stubFetch } from '../../test/render';
import { Header } from './header';

describe('Header', () => {
  it('searches with the trimmed, encoded text and ignores a blank search', async () => {
    stubFetch({});
    const { router } = renderPage(<Header />, {
      extraRoutes: [{ path: '/search', element: <div>results</div> }],
    });
    const box = await screen.findByRole('searchbox', { name: 'Search products' });
    await userEvent.type(box, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/');

    await userEvent.clear(box);
    await userEvent.type(box, '  basmati rice & dal ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?query=basmati%20rice%20%26%20dal');
  });

  it('shows Sign In when logged out and Logout when logged in', async () => {
    stubFetch({});
    renderPage(<Header />);
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('switches to Nepali and to dark mode, and the switch works both ways', async () => {
    stubFetch({});
    const { store } = renderPage(<Header />);
    await userEvent.click(await screen.findByRole('button', { name: 'नेपाली' }));
    expect(store.getState().theme.language).toBe('ne');
    expect(await screen.findByRole('button', { name: 'खोज्नुहोस्' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(store.getState().theme.language).toBe('en');

    await userEvent.click(screen.getByRole('button', { name: 'Dark mode' }));
    expect(store.getState().theme.mode).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Light mode' }));
    expect(store.getState().theme.mode).toBe('light');
  });

  it('switches dates to Bikram Sambat and back, and tells the server', async () => {
    stubFetch({});
    const { store } = renderPage(<Header />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show dates in Bikram Sambat (BS)' }));
    expect(store.getState().theme.calendar).toBe('BS');
    await waitFor(() => expect(document.cookie).toMatch(/kd_prefs=light\.en\.BS/));
    await userEvent.click(screen.getByRole('button', { name: 'Show dates in AD' }));
    expect(store.getState().theme.calendar).toBe('AD');
  });

  it('badges the cart with the total number of items', async () => {
    stubFetch({});
    renderPage(<Header />, {
      preloadedState: {
        cart: {
          items: [],
          totalItems: 7,
          totalAmountPaisa: 0,
          promo: null,
          discountPaisa: 0,
          finalAmountPaisa: 0,
          isLoading: false,
          error: null,
          promoLoading: false,
          promoError: null,
        },
      },
    });
    expect(await screen.findByRole('link', { name: 'Cart, 7 items' })).toBeInTheDocument();
  });
});
