import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { Viewport } from '../ssr/viewport';
import { UP, useMediaQuery, ViewportContext } from './use-media-query';

const md = UP.md;

function Probe({ query }: { query: string }) {
  return <span>{useMediaQuery(query) ? 'matches' : 'does not match'}</span>;
}

const inTheme = (viewport: Viewport, query: string) => (
  <ViewportContext.Provider value={viewport}>
    <Probe query={query} />
  </ViewportContext.Provider>
);

/** A screen whose width the test sets; media lists tell their listeners when it changes. */
function screenOf(width: number) {
  const lists = new Set<{ media: string; notify: Set<() => void> }>();
  const matches = (media: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(media);
    return Boolean(min) && width >= Number(min![1]);
  };
  window.matchMedia = ((media: string) => {
    const list = { media, notify: new Set<() => void>() };
    lists.add(list);
    return {
      media,
      get matches() {
        return matches(media);
      },
      addEventListener: (_: string, fn: () => void) => list.notify.add(fn),
      removeEventListener: (_: string, fn: () => void) => list.notify.delete(fn),
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  return {
    resize(to: number) {
      width = to;
      lists.forEach((l) => l.notify.forEach((fn) => fn()));
    },
  };
}

describe('useMediaQuery', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it("answers for the browser's screen, the theme's breakpoints included, and follows it", () => {
    const screenSize = screenOf(1280);
    render(inTheme('mobile', md));
    expect(screen.getByText('matches')).toBeInTheDocument();
    act(() => screenSize.resize(390));
    expect(screen.getByText('does not match')).toBeInTheDocument();
  });

  it('answers for the screen the server guessed while rendering on the server', () => {
    expect(renderToString(inTheme('mobile', md))).toContain('does not match');
    expect(renderToString(inTheme('desktop', md))).toContain('matches');
    expect(renderToString(inTheme('desktop', '(prefers-reduced-motion: reduce)'))).toContain(
      'does not match',
    );
  });
});
