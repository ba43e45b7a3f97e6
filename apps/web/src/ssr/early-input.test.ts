import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOLD_AT_MOST_MS, holdEarlyInput } from './early-input';

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

/** A text field as the server sends it: `value` is its attribute (the field's default value). */
function serverInput(id: string, value = ''): HTMLInputElement {
  const input = document.createElement('input');
  input.id = id;
  input.setAttribute('value', value);
  document.body.append(input);
  return input;
}

describe('holdEarlyInput', () => {
  it('holds a tap on a button until released, then makes it once', () => {
    const b = button('Add To Cart');
    const seen = vi.fn();
    const hold = holdEarlyInput();
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
    const hold = holdEarlyInput();
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
    const hold = holdEarlyInput();
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

  it('gives a field typed into early what was typed when hydration emptied it, before the held tap is made', () => {
    const form = document.createElement('form');
    const field = document.createElement('input');
    field.name = 'pan';
    const save = document.createElement('button');
    save.type = 'button';
    form.append(field, save);
    document.body.append(form);
    const hold = holdEarlyInput();
    field.value = '601234567';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    save.click();
    // Hydration draws the controlled field with its state's first value.
    field.value = '';
    const typedEvents: string[] = [];
    field.addEventListener('input', () => typedEvents.push(field.value));
    const seenAtTap: string[] = [];
    save.addEventListener('click', () => seenAtTap.push(field.value));
    hold.release();
    expect(field.value).toBe('601234567');
    expect(typedEvents).toEqual(['601234567']);
    expect(seenAtTap).toEqual(['601234567']);
  });

  it('keeps text typed before the first script ran, and leaves alone a field that kept its text', () => {
    const first = serverInput('first');
    const last = serverInput('last', 'Sharma');
    const gender = document.createElement('select');
    gender.id = 'gender';
    gender.append(new Option('-', ''), new Option('Female', 'Female'));
    document.body.append(gender);
    first.value = 'Sita';
    last.value = 'Sharma Khadka';
    gender.value = 'Female';
    const hold = holdEarlyInput();
    first.value = '';
    gender.value = '';
    const events: string[] = [];
    for (const field of [first, last, gender])
      for (const type of ['input', 'change'])
        field.addEventListener(type, () => events.push(`${field.id} ${type}`));
    hold.release();
    expect([first.value, last.value, gender.value]).toEqual(['Sita', 'Sharma Khadka', 'Female']);
    expect(events).toEqual(['first input', 'gender input', 'gender change']);
  });

  it('types into the field drawn in place of one that hydration replaced (same id)', () => {
    const early = serverInput('middle');
    const hold = holdEarlyInput();
    early.value = 'Kumari';
    early.dispatchEvent(new Event('input', { bubbles: true }));
    const drawn = document.createElement('input');
    drawn.id = 'middle';
    early.replaceWith(drawn);
    hold.release();
    expect(drawn.value).toBe('Kumari');
  });

  it('stops noting typing once released: later text is the page’s own business', () => {
    const field = serverInput('q');
    const hold = holdEarlyInput();
    hold.release();
    field.value = 'rice';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.value = '';
    hold.release();
    expect(field.value).toBe('');
  });
  it('picks again the radio chosen early that hydration undid, only the last pick, before the held tap', () => {
    const form = document.createElement('form');
    const radios = ['cod', 'esewa', 'khalti'].map((value) => {
      const radio = document.createElement('input');
      radio.type = 'radio';
      radio.name = 'payment-method';
      radio.value = value;
      radio.defaultChecked = value === 'cod';
      form.append(radio);
      return radio;
    });
    const [cod, esewa, khalti] = radios as [HTMLInputElement, HTMLInputElement, HTMLInputElement];
    const place = document.createElement('button');
    place.type = 'button';
    form.append(place);
    document.body.append(form);
    const hold = holdEarlyInput();
    esewa.click();
    khalti.click();
    place.click();
    // Hydration gives the controlled radio its state's first value.
    cod.checked = true;
    const clicked: string[] = [];
    for (const radio of radios) radio.addEventListener('click', () => clicked.push(radio.value));
    const chosenAtTap: string[] = [];
    place.addEventListener('click', () => chosenAtTap.push(radios.find((r) => r.checked)!.value));
    hold.release();
    expect(clicked).toEqual(['khalti']);
    expect(chosenAtTap).toEqual(['khalti']);
  });

  it('keeps a box ticked before the first script ran, and one drawn anew in place of it', () => {
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.name = 'organic';
    box.value = 'yes';
    document.body.append(box);
    box.checked = true;
    const hold = holdEarlyInput();
    const drawn = document.createElement('input');
    drawn.type = 'checkbox';
    drawn.name = 'organic';
    drawn.value = 'yes';
    box.replaceWith(drawn);
    const changes = vi.fn();
    drawn.addEventListener('change', changes);
    hold.release();
    expect(drawn.checked).toBe(true);
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('leaves alone a choice hydration kept', () => {
    const box = document.createElement('input');
    box.type = 'checkbox';
    document.body.append(box);
    const hold = holdEarlyInput();
    box.click();
    const clicks = vi.fn();
    box.addEventListener('click', clicks);
    hold.release();
    expect(box.checked).toBe(true);
    expect(clicks).not.toHaveBeenCalled();
  });
});
