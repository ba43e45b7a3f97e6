import { createTheme, type Theme } from '@mui/material/styles';
import { matchesViewport, type Viewport } from '../ssr/viewport';
import { SHOP_FONT_FAMILY } from './shop-font';
import type { ThemeMode } from './state/theme-slice';

// Leaf green for trust and freshness, turmeric for offers; red only for errors and the wishlist heart.
// The first screen draws with the same colours from the shop's stylesheet (styles/shop.css): change
// one, change both. This theme is for the parts drawn with MUI (app/mui-theme.tsx).
const LEAF = { light: '#2e6b34', dark: '#8bc98f' };
const TURMERIC = { light: '#b86e00', dark: '#f2b84b' };

/**
 * The storefront's MUI theme. `viewport` is the screen a server render was laid out for: media queries
 * answer for it while the page hydrates (MUI asks ssrMatchMedia only then), so the first render in the
 * browser matches the server's HTML.
 */
export function makeTheme(mode: ThemeMode, viewport: Viewport = 'mobile'): Theme {
  const light = mode === 'light';
  return createTheme({
    palette: {
      mode,
      primary: { main: light ? LEAF.light : LEAF.dark, contrastText: light ? '#ffffff' : '#0d1f0f' },
      secondary: {
        main: light ? TURMERIC.light : TURMERIC.dark,
        contrastText: light ? '#ffffff' : '#1f1300',
      },
      error: { main: light ? '#c62828' : '#ef9a9a' },
      // MUI's light info (#0288d1) and warning (#ed6c02) give small chip text under 4.5:1 (WCAG AA) on
      // white, with white text on them and as outlined text: the orders' status and payment chips.
      ...(light ? { info: { main: '#01579b' }, warning: { main: '#a65100' } } : {}),
      background: light ? { default: '#f7f6f1', paper: '#ffffff' } : { default: '#121611', paper: '#1b211a' },
      text: light
        ? { primary: '#1f2a1c', secondary: '#4d5a48' }
        : { primary: '#ecf1e8', secondary: '#b9c4b3' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: SHOP_FONT_FAMILY,
      h1: { fontSize: '2rem', fontWeight: 700 },
      h2: { fontSize: '1.5rem', fontWeight: 700 },
      h3: { fontSize: '1.25rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiUseMediaQuery: {
        defaultProps: { ssrMatchMedia: (query: string) => ({ matches: matchesViewport(query, viewport) }) },
      },
      MuiButton: { styleOverrides: { root: { minHeight: 44 } } },
      MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
    },
  });
}
