import { invalidateResponseCaches } from '../../plugins/response-cache';

/**
 * The catalogue's answers are kept in memory for a few seconds (CATALOG_CACHE_MS). Whatever changes
 * what a shopper sees in them (stock after an order or a cancellation, a price, a product, a
 * category, a banner) calls `catalogCache.invalidate()` once its transaction has committed, so the
 * next read shows the change at once instead of within the cache's lifetime.
 */
export const catalogCache = {
  invalidate(): void {
    invalidateResponseCaches();
  },
};
