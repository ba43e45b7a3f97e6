/**
 * The service worker's cache of pages (vite.config.ts, decision 014). It never keeps a private page
 * (a personal page is sent `private, no-store`, decision 045), and it is emptied at logout all the
 * same: whatever a shopper's session ever showed, the next person on a shared phone does not get back.
 */
export const PAGE_CACHE = 'pages';

/** Empties the page cache; gives up after `ms` rather than hold a logout (the pages hold nothing private). */
export async function forgetCachedPages(ms = 500): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.race([
    caches.delete(PAGE_CACHE).catch(() => false),
    new Promise((resolve) => setTimeout(resolve, ms)),
  ]);
}
