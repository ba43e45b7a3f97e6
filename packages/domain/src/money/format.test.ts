import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyNe, toDevanagariDigits } from './format';

describe('formatMoney', () => {
  it.each([
    [0, 'RS 0.00'],
    [5, 'RS 0.05'],
    [12050, 'RS 120.50'],
    [123400, 'RS 1,234.00'],
    [100000000, 'RS 1,000,000.00'],
    [99999, 'RS 999.99'],
    [-12050, 'RS -120.50'],
  ])('%s paisa → %s', (paisa, text) => {
    expect(formatMoney(paisa)).toBe(text);
  });
});

describe('formatMoneyNe', () => {
  it.each([
    [123400, 'रु १,२३४.००'],
    [0, 'रु ०.००'],
    [98765, 'रु ९८७.६५'],
  ])('%s paisa → %s', (paisa, text) => {
    expect(formatMoneyNe(paisa)).toBe(text);
  });

  it('maps every digit', () => {
    expect(toDevanagariDigits('0123456789 x')).toBe('०१२३४५६७८९ x');
  });
});
