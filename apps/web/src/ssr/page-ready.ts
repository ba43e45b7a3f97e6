import { useEffect } from 'react';

let waiting: (() => void) | undefined;

/** Calls `callback` once, when the current page's content has been rendered (or hydrated). */
export function whenPageReady(callback: () => void): void {
  waiting = callback;
}

/**
 * Rendered after the page inside the layout's Suspense boundary: its effect runs when the page's own
 * content has committed, which for a server-rendered page means hydrated and listening (the root
 * hydrates before a lazily loaded page does).
 */
export function PageReady(): null {
  useEffect(() => {
    const callback = waiting;
    waiting = undefined;
    callback?.();
  }, []);
  return null;
}
