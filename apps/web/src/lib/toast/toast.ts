import type { ToastOptions } from 'react-toastify';

// react-toastify (10 KB of script, 3 KB of CSS) is fetched with the first message, not with the
// storefront: most visits to the home page never show one. `toast.error(…)` etc. keep its API.

type Kind = 'success' | 'error' | 'info' | 'warning';

const listeners = new Set<() => void>();
let wanted = false;
let containerReady: () => void = () => {};
const ready = new Promise<void>((resolve) => (containerReady = resolve));

/** Whether a message has been asked for, so the host should mount the container. */
export const toastsWanted = () => wanted;
export function subscribeToasts(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
/** Called by the container once mounted: messages asked for before then are shown now, in order. */
export const markToastContainerReady = () => containerReady();

let queue: Promise<unknown> = Promise.resolve();
let updates = 0;

function show(kind: Kind, message: string, options?: ToastOptions): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  // One toast per message: the same message again (nine wrong logins) refreshes the one on screen and
  // starts its time again, instead of piling a copy on top of the form.
  const toastId = options?.toastId ?? `${kind}:${message}`;
  queue = queue
    .then(() => Promise.all([import('react-toastify'), ready]))
    .then(([{ toast: toastify }]) => {
      if (!toastify.isActive(toastId)) return toastify[kind](message, { ...options, toastId });
      toastify.update(toastId, {
        ...options,
        render: message,
        type: kind,
        // A new updateId restarts the progress bar, so the message stays its full time after the retry.
        updateId: `${toastId}:${++updates}`,
      });
      return toastId;
    })
    .catch(() => {
      // The chunk could not load (offline): the page itself still shows what went wrong.
    });
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
};
