import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderPage, stubFetch } from '../../test/render';
import { MainLayout } from './main-layout';

function BrokenPage(): never {
  throw new Error('page bug');
}
const ChunklessPage = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));

/** The layout with a home page, a broken page, a page whose code fails to load and a working page. */
function renderLayout(url: string) {
  stubFetch({});
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  onTestFinished(() => warn.mockRestore());
  // React reports every error a boundary catches with console.error, which fails a test (setup.ts).
  const caught: unknown[] = [];
  const rendered = renderPage(
    <p>unused</p>,
    {
      path: '/unused',
      url,
      extraRoutes: [
        {
          element: <MainLayout />,
          children: [
            { path: '/', element: <p>Home page</p> },
            { path: '/broken', element: <BrokenPage /> },
            { path: '/chunkless', element: <ChunklessPage /> },
            { path: '/cart', element: <p>Cart page</p> },
          ],
        },
      ],
    },
    { onCaughtError: (error) => caught.push(error) },
  );
  return { ...rendered, warn, caught };
}

describe('MainLayout error boundary', () => {
  it('shows the error with a way home in place of a page that throws, header and footer kept', async () => {
    const { router, warn, caught } = renderLayout('/broken');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('This part of the page could not be shown.');
    expect(screen.getByRole('combobox', { name: 'Search products' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(caught).toEqual([new Error('page bug')]);
    expect(warn).toHaveBeenCalledWith('route error', new Error('page bug'));

    const home = screen.getByRole('link', { name: 'Go to the home page' });
    expect(home).toHaveAttribute('href', '/');
    await userEvent.click(home);
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error when a page’s code fails to load, and another page after navigating', async () => {
    const { router, caught } = renderLayout('/chunkless');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(caught).toHaveLength(1);

    await act(() => router.navigate('/cart'));
    expect(await screen.findByText('Cart page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
