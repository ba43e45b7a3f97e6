/**
 * The service worker's cache of pages (vite.config.ts, decision 014). It never keeps a private page
 * (a personal page is sent `private, no-store`, decision 045), and it is emptied at logout all the
 * same: whatever a shopper's session ever showed, the next person on a shared phone does not get back.
 */
export const PAGE_CACHE = 'pages';

/** Empties the page cache (nothing where the Cache API is missing: no service worker either). */
export async function forgetCachedPages(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(PAGE_CACHE).catch(() => false);
}
