import { z } from 'zod';
import { MESSAGES } from '../errors/messages';

/** An operator of Nepal's mobile numbering plan; `serving: false` for one whose network has closed. */
export interface NepaliMobileOperator {
  name: string;
  serving: boolean;
}

const NTC: NepaliMobileOperator = { name: 'Nepal Telecom', serving: true };
const NCELL: NepaliMobileOperator = { name: 'Ncell', serving: true };
const SMART: NepaliMobileOperator = { name: 'Smart Telecom', serving: false };
const UTL: NepaliMobileOperator = { name: 'UTL', serving: false };
const OTHER: NepaliMobileOperator = { name: 'a rural operator', serving: false };

/**
 * Mobile prefixes (first three digits of the ten) of Nepal's national plan, as libphonenumber's NP
 * mobile range `9(6[0-3]|7[24-6]|8[0-24-68])` lists them. Smart Telecom's licence ended and its
 * network closed; UTL and the rural 960/963 ranges no longer carry traffic either, so a code sent there
 * may never arrive. A number outside this table can never be a Nepali mobile.
 */
export const NEPALI_MOBILE_PREFIXES: Readonly<Record<string, NepaliMobileOperator>> = {
  '984': NTC,
  '985': NTC,
  '986': NTC,
  '974': NTC,
  '975': NTC,
  '976': NTC,
  '980': NCELL,
  '981': NCELL,
  '982': NCELL,
  '961': SMART,
  '962': SMART,
  '988': SMART,
  '972': UTL,
  '960': OTHER,
  '963': OTHER,
};

/** Characters a person may type in a phone number besides digits (spaces, dashes, dots, brackets, a leading +). */
const PHONE_PUNCTUATION = /[\s\-.()]/g;

/**
 * A typed phone number as the shop stores it: punctuation dropped, then a `+977`, `00977`, `977` or
 * trunk `0` prefix taken off a number that is ten digits without it.
 */
export function normaliseNepaliPhone(input: string): string {
  const compact = input.trim().replace(PHONE_PUNCTUATION, '');
  return compact.replace(/^(?:\+977|00977|977|0)(?=\d{10}$)/, '');
}

/** The operator of a stored (normalised) ten-digit number, or null when it cannot be a Nepali mobile. */
export function nepaliMobileOperator(phone: string): NepaliMobileOperator | null {
  if (!/^9\d{9}$/.test(phone)) return null;
  return NEPALI_MOBILE_PREFIXES[phone.slice(0, 3)] ?? null;
}

/** True when `input` (typed or stored) normalises to a number of Nepal's mobile plan. */
export function isNepaliMobile(input: string): boolean {
  return nepaliMobileOperator(normaliseNepaliPhone(input)) !== null;
}

/**
 * The warning for a valid number whose operator no longer serves (the code may not arrive), or null.
 * A form shows it under the field; the number is still accepted.
 */
export function nepaliMobileWarning(input: string): string | null {
  const operator = nepaliMobileOperator(normaliseNepaliPhone(input));
  return operator && !operator.serving ? MESSAGES.phoneOperatorClosed : null;
}

/**
 * The shop's one phone rule, for signup, OTP, addresses and the console: `requiredMessage` when empty,
 * SPEC's 'Phone number must contain only numbers' for letters or other symbols, a clear message for
 * digits that cannot be a Nepali mobile; the output is the normalised ten digits.
 */
export function nepaliMobileField(requiredMessage: string) {
  // One transform rather than aborting checks: an aborted field would keep the form's cross-field
  // rules (Passwords must match) from running, so a shopper would see them only on the next try.
  return z.string({ error: requiredMessage }).transform((raw, ctx) => {
    const typed = raw.trim();
    const fail = (message: string) => {
      ctx.issues.push({ code: 'custom', message, input: raw });
      return z.NEVER;
    };
    if (!typed) return fail(requiredMessage);
    if (typed.length > 20) return fail('Must be at most 20 characters');
    if (!/^\+?[\d\s\-.()]+$/.test(typed)) return fail(MESSAGES.phoneDigitsOnly);
    const phone = normaliseNepaliPhone(typed);
    return nepaliMobileOperator(phone) ? phone : fail(MESSAGES.phoneNotNepaliMobile);
  });
}
