import { useEffect, useSyncExternalStore } from 'react';

let waiting: (() => void) | undefined;

/** Calls `callback` once, when the current page's content has been rendered (or hydrated). */
export function whenPageReady(callback: () => void): void {
  waiting = callback;
}

const noSubscription = () => () => {};

/**
 * False while the server renders and while the browser hydrates (both render with the server's
 * state: a visitor, an empty cart), true from the render that follows with the shopper's own
 * remembered state, and at once in a page the browser renders alone. A component whose content
 * depends on the session (a page behind a login) renders its skeleton while this is false, so the
 * server's HTML and hydration agree and a signed-in shopper never sees a visitor's page flash by.
 */
export function useOwnState(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

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
  const ownState = useOwnState();
  useEffect(() => {
    if (!ownState) return;
    const callback = waiting;
    waiting = undefined;
    callback?.();
  }, [ownState]);
  return null;
}
