import type { Banner } from '@kandamul/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_IMAGE } from '../../../components/product-card';
import { renderPage } from '../../../test/render';
import { stubBrowser } from '../test/browser-stubs';
import { BANNER_INTERVAL_MS, BANNER_SWIPE_THRESHOLD, BannerCarousel } from './banner-carousel';

const banners: Banner[] = [
  {
    id: 1,
    image: '/media/catalog/banner-1.webp',
    image_small: '/media/catalog/banner-1-small.webp',
    title: 'Fresh vegetables',
    link: '/viewallca/5',
  },
  { id: 2, image: '/media/catalog/banner-2.webp', title: 'Rice week' },
  { id: 3, image: '/media/catalog/banner-3.webp', title: 'Spices' },
];

// jsdom has no PointerEvent: without one, fireEvent drops pointerType and clientX, which swipes need.
class TestPointerEvent extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

beforeAll(() => {
  Object.defineProperty(document.defaultView as Window, 'PointerEvent', {
    configurable: true,
    value: TestPointerEvent,
  });
});
beforeEach(() => {
  stubBrowser({ width: 1280 });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

async function open(list: Banner[] = banners) {
  const result = renderPage(<BannerCarousel banners={list} />);
  await act(async () => {}); // the persisted store and the language load before the page shows
  return { ...result, carousel: screen.getByRole('region', { name: 'Offers' }) };
}

/** The one slide a screen reader can reach, by its name ('Slide 2 of 3'). */
function shown() {
  return within(screen.getByRole('region', { name: 'Offers' }))
    .getByRole('group')
    .getAttribute('aria-label');
}

const elapse = (ms: number) => act(async () => vi.advanceTimersByTime(ms));
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

function swipe(el: Element, dx: number) {
  fireEvent.pointerDown(el, { pointerType: 'touch', clientX: 200 });
  fireEvent.pointerUp(el, { pointerType: 'touch', clientX: 200 + dx });
}

describe('BannerCarousel', () => {
  it('shows the next banner every 6000 ms and wraps from the last to the first', async () => {
    await open();
    expect(shown()).toBe('Slide 1 of 3');
    await elapse(BANNER_INTERVAL_MS - 1);
    expect(shown()).toBe('Slide 1 of 3');
    await elapse(1);
    expect(shown()).toBe('Slide 2 of 3');
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    await elapse(BANNER_INTERVAL_MS);
    expect(shown()).toBe('Slide 3 of 3');
    await elapse(BANNER_INTERVAL_MS);
    expect(shown()).toBe('Slide 1 of 3');
  });

  it('previous from the first goes to the last, next wraps back; indicators and arrow keys move too', async () => {
    const { carousel } = await open();
    click('Previous slide');
    expect(shown()).toBe('Slide 3 of 3');
    click('Next slide');
    expect(shown()).toBe('Slide 1 of 3');
    click('Go to slide 2');
    expect(shown()).toBe('Slide 2 of 3');
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current');
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(shown()).toBe('Slide 3 of 3');
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(shown()).toBe('Slide 1 of 3');
  });

  it('its dots are 44 px touch targets, on phones too', async () => {
    await open();
    for (const dot of screen.getAllByRole('button', { name: /^Go to slide/ })) {
      expect(getComputedStyle(dot).width).toBe('44px');
      expect(getComputedStyle(dot).height).toBe('44px');
    }
  });

  it('a banner picked by hand stays its full interval', async () => {
    await open();
    await elapse(BANNER_INTERVAL_MS - 1000);
    click('Go to slide 3');
    await elapse(BANNER_INTERVAL_MS - 1);
    expect(shown()).toBe('Slide 3 of 3');
    await elapse(1);
    expect(shown()).toBe('Slide 1 of 3');
  });

  it('stands still while the pointer is over it and goes on when it leaves', async () => {
    const { carousel } = await open();
    fireEvent.pointerEnter(carousel, { pointerType: 'mouse' });
    await elapse(BANNER_INTERVAL_MS * 3);
    expect(shown()).toBe('Slide 1 of 3');
    fireEvent.pointerLeave(carousel, { pointerType: 'mouse' });
    await elapse(BANNER_INTERVAL_MS);
    expect(shown()).toBe('Slide 2 of 3');
  });

  it('a finger touching it does not leave it paused (touch has no hover)', async () => {
    const { carousel } = await open();
    fireEvent.pointerEnter(carousel, { pointerType: 'touch' });
    await elapse(BANNER_INTERVAL_MS);
    expect(shown()).toBe('Slide 2 of 3');
  });

  it('stands still while keyboard focus is inside and goes on when focus leaves', async () => {
    await open();
    const indicator = screen.getByRole('button', { name: 'Go to slide 3' });
    act(() => indicator.focus());
    await elapse(BANNER_INTERVAL_MS * 3);
    expect(shown()).toBe('Slide 1 of 3');
    // Moving between its own controls keeps it still.
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    await elapse(BANNER_INTERVAL_MS * 2);
    expect(shown()).toBe('Slide 1 of 3');
    act(() => (document.activeElement as HTMLElement).blur());
    await elapse(BANNER_INTERVAL_MS);
    expect(shown()).toBe('Slide 2 of 3');
  });

  it('the pause button stops it and play goes on', async () => {
    await open();
    click('Pause slideshow');
    await elapse(BANNER_INTERVAL_MS * 3);
    expect(shown()).toBe('Slide 1 of 3');
    // Paused by hand, the arrows still work.
    click('Next slide');
    expect(shown()).toBe('Slide 2 of 3');
    click('Play slideshow');
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
    await elapse(BANNER_INTERVAL_MS);
    expect(shown()).toBe('Slide 3 of 3');
  });

  it('starts paused for shoppers who ask for reduced motion', async () => {
    stubBrowser({ width: 1280 });
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: query.includes('prefers-reduced-motion'),
    })) as typeof window.matchMedia;
    await open();
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    await elapse(BANNER_INTERVAL_MS * 2);
    expect(shown()).toBe('Slide 1 of 3');
  });

  it(`a swipe of ${BANNER_SWIPE_THRESHOLD} px changes the banner, a shorter one or a mouse drag does not`, async () => {
    await open();
    const slide = () => within(screen.getByRole('region', { name: 'Offers' })).getByRole('group');
    swipe(slide(), -(BANNER_SWIPE_THRESHOLD - 1));
    expect(shown()).toBe('Slide 1 of 3');
    swipe(slide(), -BANNER_SWIPE_THRESHOLD);
    expect(shown()).toBe('Slide 2 of 3');
    swipe(slide(), BANNER_SWIPE_THRESHOLD - 1);
    expect(shown()).toBe('Slide 2 of 3');
    swipe(slide(), BANNER_SWIPE_THRESHOLD);
    expect(shown()).toBe('Slide 1 of 3');
    swipe(slide(), BANNER_SWIPE_THRESHOLD);
    expect(shown()).toBe('Slide 3 of 3');
    fireEvent.pointerDown(slide(), { pointerType: 'mouse', clientX: 200 });
    fireEvent.pointerUp(slide(), { pointerType: 'mouse', clientX: 100 });
    expect(shown()).toBe('Slide 3 of 3');
  });

  it('exposes only the current slide to assistive tech; the others are inert', async () => {
    const { carousel } = await open();
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(3);
    expect(within(carousel).getAllByRole('group')).toEqual([slides[0]]);
    expect(slides[0]).not.toHaveAttribute('inert');
    expect(slides[1]).toHaveAttribute('inert');
    expect(slides[1]).toHaveAttribute('aria-hidden', 'true');
    expect(within(carousel).getAllByRole('img')).toHaveLength(1);

    click('Go to slide 2');
    expect(within(carousel).getAllByRole('group')).toEqual([slides[1]]);
    expect(slides[0]).toHaveAttribute('inert');
    expect(within(carousel).getByRole('img')).toHaveAccessibleName('Rice week');
    expect(within(carousel).queryByRole('link')).not.toBeInTheDocument();
  });

  it('loads the first banner first and the next one only after it; later banners are lazy', async () => {
    const { carousel, container } = await open();
    const first = within(carousel).getByRole('img', { name: 'Fresh vegetables' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('decoding', 'sync');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(container.querySelectorAll('img')).toHaveLength(1);

    fireEvent.load(first);
    const images = [...container.querySelectorAll('img')];
    expect(images.map((i) => i.getAttribute('alt'))).toEqual(['Fresh vegetables', 'Rice week']);
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[1]).not.toHaveAttribute('fetchpriority');
  });

  it("offers a phone its banner's small copy, and the full one where there is none", async () => {
    const { carousel, container } = await open();
    const first = within(carousel).getByRole('img', { name: 'Fresh vegetables' });
    expect(first).toHaveAttribute(
      'srcset',
      '/media/catalog/banner-1-small.webp 800w, /media/catalog/banner-1.webp 1600w',
    );
    expect(first.getAttribute('sizes')).toMatch(/100vw/);
    fireEvent.load(first);
    const second = container.querySelectorAll('img')[1]!;
    expect(second).not.toHaveAttribute('srcset');
    expect(second).toHaveAttribute('src', '/media/catalog/banner-2.webp');
  });

  it('a broken banner image shows the default image', async () => {
    const { carousel } = await open();
    const img = within(carousel).getByRole('img', { name: 'Fresh vegetables' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', DEFAULT_IMAGE);
    expect(img).not.toHaveAttribute('srcset');
  });

  it('an internal banner link opens in the app', async () => {
    const { carousel, router } = await open();
    fireEvent.click(within(carousel).getByRole('link'));
    expect(router.state.location.pathname).toBe('/viewallca/5');
  });

  it('a single banner has no controls and stays put', async () => {
    await open(banners.slice(0, 1));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await elapse(BANNER_INTERVAL_MS * 2);
    expect(shown()).toBe('Slide 1 of 1');
  });
});
