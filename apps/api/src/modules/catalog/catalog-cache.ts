import { invalidateResponseCaches } from '../../plugins/response-cache';

/** At most one invalidation takes effect per window; one asked for meanwhile runs at its end. */
export const INVALIDATION_WINDOW_MS = 1000;

let lastRun = 0;
let trailing: NodeJS.Timeout | undefined;

function run(): void {
  lastRun = Date.now();
  invalidateResponseCaches();
}

/**
 * The catalogue's answers are kept in memory for a few seconds (CATALOG_CACHE_MS). Whatever changes
 * what a shopper sees in them (stock after an order or a cancellation, a price, a product, a
 * category, a banner) publishes a catalogue change (catalog-events.ts) once its transaction has
 * committed, in this process or another; the cache listens.
 *
 * The next read of each answer then comes from the database: at once when nothing was invalidated in
 * the last second, else at the end of that second. So a rush of 100 orders a second refreshes each
 * answer about once a second instead of emptying the cache 100 times, and a change always shows
 * within a second.
 */
export const catalogCache = {
  invalidate(): void {
    const since = Date.now() - lastRun;
    if (since >= INVALIDATION_WINDOW_MS) {
      run();
      return;
    }
    trailing ??= setTimeout(() => {
      trailing = undefined;
      run();
    }, INVALIDATION_WINDOW_MS - since);
    trailing.unref();
  },
};
