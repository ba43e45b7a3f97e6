import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOLD_AT_MOST_MS, holdEarlyClicks } from './early-clicks';

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

/** A button on the page, inside a form with `action` when given one. */
function button(label: string, formAction?: string): HTMLButtonElement {
  const b = document.createElement('button');
  b.textContent = label;
  if (formAction === undefined) {
    document.body.append(b);
    return b;
  }
  const form = document.createElement('form');
  form.action = formAction;
  b.type = 'submit';
  form.append(document.createElement('input'), b);
  document.body.append(form);
  return b;
}

describe('holdEarlyClicks', () => {
  it('holds a tap on a button until released, then makes it once', () => {
    const b = button('Add To Cart');
    const seen = vi.fn();
    const hold = holdEarlyClicks();
    b.click();
    b.click(); // a second tap on the same button while waiting is the same wish
    document.addEventListener('click', seen);
    expect(seen).not.toHaveBeenCalled();
    hold.release();
    expect(seen).toHaveBeenCalledTimes(1);
    hold.release();
    expect(seen).toHaveBeenCalledTimes(1);
    document.removeEventListener('click', seen);
  });

  it('lets a form with an address of its own submit without the code', () => {
    const b = button('Search', '/search');
    const hold = holdEarlyClicks();
    // (jsdom cannot navigate: the submission itself is stopped here, after the click went through.)
    b.form!.addEventListener('submit', (e) => e.preventDefault());
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    b.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    hold.release();
  });

  it('stops holding new taps after a while, and makes the one held before when the code comes', () => {
    vi.useFakeTimers();
    const b = button('Add To Cart');
    const hold = holdEarlyClicks();
    b.click();
    const seen = vi.fn();
    b.addEventListener('click', seen);
    vi.advanceTimersByTime(HOLD_AT_MOST_MS);
    // Made now, the held tap would reach a button nothing listens to yet.
    expect(seen).not.toHaveBeenCalled();
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    b.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(seen).toHaveBeenCalledTimes(1);
    hold.release();
    expect(seen).toHaveBeenCalledTimes(2);
  });
});
