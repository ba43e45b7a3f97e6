/**
 * A server-rendered page can be tapped before its code has arrived: its buttons are on screen, but
 * nothing listens to them yet. Taps on buttons are held from the moment the page's first script runs
 * until the page's content has been hydrated, then made again, so "Add to cart" tapped early still
 * adds to the cart (React drops a tap on a part it has not hydrated yet). Links need nothing: the
 * browser follows them to a page the server renders; nor does a form with an action (the search).
 * Whatever happens, the hold ends: `release` is also called if the code fails to load or the page
 * fails, and after HOLD_AT_MOST_MS new taps are no longer held, so buttons never stay dead. A tap
 * held before then waits for the code however long it takes (a cheap phone on a slow line can take
 * longer than that): made at the cap, it would reach a button nothing listens to yet, and be lost.
 */
export const HOLD_AT_MOST_MS = 10_000;

export function holdEarlyClicks(root: Document = document): { release(): void } {
  const held: HTMLButtonElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button || button.disabled) return;
    // A form with an address of its own (the search box) works without the code: let it go.
    if (button.type === 'submit' && button.form?.hasAttribute('action')) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(button)) held.push(button);
  };
  root.addEventListener('click', hold, true);
  const stopHolding = () => root.removeEventListener('click', hold, true);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearTimeout(timer);
    stopHolding();
    for (const button of held) if (button.isConnected) button.click();
  };
  const timer = setTimeout(stopHolding, HOLD_AT_MOST_MS);
  return { release };
}
