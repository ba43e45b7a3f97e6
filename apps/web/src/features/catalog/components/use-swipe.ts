import { type PointerEvent, useRef } from 'react';

/** SPEC §9: a swipe must travel 40 px to change the carousel's page. */
export const SWIPE_THRESHOLD = 40;

/**
 * Pointer handlers that call `onSwipe(1)` for a swipe to the left (next) and `onSwipe(-1)` to the right,
 * for touch and pen only: a mouse drag is someone selecting text, not turning a page.
 */
export function useSwipe(onSwipe: (direction: 1 | -1) => void) {
  const start = useRef<number | null>(null);
  return {
    onPointerDown: (e: PointerEvent) => {
      if (e.pointerType !== 'mouse') start.current = e.clientX;
    },
    onPointerUp: (e: PointerEvent) => {
      if (start.current === null) return;
      const dx = e.clientX - start.current;
      start.current = null;
      if (Math.abs(dx) >= SWIPE_THRESHOLD) onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
