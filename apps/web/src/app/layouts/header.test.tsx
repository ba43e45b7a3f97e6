import { sampleProduct, type SuggestResponse } from '@kandamul/domain';
import { screen, waitFor, within } from '@testing-library/react';
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
    const box = await screen.findByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/');

    await userEvent.clear(box);
    await userEvent.type(box, '  basmati rice & dal ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?query=basmati%20rice%20%26%20dal');
  });

  describe('suggestions', () => {
    const tomato = sampleProduct({
      id: 7,
      slug: 'tomato-1',
      title: 'Tomato (Golbheda) 1 kg',
      nepali_title: 'गोलभेडा',
    });
    const answer = (q: string): SuggestResponse =>
      q === 'tomatto' || q === 'tom'
        ? {
            products: [tomato],
            categories: [{ id: 3, title: 'Vegetables', nepali_title: 'तरकारी' }],
            did_you_mean: null,
          }
        : { products: [], categories: [], did_you_mean: q === 'tmtoes' ? 'tomatoes' : null };
    const suggestRoute = (req: Request) => answer(new URL(req.url).searchParams.get('q') ?? '');

    it('lists products and categories as a combobox, and Enter on the chosen one opens it', async () => {
      const calls = stubFetch({ '/api/v1/products/suggest/': suggestRoute });
      const { router } = renderPage(<Header />, {
        extraRoutes: [{ path: '/detail/:slug', element: <div>detail</div> }],
      });
      const box = await screen.findByRole('combobox', { name: 'Search products' });
      expect(box).toHaveAttribute('aria-expanded', 'false');
      await userEvent.type(box, 'tomatto');
      const list = await screen.findByRole('listbox', { name: 'Suggestions' });
      expect(box).toHaveAttribute('aria-expanded', 'true');
      expect(box).toHaveAttribute('aria-controls', list.id);
      const options = within(list).getAllByRole('option');
      expect(options.map((o) => o.textContent)).toEqual([
        expect.stringContaining('Tomato (Golbheda) 1 kg'),
        expect.stringContaining('Vegetables'),
      ]);
      expect(screen.getByRole('status')).toHaveTextContent('2 suggestions');
      // Debounced: one request for the whole word, none for 't' (under 2 characters).
      const asked = calls
        .filter((c) => c.url.includes('/suggest/'))
        .map((c) => new URL(c.url).searchParams.get('q'));
      expect(asked).toContain('tomatto');
      expect(asked).not.toContain('t');
      expect(asked.length).toBeLessThan(4);

      await userEvent.keyboard('{ArrowDown}');
      expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
      expect(options[0]).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{ArrowDown}{ArrowDown}'); // wraps around to the first
      expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
      await userEvent.keyboard('{ArrowUp}');
      expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
      await userEvent.keyboard('{ArrowUp}{Enter}');
      await waitFor(() => expect(router.state.location.pathname).toBe('/detail/tomato-1'));
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    });

    it('Escape closes the list; Enter without a chosen suggestion still searches', async () => {
      stubFetch({ '/api/v1/products/suggest/': suggestRoute });
      const { router } = renderPage(<Header />, {
        extraRoutes: [{ path: '/search', element: <div>results</div> }],
      });
      const box = await screen.findByRole('combobox', { name: 'Search products' });
      await userEvent.type(box, 'tom');
      await screen.findByRole('listbox');
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(box).toHaveAttribute('aria-expanded', 'false');
      expect(box).toHaveValue('tom');
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(router.state.location.search).toBe('?query=tom'));
    });

    it('offers "Did you mean" when nothing is found', async () => {
      stubFetch({ '/api/v1/products/suggest/': suggestRoute });
      const { router } = renderPage(<Header />, {
        extraRoutes: [{ path: '/search', element: <div>results</div> }],
      });
      const box = await screen.findByRole('combobox', { name: 'Search products' });
      await userEvent.type(box, 'tmtoes');
      const option = await screen.findByRole('option', { name: 'Did you mean tomatoes?' });
      await userEvent.click(option);
      await waitFor(() => expect(router.state.location.search).toBe('?query=tomatoes'));
    });

    it('never shows a slower answer to an older text over the newer one', async () => {
      let releaseOld!: () => void;
      const oldHeld = new Promise<void>((r) => (releaseOld = r));
      stubFetch({
        '/api/v1/products/suggest/': async (req: Request) => {
          const q = new URL(req.url).searchParams.get('q') ?? '';
          if (q === 'to') {
            await oldHeld;
            return {
              products: [sampleProduct({ id: 99, title: 'Old answer' })],
              categories: [],
              did_you_mean: null,
            };
          }
          return answer(q);
        },
      });
      renderPage(<Header />);
      const box = await screen.findByRole('combobox', { name: 'Search products' });
      await userEvent.type(box, 'to');
      await new Promise((r) => setTimeout(r, 200)); // 'to' is asked for, and its answer held back
      await userEvent.type(box, 'm');
      expect(await screen.findByRole('option', { name: /Tomato/ })).toBeInTheDocument();
      releaseOld();
      await new Promise((r) => setTimeout(r, 50));
      expect(screen.queryByRole('option', { name: /Old answer/ })).not.toBeInTheDocument();
      expect(screen.getByRole('option', { name: /Tomato/ })).toBeInTheDocument();
    });
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
