import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors/messages';
import {
  NEPALI_MOBILE_PREFIXES,
  isNepaliMobile,
  nepaliMobileField,
  nepaliMobileOperator,
  nepaliMobileWarning,
  normaliseNepaliPhone,
} from './phone';

const field = nepaliMobileField('Phone number is required');
const errorOf = (input: unknown) => {
  const r = field.safeParse(input);
  return r.success ? null : r.error.issues.map((i) => i.message);
};

describe('Nepali mobile numbers', () => {
  it.each([
    ['9841234567', '9841234567'],
    ['+977 984-1234567', '9841234567'],
    ['+9779801234567', '9801234567'],
    ['977 980 123 4567', '9801234567'],
    ['00977-9861234567', '9861234567'],
    ['09741234567', '9741234567'],
    [' (985) 123.4567 ', '9851234567'],
  ])('accepts %s as %s', (input, stored) => {
    expect(field.parse(input)).toBe(stored);
  });

  it.each([
    ['Nepal Telecom', ['984', '985', '986', '974', '975', '976']],
    ['Ncell', ['980', '981', '982']],
    ['Smart Telecom', ['961', '962', '988']],
  ])('%s owns its prefixes', (name, prefixes) => {
    for (const p of prefixes) expect(nepaliMobileOperator(`${p}1234567`)?.name).toBe(name);
  });

  it.each([
    '1234567890',
    '9831234567',
    '9871234567',
    '9891234567',
    '9701234567',
    '014123456',
    '98412345678',
    '9',
  ])('refuses %s as not a Nepali mobile', (input) => {
    expect(errorOf(input)).toEqual([MESSAGES.phoneNotNepaliMobile]);
    expect(isNepaliMobile(input)).toBe(false);
  });

  it.each(['98410abcde', 'nine8', '+977 984_1234567', '984#1234567'])(
    'keeps the spec message for %s',
    (input) => {
      expect(errorOf(input)).toEqual(['Phone number must contain only numbers']);
    },
  );

  it('asks for a missing number', () => {
    expect(errorOf('  ')).toEqual(['Phone number is required']);
    expect(errorOf(undefined)).toEqual(['Phone number is required']);
  });

  it('warns for an operator that no longer serves, and only then', () => {
    for (const p of ['961', '962', '988'])
      expect(nepaliMobileWarning(`+977 ${p}1234567`)).toBe(MESSAGES.phoneOperatorClosed);
    expect(field.parse('9881234567')).toBe('9881234567');
    for (const p of ['984', '980', '976']) expect(nepaliMobileWarning(`${p}1234567`)).toBeNull();
    expect(nepaliMobileWarning('1234567890')).toBeNull();
  });

  it('does not take a leading 0 or 977 off a number that is ten digits already', () => {
    expect(normaliseNepaliPhone('9779841234')).toBe('9779841234');
    expect(errorOf('9779841234')).toEqual([MESSAGES.phoneNotNepaliMobile]);
  });

  it('every prefix in the table is a 9xx mobile prefix', () => {
    for (const p of Object.keys(NEPALI_MOBILE_PREFIXES)) expect(p).toMatch(/^9[678]\d$/);
  });
});
