import { z } from 'zod';

/** Longest ordinary text field we accept; anything bigger is rejected rather than stored. */
export const MAX_TEXT = 255;
/** Longest password accepted (hashing cost must stay bounded). */
export const MAX_PASSWORD = 128;
/** Names are 1 to 100 characters (SPEC §9). */
export const MAX_NAME = 100;

/**
 * A string that is required: missing, non-string or empty (after optional trim) all give `message`.
 * `abort` stops further checks so a form shows one message per field.
 */
export function requiredString(message: string, options: { max?: number; trim?: boolean } = {}) {
  const { max = MAX_TEXT, trim = true } = options;
  const base = z.string({ error: message });
  return (trim ? base.trim() : base)
    .min(1, { error: message, abort: true })
    .max(max, { error: `Must be at most ${max} characters` });
}

/** Letters (any script, incl. Devanagari with its vowel signs) with single spaces between words. */
export const NAME_PATTERN = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u;

/**
 * A person's name, the one rule of every name field (signup, edit profile, address): SPEC §5's letters
 * only, in either script ('Sita', 'सीता'), words split by single spaces, 1 to 100 characters. Digits,
 * punctuation, newlines, URLs and markup are refused with `lettersOnly`. Runs of spaces become one and
 * the text is NFC, so the same name is always stored the same way.
 */
export function nameField(required: string, lettersOnly: string) {
  return requiredString(required, { max: MAX_NAME })
    .normalize('NFC')
    .overwrite((v) => v.replace(/ {2,}/g, ' '))
    .regex(NAME_PATTERN, { error: lettersOnly });
}

/** An optional name (middle name): blank is absent, anything else follows nameField's rule. */
export function optionalNameField(lettersOnly: string) {
  return z
    .string()
    .trim()
    .max(MAX_NAME, { error: `Must be at most ${MAX_NAME} characters` })
    .normalize('NFC')
    .overwrite((v) => v.replace(/ {2,}/g, ' '))
    .refine((v) => v === '' || NAME_PATTERN.test(v), { error: lettersOnly })
    .transform((v) => (v ? v : undefined))
    .optional();
}

/** 'YYYY-MM-DD' that is a real calendar date. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Today's date in Nepal as 'YYYY-MM-DD' (a birth date "today" is judged by the shopper's calendar). */
export function todayInNepal(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kathmandu',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}
