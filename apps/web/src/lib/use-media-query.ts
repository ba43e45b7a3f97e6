import { useTheme } from '@mui/material/styles';
import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches (`theme.breakpoints.up('md')` or a plain one), answered as MUI's
 * useMediaQuery answers it, without its 1 KB gzip in the first download: on the server and while a
 * server-rendered page hydrates, the theme's ssrMatchMedia (the screen the server guessed, lib/theme.ts)
 * answers, then the browser does, and the caller re-renders when the answer changes.
 */
export function useMediaQuery(query: string): boolean {
  const ssrMatchMedia = useTheme().components?.MuiUseMediaQuery?.defaultProps?.ssrMatchMedia;
  const media = query.replace(/^@media( ?)/m, '');
  const list = useMemo(
    () =>
      typeof window !== 'undefined' && typeof window.matchMedia === 'function'
        ? window.matchMedia(media)
        : null,
    [media],
  );
  const subscribe = useCallback(
    (notify: () => void) => {
      list?.addEventListener('change', notify);
      return () => list?.removeEventListener('change', notify);
    },
    [list],
  );
  return useSyncExternalStore(
    subscribe,
    () => list?.matches ?? false,
    () => ssrMatchMedia?.(media).matches ?? false,
  );
}
