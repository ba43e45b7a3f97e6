import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * What every button of ours starts from, on a <button> or a link alike: the browser's own look reset,
 * a focus ring that shows for the keyboard only, and a border that Windows' high-contrast mode can draw
 * (it drops backgrounds and shadows, which alone would leave a button as loose text). `look` and the
 * `disabled` look come between, so that the states here win over it.
 */
export function interactive(theme: Theme, look: CSSObject, disabled: CSSObject): CSSObject {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    margin: 0,
    border: 0,
    backgroundColor: 'transparent',
    color: 'inherit',
    textDecoration: 'none',
    verticalAlign: 'middle',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    MozAppearance: 'none',
    WebkitAppearance: 'none',
    '&::-moz-focus-inner': { borderStyle: 'none' },
    ...look,
    // The shop's ring (the same as the global one in the theme): turmeric, clear of the button.
    '&:focus-visible': { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
    '&:disabled': { cursor: 'default', pointerEvents: 'none', ...disabled },
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
    '@media (forced-colors: active)': {
      border: '1px solid ButtonText',
      '&:focus-visible': { outlineColor: 'Highlight' },
      '&:disabled': { borderColor: 'GrayText', color: 'GrayText' },
    },
    '@media print': { colorAdjust: 'exact' },
  };
}

/**
 * A press, as MUI's ripple showed it (the text's colour at 30 %): a tint laid over whatever background
 * the button has (a white heart on a photo keeps its white).
 */
export function pressed(tint: string): CSSObject {
  return { backgroundImage: `linear-gradient(${tint}, ${tint})` };
}
