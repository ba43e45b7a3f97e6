import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { matchesViewport, type Viewport } from '../ssr/viewport';

/**
 * The screen a server render was laid out for (ssr/viewport.ts), given by the providers: media
 * queries answer for it on the server and while the page hydrates, so the first render in the browser
 * matches the server's HTML. A page rendered in the browser alone never asks it.
 */
export const ViewportContext = createContext<Viewport>('mobile');

/** MUI's breakpoints (sm 600, md 900, lg 1200 px) as media queries, for the first screen's code. */
export const UP = {
  sm: '(min-width:600px)',
  md: '(min-width:900px)',
  lg: '(min-width:1200px)',
} as const;

/**
 * Whether a media query matches (`UP.md` or a plain one), answered as MUI's useMediaQuery answers it,
 * without MUI in the first download: on the server and while a server-rendered page hydrates, the
 * screen the server guessed answers (ViewportContext), then the browser does, and the caller re-renders
 * when the answer changes.
 */
export function useMediaQuery(query: string): boolean {
  const viewport = useContext(ViewportContext);
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
    () => matchesViewport(media, viewport),
  );
}
