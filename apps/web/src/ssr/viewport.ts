/**
 * The screen a server render is laid out for. The server cannot measure the screen, so it guesses
 * from the request (a phone or not); the browser hydrates with the same guess and only then measures.
 * A right guess means no change after hydration; a wrong one (a tablet) costs one re-render.
 */
export type Viewport = 'mobile' | 'desktop';

/** A width inside MUI's xs and lg breakpoints, so every breakpoint query has a definite answer. */
const WIDTH: Record<Viewport, number> = { mobile: 390, desktop: 1280 };

/** Phones say so in a client hint (Sec-CH-UA-Mobile) or in their user agent. */
export function viewportOf(headers: { userAgent?: string; mobileHint?: string }): Viewport {
  if (headers.mobileHint === '?1') return 'mobile';
  if (headers.mobileHint === '?0') return 'desktop';
  return /Mobi|Android|iPhone|iPod/i.test(headers.userAgent ?? '') ? 'mobile' : 'desktop';
}

/**
 * Answers a media query for the guessed screen: min-width and max-width (px) conditions joined by
 * "and"; anything else (prefers-reduced-motion, orientation) answers false, as a browser without that
 * preference would.
 */
export function matchesViewport(query: string, viewport: Viewport): boolean {
  const width = WIDTH[viewport];
  const conditions = query.replace(/^@media\s*/i, '').split(/\s+and\s+/i);
  return conditions.every((condition) => {
    const m = /^\(\s*(min|max)-width\s*:\s*([\d.]+)px\s*\)$/i.exec(condition.trim());
    if (!m) return false;
    const px = Number(m[2]);
    return m[1]!.toLowerCase() === 'min' ? width >= px : width <= px;
  });
}
