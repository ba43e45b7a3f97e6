import { useEffect, useState } from 'react';

/** Above this scroll position nothing tucks away: the page's top shows the whole header. */
const TOP = 56;
/** Scrolls smaller than this (a finger's wobble, a bounce at an end) change nothing. */
const JITTER = 8;

/**
 * Whether the shopper is scrolling down, past the top: the phone header then tucks its search row away,
 * and brings it back on the first scroll up. Only a transform follows this (see Header): a change of
 * layout here would move the page under the finger, and Chrome's scroll anchoring would answer with a
 * scroll the other way, which would flip this back (the header flickered so once).
 */
export function useTuckOnScroll(): boolean {
  const [tucked, setTucked] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const read = () => {
      frame = 0;
      const y = window.scrollY;
      if (y <= TOP) {
        setTucked(false);
        last = y;
      } else if (Math.abs(y - last) >= JITTER) {
        setTucked(y > last);
        last = y;
      }
    };
    // One reading per frame, however many scroll events the frame had.
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(read);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return tucked;
}
