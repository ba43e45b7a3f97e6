import type { KeyboardEvent } from 'react';

// The keys that move along a row (or a column).
const MOVES = {
  horizontal: { next: 'ArrowRight', previous: 'ArrowLeft' },
  vertical: { next: 'ArrowDown', previous: 'ArrowUp' },
} as const;

/**
 * A keydown handler for a group with one tab stop (a roving tab index, as MUI's Tabs and
 * ToggleButtonGroup have): the arrow keys of its orientation, Home and End move the focus among the
 * `selector` elements inside the group, wrapping round. Choosing stays with Enter or Space (a click).
 */
export function moveFocusOnKey(selector: string, orientation: 'horizontal' | 'vertical' = 'horizontal') {
  return (e: KeyboardEvent<HTMLElement>) => {
    const items = [...e.currentTarget.querySelectorAll<HTMLElement>(selector)];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    const move = MOVES[orientation];
    let to: number;
    if (e.key === move.next) to = (at + 1) % items.length;
    else if (e.key === move.previous) to = (at - 1 + items.length) % items.length;
    else if (e.key === 'Home') to = 0;
    else if (e.key === 'End') to = items.length - 1;
    else return;
    e.preventDefault();
    items[to]?.focus();
  };
}
