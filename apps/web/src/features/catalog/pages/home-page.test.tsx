import { type HomeData, sampleProduct } from '@kandamul/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage, stubFetch } from '../../../test/render';
import { stubBrowser } from '../test/browser-stubs';
import { HomePage } from './home-page';

const products = (n: number, prefix: string, from = 1) =>
  Array.from({ length: n }, (_, i) =>
    sampleProduct({
      id: from + i,
      slug: `${prefix}-${i + 1}`,
      title: `${prefix} ${i + 1}`,
      nepali_title: '',
    }),
  );

const home: HomeData = {
  banners: [
    { id: 1, image: '/media/catalog/banner-1.webp', title: 'Fresh vegetables' },
    { id: 2, image: '/media/catalog/banner-2.webp', title: 'Rice week' },
  ],
  today_special: products(8, 'Special', 1),
  new_arrival: [],
  categories: [
    { id: 5, title: 'Vegetables', nepali_title: 'तरकारी', products: products(3, 'Veg', 100) },
    { id: 6, title: 'Empty shelf', nepali_title: 'खाली', products: [] },
  ],
};

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('HomePage', () => {
  beforeEach(() => stubBrowser({ width: 1280 }));

  it('shows 6 products at a time and the arrows wrap around both ways', async () => {
    stubFetch({ '/api/v1/home/data/': home });
    renderPage(<HomePage />);
    await screen.findByRole('heading', { name: 'Kandamul Special' });
    const special = section('Kandamul Special');
    const titles = () =>
      within(special)
        .getAllByTestId('product-card')
        .map((c) => c.querySelector('a')?.textContent);
    expect(titles()).toEqual(['Special 1', 'Special 2', 'Special 3', 'Special 4', 'Special 5', 'Special 6']);

    await userEvent.click(within(special).getByRole('button', { name: 'Next products' }));
    expect(titles()).toEqual(['Special 7', 'Special 8']);
    await userEvent.click(within(special).getByRole('button', { name: 'Next products' }));
    expect(titles()[0]).toBe('Special 1');
    await userEvent.click(within(special).getByRole('button', { name: 'Previous products' }));
    expect(titles()).toEqual(['Special 7', 'Special 8']);

    // A carousel that fits in one page needs no arrows.
    expect(
      within(section('Vegetables')).queryByRole('button', { name: 'Next products' }),
    ).not.toBeInTheDocument();
  }, 20_000);

  it('shows two at a time on a phone', async () => {
    stubBrowser({ width: 412 });
    stubFetch({ '/api/v1/home/data/': home });
    renderPage(<HomePage />);
    await screen.findByRole('heading', { name: 'Kandamul Special' });
    expect(within(section('Kandamul Special')).getAllByTestId('product-card')).toHaveLength(2);
  });

  it('hides carousels without products and shows highlights and banners', async () => {
    stubFetch({ '/api/v1/home/data/': home });
    renderPage(<HomePage />);
    await screen.findByRole('heading', { name: 'Vegetables' });
    expect(screen.queryByRole('heading', { name: 'New Arrivals' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Empty shelf' })).not.toBeInTheDocument();
    expect(screen.getByText('Organic from Nepali farms')).toBeInTheDocument();
    expect(screen.getByText('Delivery across Nepal')).toBeInTheDocument();
    expect(screen.getByText('Cash on Delivery')).toBeInTheDocument();

    const banners = screen.getByRole('region', { name: 'Offers' });
    const first = within(banners).getByRole('img', { name: 'Fresh vegetables' });
    expect(first).toHaveAttribute('fetchpriority', 'high');
    // Later banners are neither downloaded nor exposed until their turn (banner-carousel.test.tsx).
    await userEvent.click(within(banners).getByRole('button', { name: 'Go to slide 2' }));
    expect(within(banners).getByRole('img', { name: 'Rice week' })).toHaveAttribute('loading', 'lazy');
    await userEvent.click(within(banners).getByRole('button', { name: 'Pause slideshow' }));
    expect(within(banners).getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('View All goes to the category listing with its title in navigation state', async () => {
    stubFetch({ '/api/v1/home/data/': home });
    const { router } = renderPage(<HomePage />);
    await screen.findByRole('heading', { name: 'Vegetables' });
    await userEvent.click(within(section('Vegetables')).getByRole('link', { name: 'View all: Vegetables' }));
    expect(router.state.location.pathname).toBe('/viewallca/5');
    expect(router.state.location.state).toEqual({ title: 'Vegetables' });

    router.navigate('/');
    await screen.findByRole('heading', { name: 'Kandamul Special' });
    await userEvent.click(screen.getByRole('link', { name: 'View all: Kandamul Special' }));
    expect(router.state.location.pathname).toBe('/viewallfy');
  });

  it('says so kindly when the home data fails, and retries', async () => {
    let fail = true;
    stubFetch({
      '/api/v1/home/data/': () =>
        fail ? new Response('{"code":"X","message":"down"}', { status: 503 }) : home,
    });
    renderPage(<HomePage />);
    expect(await screen.findByText('We could not load the shop right now')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Kandamul Special' })).toBeInTheDocument();
  });
});
