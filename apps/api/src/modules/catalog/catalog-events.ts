import { randomUUID } from 'node:crypto';

/** The LISTEN/NOTIFY channel the API processes share catalogue changes on. */
export const CATALOG_CHANNEL = 'kandamul_catalog';

/** What changed in the catalogue: enough for a listener to know its answers are out of date. */
export type CatalogChange = 'stock' | 'price' | 'product' | 'category' | 'banner';

const CHANGES: readonly CatalogChange[] = ['stock', 'price', 'product', 'category', 'banner'];

/** Carries changes to the other API processes (PostgreSQL NOTIFY) and back. */
export interface ChangeTransport {
  publish(message: string): void;
}

type Listener = (change: CatalogChange) => void;

/** Names this process in the messages it sends, so it skips its own when they come back. */
const ORIGIN = randomUUID();
const listeners = new Set<Listener>();
const transports = new Set<ChangeTransport>();

function deliver(change: CatalogChange): void {
  for (const listener of listeners) listener(change);
}

/**
 * Other processes hear of changes at most every SEND_WINDOW_MS: a rush of orders sends a few
 * messages a second, not one per order (their caches refresh at most once a second anyway).
 */
export const SEND_WINDOW_MS = 200;
const waiting = new Set<CatalogChange>();
let sendTimer: NodeJS.Timeout | undefined;

function send(): void {
  sendTimer = undefined;
  for (const change of waiting) {
    const message = `${ORIGIN}:${change}`;
    for (const transport of transports) transport.publish(message);
  }
  waiting.clear();
}

/**
 * The one event of every catalogue change (stock, price, product, category, banner). Writers publish
 * it once their transaction has committed; the caches (catalogue answers, server-rendered pages)
 * subscribe. No call site clears a cache by hand. With several API processes a transport carries the
 * change to the others (docs/decisions/012).
 */
export const catalogEvents = {
  publish(change: CatalogChange): void {
    deliver(change);
    if (!transports.size) return;
    waiting.add(change);
    sendTimer ??= setTimeout(send, SEND_WINDOW_MS);
  },

  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** A message from a transport: another process's change is delivered here; our own is skipped. */
  receive(message: string): void {
    const [origin, change] = message.split(':');
    if (origin === ORIGIN || !CHANGES.includes(change as CatalogChange)) return;
    deliver(change as CatalogChange);
  },

  addTransport(transport: ChangeTransport): () => void {
    transports.add(transport);
    return () => transports.delete(transport);
  },
};
