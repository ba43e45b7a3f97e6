import type { ComponentType } from 'react';

/**
 * A lazy component's loader whose component draws with MUI: the component comes with the MUI theme
 * around it (./mui-theme.tsx), fetched with it, so the first screen's code never imports MUI.
 */
export function withMuiTheme<P extends object>(
  load: () => Promise<ComponentType<P>>,
): () => Promise<{ default: ComponentType<P> }> {
  return () =>
    Promise.all([load(), import('./mui-theme')]).then(([Component, { themed }]) => ({
      default: themed(Component),
    }));
}
