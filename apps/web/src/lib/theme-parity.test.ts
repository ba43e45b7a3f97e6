import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { darken, lighten } from '@mui/material/styles';
import { makeTheme } from './theme';

// The first screen draws from styles/shop.css and the lazy pages from the MUI theme (decision 047): the
// two must name the same colours, or a shopper sees the header in one green and the checkout in another.
const css = readFileSync(path.join(__dirname, '../styles/shop.css'), 'utf8');

function customProperties(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('\n}', start));
  return Object.fromEntries([...block.matchAll(/--([\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

describe.each([
  ['light', ':root'],
  ['dark', 'html.kd-dark'],
] as const)('shop.css and the MUI theme agree (%s)', (mode, selector) => {
  const ownProperties = customProperties(selector);
  // Dark mode overrides only some properties: the rest are the light ones.
  const vars = mode === 'dark' ? { ...customProperties(':root'), ...ownProperties } : ownProperties;
  const { palette } = makeTheme(mode);
  // MUI's standard Alert: its text and ground are the severity's light shade, darkened and lightened
  // (the other way round in dark mode).
  const alertText = (light: string) => (mode === 'light' ? darken : lighten)(light, 0.6);
  const alertGround = (light: string) => (mode === 'light' ? lighten : darken)(light, 0.9);

  it.each([
    ['kd-primary', palette.primary.main],
    ['kd-primary-dark', palette.primary.dark],
    ['kd-on-primary', palette.primary.contrastText],
    ['kd-secondary', palette.secondary.main],
    ['kd-on-secondary', palette.secondary.contrastText],
    ['kd-error', palette.error.main],
    ['kd-error-text', alertText(palette.error.light)],
    ['kd-error-bg', alertGround(palette.error.light)],
    ['kd-info', palette.info.main],
    ['kd-info-text', alertText(palette.info.light)],
    ['kd-info-bg', alertGround(palette.info.light)],
    ['kd-warning', palette.warning.main],
    ['kd-warning-text', alertText(palette.warning.light)],
    ['kd-warning-bg', alertGround(palette.warning.light)],
    ['kd-success', palette.success.main],
    ['kd-success-text', alertText(palette.success.light)],
    ['kd-success-bg', alertGround(palette.success.light)],
    ['kd-on-status', palette.success.contrastText],
    ['kd-chip-border', palette.grey[mode === 'light' ? 400 : 700]],
    ['kd-text', palette.text.primary],
    ['kd-text-2', palette.text.secondary],
    ['kd-bg', palette.background.default],
    ['kd-paper', palette.background.paper],
    ['kd-divider', palette.divider],
  ])('--%s', (name, themed) => {
    expect(vars[name]?.replace(/\s/g, '').toLowerCase()).toBe(themed.replace(/\s/g, '').toLowerCase());
  });
});
