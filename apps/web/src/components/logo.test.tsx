import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contrast, parseColour } from '../test/contrast';
import { renderPage, stubFetch } from '../test/render';
import { Logo } from './logo';

/** The colour an element is drawn in, the stylesheet's custom properties resolved (jsdom leaves var()). */
function colourOf(element: Element) {
  let value = getComputedStyle(element).color.trim();
  const property = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  if (property) value = getComputedStyle(document.documentElement).getPropertyValue(property).trim();
  return parseColour(value);
}

describe('Logo', () => {
  it.each([
    ['light', '#ffffff'],
    ['dark', '#1b211a'],
  ] as const)("writes 'कन्दमूल' with at least 4.5:1 contrast on the %s header", async (mode, paper) => {
    stubFetch({});
    renderPage(<Logo />, { preloadedState: { theme: { mode, language: 'en' } } });
    const word = await screen.findByText('कन्दमूल');
    expect(contrast(colourOf(word), parseColour(paper))).toBeGreaterThanOrEqual(4.5);
  });
});
