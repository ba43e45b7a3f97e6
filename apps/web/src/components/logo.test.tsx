import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, stubFetch } from '../test/render';
import { Logo } from './logo';

const luminance = (rgb: number[]) => {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: number[], b: number[]) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
};
const rgbOf = (css: string) => css.match(/\d+/g)!.slice(0, 3).map(Number);

/** The colour an element is drawn in, the stylesheet's custom properties resolved (jsdom leaves var()). */
function colourOf(element: Element): number[] {
  let value = getComputedStyle(element).color.trim();
  const property = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  if (property) value = getComputedStyle(document.documentElement).getPropertyValue(property).trim();
  const hex = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(value);
  return hex ? hex.slice(1, 4).map((h) => parseInt(h, 16)) : rgbOf(value);
}

describe('Logo', () => {
  it.each([
    ['light', [255, 255, 255]],
    ['dark', [0x1b, 0x21, 0x1a]],
  ] as const)("writes 'कन्दमूल' with at least 4.5:1 contrast on the %s header", async (mode, paper) => {
    stubFetch({});
    renderPage(<Logo />, { preloadedState: { theme: { mode, language: 'en' } } });
    const word = await screen.findByText('कन्दमूल');
    expect(contrast(colourOf(word), [...paper])).toBeGreaterThanOrEqual(4.5);
  });
});
