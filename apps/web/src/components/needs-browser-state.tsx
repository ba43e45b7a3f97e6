import type { ReactNode } from 'react';
import { useOwnState } from '../ssr/page-ready';
import { PageSkeleton } from './page-skeleton';

/**
 * A page that reads what only the browser has (the navigation's history state: the phone a code was
 * sent to, a reset token) is rendered by the server, and hydrated, as its skeleton; the page itself
 * follows in the render with the browser's own state. Rendering it without that state would show (and
 * act on: "Phone not found", a redirect) a state the shopper is not in.
 */
export function NeedsBrowserState({ children }: { children: ReactNode }) {
  return useOwnState() ? <>{children}</> : <PageSkeleton />;
}
