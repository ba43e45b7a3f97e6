import { type CSSObject, Global } from '@emotion/react';
import { type Theme, useTheme } from '@mui/material/styles';

// What MUI's CssBaseline set for the shop (its defaults, no colour-scheme), and the shop's focus ring,
// written straight to emotion: CssBaseline and the GlobalStyles layers under it are 1 KB gzip of every
// first download for a dozen rules.
function baseStyles(theme: Theme): CSSObject {
  const { palette, typography } = theme;
  return {
    html: {
      WebkitFontSmoothing: 'antialiased',
      MozOsxFontSmoothing: 'grayscale',
      boxSizing: 'border-box',
      WebkitTextSizeAdjust: '100%',
    },
    '*, *::before, *::after': { boxSizing: 'inherit' },
    'strong, b': { fontWeight: typography.fontWeightBold },
    body: {
      margin: 0,
      color: palette.text.primary,
      ...(typography.body1 as CSSObject),
      backgroundColor: palette.background.default,
      '@media print': { backgroundColor: palette.common.white },
      '&::backdrop': { backgroundColor: palette.background.default },
    },
    // Turmeric, clear of what has the focus: seen on green, white and dark alike.
    ':focus-visible': { outline: `3px solid ${palette.secondary.main}`, outlineOffset: 2 },
  };
}

/** The page's base styles in the theme's colours and type; rendered once, inside the ThemeProvider. */
export function BaseStyles() {
  return <Global styles={baseStyles(useTheme())} />;
}
