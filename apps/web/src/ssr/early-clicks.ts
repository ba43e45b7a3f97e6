/**
 * A server-rendered page can be tapped before its code has arrived: its buttons are on screen, but
 * nothing listens to them yet. Taps on buttons are held from the moment the page's first script runs
 * until the page's content has been hydrated, then made again, so "Add to cart" tapped early still
 * adds to the cart (React drops a tap on a part it has not hydrated yet). Links need nothing: the
 * browser follows them to a page the server renders.
 */
export function holdEarlyClicks(root: Document = document): { release(): void } {
  const held: HTMLButtonElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button || button.disabled) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(button)) held.push(button);
  };
  root.addEventListener('click', hold, true);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      root.removeEventListener('click', hold, true);
      for (const button of held) if (button.isConnected) button.click();
    },
  };
}
