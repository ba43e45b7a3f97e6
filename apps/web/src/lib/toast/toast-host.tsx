import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';
import { subscribeToasts, toastsWanted } from './toast';

type Container = ComponentType<{ theme: 'light' | 'dark' }>;
let loaded: Container | undefined;

/**
 * Mounts the message container the first time a message is asked for. (Not React.lazy: Suspense
 * holds revealed content back up to 300 ms, and a message should appear as soon as its code is here.)
 */
export function ToastHost({ theme }: { theme: 'light' | 'dark' }) {
  const wanted = useSyncExternalStore(subscribeToasts, toastsWanted, toastsWanted);
  const [Toasts, setToasts] = useState<Container | undefined>(() => loaded);
  useEffect(() => {
    if (!wanted || Toasts) return;
    let live = true;
    void import('./toast-container').then((m) => {
      loaded = m.default;
      if (live) setToasts(() => m.default);
    });
    return () => {
      live = false;
    };
  }, [wanted, Toasts]);
  return wanted && Toasts ? <Toasts theme={theme} /> : null;
}
