import { sampleProduct } from '@kandamul/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../test/render';
import { ProductCard } from './product-card';

const detailRoute = [{ path: '/detail/:slug', element: <h1>detail page</h1> }];

describe('ProductCard', () => {
  it('shows image, titles, RS prices, discount and organic badge, and opens the product', async () => {
    stubFetch({});
    const { router } = renderPage(<ProductCard product={sampleProduct()} />, { extraRoutes: detailRoute });
    const card = await screen.findByTestId('product-card');
    const img = within(card).getByRole('img', { name: 'Fresh Potato (Red)' });
    expect(img).toHaveAttribute('src', '/uploads/potato-thumb.webp');
    expect(img).toHaveAttribute('srcset', '/uploads/potato-thumb.webp 320w, /uploads/potato.webp 800w');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width');
    expect(within(card).getByText('रातो आलु')).toBeInTheDocument();
    expect(within(card).getByText('RS 120.50')).toBeInTheDocument();
    expect(within(card).getByText('RS 150.00')).toBeInTheDocument();
    // (150 − 120.50) / 150 = 19.67 % → 20 % off, computed by the domain from the two prices.
    expect(within(card).getByText('20% off')).toBeInTheDocument();
    expect(within(card).getByText('ORGANIC')).toBeInTheDocument();
    expect(within(card).queryByText('OUT OF STOCK')).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('link', { name: 'Fresh Potato (Red)' }));
    expect(router.state.location.pathname).toBe('/detail/red-potato');
  });

  it('adds one to the cart with a toast', async () => {
    stubFetch({});
    const { store } = renderPage(<ProductCard product={sampleProduct()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add To Cart' }));
    expect(
      await screen.findByText('Fresh Potato (Red) added to cart!', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([expect.objectContaining({ id: 1, quantity: 1 })]);
  });

  it("says 'Only {n} items available in stock' when the cart already holds all the stock", async () => {
    stubFetch({});
    const { store } = renderPage(<ProductCard product={sampleProduct({ total_available_quantity: 2 })} />);
    const add = await screen.findByRole('button', { name: 'Add To Cart' });
    await userEvent.click(add);
    await userEvent.click(add);
    expect(store.getState().cart.items).toEqual([expect.objectContaining({ id: 1, quantity: 2 })]);
    await userEvent.click(add);
    expect(
      await screen.findByText('Only 2 items available in stock', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([expect.objectContaining({ id: 1, quantity: 2 })]);
  });

  it('out of stock: overlay and a disabled Out of Stock button', async () => {
    stubFetch({});
    renderPage(<ProductCard product={sampleProduct({ total_available_quantity: 0, isOrganic: false })} />);
    const card = await screen.findByTestId('product-card');
    expect(within(card).getByText('OUT OF STOCK')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(within(card).queryByRole('button', { name: 'Add To Cart' })).not.toBeInTheDocument();
    expect(within(card).queryByText('ORGANIC')).not.toBeInTheDocument();
  });

  it('falls back to the Nepali title, shows no discount when none, and a placeholder for a broken image', async () => {
    stubFetch({});
    renderPage(<ProductCard product={sampleProduct({ title: '', selling_price: 150, marked_price: 150 })} />);
    const card = await screen.findByTestId('product-card');
    expect(within(card).getByRole('link', { name: 'रातो आलु' })).toBeInTheDocument();
    expect(within(card).queryByText(/% off/)).not.toBeInTheDocument();
    const img = within(card).getByRole('img', { name: 'रातो आलु' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/default-image.svg');
    expect(img).not.toHaveAttribute('srcset');
  });

  it('shows the placeholder for a picture that failed before the card was hydrated (server HTML)', async () => {
    stubFetch({});
    // The browser tried the server's <img> already: done, and no pixels.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    renderPage(<ProductCard product={sampleProduct()} />);
    const img = await screen.findByRole('img', { name: 'Fresh Potato (Red)' });
    await waitFor(() => expect(img).toHaveAttribute('src', '/default-image.svg'));
    vi.restoreAllMocks();
  });

  it('puts the Nepali title first in Nepali mode', async () => {
    stubFetch({});
    renderPage(<ProductCard product={sampleProduct()} />, {
      preloadedState: { theme: { mode: 'light', language: 'ne' } },
    });
    const card = await screen.findByTestId('product-card');
    expect(await within(card).findByRole('link', { name: 'रातो आलु' })).toBeInTheDocument();
    expect(within(card).getByText('Fresh Potato (Red)')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'कार्टमा राख्नुहोस्' })).toBeInTheDocument();
    // The badge's digits are the price's: Devanagari.
    expect(within(card).getByText('रु १२०.५०')).toBeInTheDocument();
    expect(within(card).getByText('२०% छुट')).toBeInTheDocument();
  });

  it('the heart asks a visitor to log in first', async () => {
    stubFetch({});
    const { router } = renderPage(<ProductCard product={sampleProduct()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByText('Please login to add items to wishlist')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
