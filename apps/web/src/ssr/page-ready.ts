import { useEffect, useSyncExternalStore } from 'react';

let waiting: (() => void) | undefined;

/** Calls `callback` once, when the current page's content has been rendered (or hydrated). */
export function whenPageReady(callback: () => void): void {
  waiting = callback;
}

const noSubscription = () => () => {};

/**
 * Rendered after the page inside the layout's Suspense boundary: its effect runs when the page's own
 * content has committed, which for a server-rendered page means hydrated and listening (the root
 * hydrates before a lazily loaded page does).
 *
 * Hydration renders with the server's state (react-redux's `serverState`): signed out, empty cart. The
 * shopper's own state follows in a second render, which React makes for every store read whose value
 * changed, this one included (false on the server, true in the browser). Only after that render may a
 * held tap be made again: its handler must see the shopper signed in, not the server's visitor.
 */
export function PageReady(): null {
  const ownState = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  useEffect(() => {
    if (!ownState) return;
    const callback = waiting;
    waiting = undefined;
    callback?.();
  }, [ownState]);
  return null;
}
