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

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearTimeout(timer);
    stopHolding();
    root.removeEventListener('input', noteTyping, true);
    root.removeEventListener('change', noteTyping, true);
    for (const [field, value] of typed) {
      const now = field.isConnected ? field : sameField(root, field);
      if (now && now.value !== value) retype(now, value);
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
