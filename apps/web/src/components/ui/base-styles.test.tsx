import { ThemeProvider } from '@mui/system';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeTheme } from '../../lib/theme';
import { BaseStyles } from './base-styles';

/** The page's global rules as emotion wrote them into <head>. */
function globalCss() {
  return [...document.head.querySelectorAll('style[data-emotion]')].map((s) => s.textContent).join('');
}

describe('BaseStyles', () => {
  it.each([
    ['light', '#f7f6f1', '#1f2a1c', '#b86e00'],
    ['dark', '#121611', '#ecf1e8', '#f2b84b'],
  ] as const)(
    'sets the %s page colours, type and the turmeric focus ring',
    (mode, background, text, ring) => {
      const { unmount } = render(
        <ThemeProvider theme={makeTheme(mode)}>
          <BaseStyles />
        </ThemeProvider>,
      );
      const css = globalCss().replace(/\s+/g, '');
      expect(css).toContain(`background-color:${background}`);
      expect(css).toContain(`color:${text}`);
      expect(css).toContain("font-family:'Mukta'");
      expect(css).toContain('margin:0');
      expect(css).toContain(`:focus-visible{outline:3pxsolid${ring};outline-offset:2px;}`);
      unmount();
    },
  );
});
