/**
 * A server-rendered page can be used before its code has arrived: its buttons and fields are on screen,
 * but nothing listens to them yet.
 *
 * Taps on buttons are held from the moment the page's first script runs until the page's content has
 * been hydrated, then made again, so "Add to cart" tapped early still adds to the cart (React drops a
 * tap on a part it has not hydrated yet). Links need nothing: the browser follows them to a page the
 * server renders; nor does a form with an action (the search). Whatever happens, the hold ends:
 * `release` is also called if the code fails to load or the page fails, and after HOLD_AT_MOST_MS new
 * taps are no longer held, so buttons never stay dead. A tap held before then waits for the code however
 * long it takes (a cheap phone on a slow line can take longer than that): made at the cap, it would
 * reach a button nothing listens to yet, and be lost.
 *
 * Text typed into a field before then is kept: hydration gives a controlled field the value its state
 * starts with (the PAN field came back empty), so at release every field typed into that no longer
 * shows what was typed is given it again, as typing would (its `input` event), before the held taps are
 * made: "Log in" tapped early logs in with what was typed.
 *
 * So is a choice made on a radio or a check box (eSewa picked over cash on delivery): hydration gives a
 * controlled one its state's first value too, so each one hydration undid is clicked again, as the
 * shopper did, before the held taps: "Place order" tapped early pays the way that was chosen.
 */
export const HOLD_AT_MOST_MS = 10_000;

export function holdEarlyInput(root: Document = document): { release(): void } {
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

  const typed = typedBeforeNow(root);
  const noteTyping = (event: Event) => {
    if (isTextField(event.target)) typed.set(event.target, event.target.value);
  };
  root.addEventListener('input', noteTyping, true);
  root.addEventListener('change', noteTyping, true);

  const chosen = chosenBeforeNow(root);
  const noteChoice = (event: Event) => {
    if (isCheckable(event.target)) note(chosen, event.target);
  };
  root.addEventListener('change', noteChoice, true);

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearTimeout(timer);
    stopHolding();
    root.removeEventListener('input', noteTyping, true);
    root.removeEventListener('change', noteTyping, true);
    root.removeEventListener('change', noteChoice, true);
    for (const [field, value] of typed) {
      const now = field.isConnected ? field : sameField(root, field);
      if (now && now.value !== value) retype(now, value);
    }
    for (const [box, checked] of chosen) {
      const now = box.isConnected ? box : sameCheckable(root, box);
      // A click is how React hears of it (its onChange for these listens to clicks).
      if (now && !now.disabled && now.checked !== checked) now.click();
    }
    for (const button of held) if (button.isConnected) button.click();
  };
  const timer = setTimeout(stopHolding, HOLD_AT_MOST_MS);
  return { release };
}

type TextField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Fields whose value is text the shopper typed or picked (not a checkbox, a file or a button). */
const TEXT_INPUTS = new Set(['text', 'email', 'tel', 'password', 'number', 'search', 'url', 'date']);

function isTextField(target: EventTarget | null): target is TextField {
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && TEXT_INPUTS.has(target.type);
}

/** What the server sent the field with. */
function serverValue(field: TextField): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  const options = [...field.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

/** Fields typed into before the first script ran (no event told of it). */
function typedBeforeNow(root: Document): Map<TextField, string> {
  const typed = new Map<TextField, string>();
  for (const field of root.querySelectorAll('input, textarea, select'))
    if (isTextField(field) && field.value !== serverValue(field)) typed.set(field, field.value);
  return typed;
}

/** The field drawn in place of one hydration replaced: the same id, or the same name. */
function sameField(root: Document, gone: TextField): TextField | undefined {
  const candidates = [...root.querySelectorAll('input, textarea, select')].filter(isTextField);
  return (
    (gone.id ? candidates.find((field) => field.id === gone.id) : undefined) ??
    (gone.name ? candidates.find((field) => field.name === gone.name) : undefined)
  );
}

/**
 * Sets the value as the browser does when a person types: through the element's own setter, which
 * React's watch on the `value` property does not see, then the events its onChange listens to.
 */
function retype(field: TextField, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (field instanceof HTMLSelectElement) field.dispatchEvent(new Event('change', { bubbles: true }));
}

type Checkable = HTMLInputElement & { type: 'radio' | 'checkbox' };

function isCheckable(target: EventTarget | null): target is Checkable {
  return target instanceof HTMLInputElement && (target.type === 'radio' || target.type === 'checkbox');
}

/**
 * Notes the box's state now. A radio chosen replaces the choice noted in its group, so only the last
 * pick of a group is made again.
 */
function note(chosen: Map<Checkable, boolean>, box: Checkable): void {
  if (box.type === 'radio') {
    if (!box.checked) return;
    for (const other of chosen.keys())
      if (other.type === 'radio' && other.name === box.name && other.form === box.form) chosen.delete(other);
  }
  chosen.delete(box);
  chosen.set(box, box.checked);
}

/** Boxes ticked or radios picked before the first script ran (no event told of it). */
function chosenBeforeNow(root: Document): Map<Checkable, boolean> {
  const chosen = new Map<Checkable, boolean>();
  for (const box of root.querySelectorAll('input'))
    if (isCheckable(box) && box.checked !== box.defaultChecked) note(chosen, box);
  return chosen;
}

/** The box drawn in place of one hydration replaced: the same id, or the same name and value. */
function sameCheckable(root: Document, gone: Checkable): Checkable | undefined {
  const candidates = [...root.querySelectorAll('input')].filter(isCheckable);
  return (
    (gone.id ? candidates.find((box) => box.id === gone.id) : undefined) ??
    (gone.name
      ? candidates.find((box) => box.name === gone.name && box.value === gone.value && box.type === gone.type)
      : undefined)
  );
}
