import { type ReactNode, useEffect, useRef, useState } from 'react';

interface RenderWhenNearProps {
  children: ReactNode;
  /** Stands in until then: should take about the room the children will, so nothing jumps. */
  placeholder: ReactNode;
  /** Render at once (e.g. the first section of a page). */
  eager?: boolean;
}

/**
 * Renders its children once they come within a screen's height of the viewport. A long page (the home
 * page has a carousel per category) then builds only what a shopper can see on arrival: on a slow
 * phone that is most of the work before the first screen appears. Headings and links stay outside,
 * so the page's outline is complete for screen readers and search engines from the start.
 */
export function RenderWhenNear({ children, placeholder, eager = false }: RenderWhenNearProps) {
  const anchor = useRef<HTMLDivElement>(null);
  // The first render is the same on the server and in the browser (the placeholder), so a
  // server-rendered page hydrates; only then is the distance known.
  const [near, setNear] = useState(eager);

  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  if (near) return children;
  return <div ref={anchor}>{placeholder}</div>;
}
