import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOLD_AT_MOST_MS, holdEarlyClicks } from './early-clicks';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

function button(html: string): HTMLButtonElement {
  document.body.innerHTML = html;
  return document.querySelector('button')!;
}

describe('holdEarlyClicks', () => {
  it('holds a tap on a button until released, then makes it once', () => {
    const b = button('<button>Add To Cart</button>');
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
    const b = button(
      '<form action="/search"><input name="query"><button type="submit">Search</button></form>',
    );
    const hold = holdEarlyClicks();
    // (jsdom cannot navigate: the submission itself is stopped here, after the click went through.)
    b.form!.addEventListener('submit', (e) => e.preventDefault());
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    b.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    hold.release();
  });

  it('lets go by itself when the code never comes', () => {
    vi.useFakeTimers();
    const b = button('<button>Next</button>');
    holdEarlyClicks();
    b.click();
    const seen = vi.fn();
    b.addEventListener('click', seen);
    vi.advanceTimersByTime(HOLD_AT_MOST_MS);
    expect(seen).toHaveBeenCalledTimes(1);
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    b.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
