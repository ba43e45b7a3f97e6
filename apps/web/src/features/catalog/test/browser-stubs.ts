import { vi } from 'vitest';
import { resolveRelativeRequests } from '../../../test/relative-requests';

/**
 * What jsdom lacks and the catalogue pages use: matchMedia (lib/use-media-query.ts; `width` decides which
 * min-width queries match), IntersectionObserver (render-when-near, the listing's infinite scroll; what
 * it watches is never in view, unless `allInView`), scrollTo.
 */
export function stubBrowser({
  width = 1280,
  allInView = false,
}: { width?: number; allInView?: boolean } = {}) {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches =
      (!min || width >= Number(min[1])) &&
      (!max || width <= Number(max[1])) &&
      (Boolean(min) || Boolean(max));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  }) as typeof window.matchMedia;
  class Observer {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      if (!allInView) return;
      const entry = { isIntersecting: true, target } as IntersectionObserverEntry;
      queueMicrotask(() => this.callback([entry], this as unknown as IntersectionObserver));
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  globalThis.IntersectionObserver = Observer as unknown as typeof IntersectionObserver;
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  resolveRelativeRequests();
}
