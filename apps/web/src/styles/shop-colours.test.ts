import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrast, over, parseColour as parse } from '../test/contrast';

// The shop's colours live in one place, styles/shop.css (light on :root, dark on html.kd-dark). Every
// pair the pages draw text with must read at WCAG AA's 4.5:1, in both modes: a turmeric price or a
// status chip a shopper cannot read in the sun is a defect, whatever the palette's intent.
const css = readFileSync(path.join(__dirname, 'shop.css'), 'utf8');

/** The custom properties of every top-level block for `selector`, later blocks winning. */
function customProperties(selector: string): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const block of css.matchAll(new RegExp(`^${selector.replace('.', '\\.')} \\{([^}]*)\\}`, 'gm'))) {
    for (const m of block[1]!.matchAll(/--([\w-]+):\s*([^;]+);/g)) vars[m[1]!] = m[2]!.trim();
  }
  return vars;
}

describe('contrast of the contrast function', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrast(parse('#000'), parse('#ffffff'))).toBeCloseTo(21, 5);
    expect(contrast(parse('#2e6b34'), parse('rgb(46, 107, 52)'))).toBe(1);
    // Half-transparent black over white is mid grey (#808080 reads 3.95:1 on white).
    expect(contrast(over(parse('rgba(0, 0, 0, 0.5)'), parse('#fff')), parse('#fff'))).toBeCloseTo(3.98, 1);
  });
});

describe.each([
  ['light', ':root'],
  ['dark', 'html.kd-dark'],
] as const)('shop.css text colours read at 4.5:1 (%s)', (mode, selector) => {
  const vars =
    mode === 'dark'
      ? { ...customProperties(':root'), ...customProperties(selector) }
      : customProperties(selector);
  const colour = (name: string) => {
    const value = vars[name];
    if (!value) throw new Error(`--${name} is not defined for ${mode}`);
    return parse(value);
  };

  it.each([
    // Body text and secondary text on the page and on cards.
    ['kd-text', 'kd-bg'],
    ['kd-text', 'kd-paper'],
    ['kd-text-2', 'kd-bg'],
    ['kd-text-2', 'kd-paper'],
    // Prices and links in leaf green; offers in turmeric; errors under fields.
    ['kd-primary', 'kd-paper'],
    ['kd-secondary-text', 'kd-paper'],
    ['kd-error', 'kd-paper'],
    // Filled buttons.
    ['kd-on-primary', 'kd-primary'],
    ['kd-on-secondary', 'kd-secondary'],
    ['kd-on-error', 'kd-error'],
    // Alerts.
    ['kd-error-text', 'kd-error-bg'],
    ['kd-info-text', 'kd-info-bg'],
    ['kd-warning-text', 'kd-warning-bg'],
    ['kd-success-text', 'kd-success-bg'],
    // The orders' filled status chips and their outlined payment chips.
    ['kd-on-status', 'kd-success'],
    ['kd-on-status', 'kd-info'],
    ['kd-on-status', 'kd-warning'],
    ['kd-info', 'kd-paper'],
    ['kd-warning', 'kd-paper'],
  ])('--%s on --%s', (text, ground) => {
    const back = colour(ground);
    expect(back[3], `--${ground} is opaque`).toBe(1);
    expect(contrast(over(colour(text), back), back)).toBeGreaterThanOrEqual(4.5);
  });
});
