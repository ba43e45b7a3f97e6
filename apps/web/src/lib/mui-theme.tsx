// MUI's own ThemeProvider also brings its CSS-variables colour-scheme provider (3 KB gzip), which a
// theme made by createTheme without cssVariables never uses: for such a theme it renders exactly this
// provider (MUI's ThemeProviderNoVars).
import ThemeProvider from '@mui/system/ThemeProvider';
import { type ComponentType, type ReactNode, useContext, useMemo } from 'react';
import { useAppSelector } from './hooks';
import { makeTheme } from './theme';
import { ViewportContext } from './use-media-query';

/**
 * The MUI theme, around the pages after the first screen that still draw with MUI. The first screen is
 * drawn by the shop's stylesheet (styles/shop.css) and never loads this module (docs/decisions/047).
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  const mode = useAppSelector((s) => s.theme.mode);
  const viewport = useContext(ViewportContext);
  const theme = useMemo(() => makeTheme(mode, viewport), [mode, viewport]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** `Component` inside the MUI theme. */
export function themed<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const Themed = (props: P) => (
    <MuiTheme>
      <Component {...props} />
    </MuiTheme>
  );
  Themed.displayName = `Themed(${Component.displayName ?? Component.name})`;
  return Themed;
}
