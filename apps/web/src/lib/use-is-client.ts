import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while a server-rendered page hydrates, true after: for what only this
 * browser knows (its remembered state), so hydration meets the server's HTML unchanged first.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
