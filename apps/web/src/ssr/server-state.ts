import type { CartSliceState } from '../lib/state/cart-slice';
import type { Calendar, Language, ThemeMode } from '../lib/state/theme-slice';
import type { WishlistState } from '../lib/state/wishlist-slice';
import type { Viewport } from './viewport';

/** What a server render hands the browser, in the page, so hydration renders exactly the same. */
export interface ServerState {
  viewport: Viewport;
  mode: ThemeMode;
  language: Language;
  /** Absent in a page cached before the calendar choice existed: AD. */
  calendar?: Calendar;
  /** The storefront's scripts this page needs, fetched together once the page is painted (main.tsx). */
  scripts: string[];
  /** The server store's RTK Query slice: the page's data, so the browser does not fetch it again. */
  api: unknown;
  /**
   * A personal page rendered for this signed-in shopper (decision 045); absent for everyone else's.
   * Checkout carries the cart it was drawn with, the wishlist page the wishlist (decision 046).
   */
  session?: { user_id: string; cart?: CartSliceState; wishlist?: WishlistState };
}

const ELEMENT_ID = 'kd-server-state';

/** The state as a JSON script element (never run), safe inside HTML: no "<" can close it early. */
export function serverStateScript(state: ServerState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script id="${ELEMENT_ID}" type="application/json">${json}</script>`;
}

/** The state the server put in this page; undefined for a page the browser renders alone. */
export function readServerState(): ServerState | undefined {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return undefined;
  }
}
