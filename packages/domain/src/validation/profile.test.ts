import { describe, expect, it } from 'vitest';
import { EditProfileInputSchema, ProfileUpdateBodySchema, toProfileUpdateBody } from './profile';
import { validatePictureFile, MAX_PICTURE_BYTES } from './picture';
import { todayInNepal } from './fields';
import { errorsOf } from './test-helpers';

const base = { first_name: 'Sita', last_name: 'Sharma', gender: 'Female', date_of_birth: '1995-04-14' };

describe('EditProfileInputSchema', () => {
  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['valid', {}, {}],
    ['first name required', { first_name: '  ' }, { first_name: ['First name is required'] }],
    ['last name required', { last_name: '' }, { last_name: ['Last name is required'] }],
    ['first name 100 ok', { first_name: 'a'.repeat(100) }, {}],
    ['first name 101', { first_name: 'a'.repeat(101) }, { first_name: ['Must be at most 100 characters'] }],
    [
      'middle name 101',
      { middle_name: 'b'.repeat(101) },
      { middle_name: ['Must be at most 100 characters'] },
    ],
    ['gender empty allowed', { gender: '' }, {}],
    ['gender unknown', { gender: 'male' }, { gender: ['Please select a valid gender'] }],
    [
      'date not a date',
      { date_of_birth: '1995-02-30' },
      { date_of_birth: ['Please enter a valid date of birth.'] },
    ],
    [
      'date wrong format',
      { date_of_birth: '14/04/1995' },
      { date_of_birth: ['Please enter a valid date of birth.'] },
    ],
    [
      'date in future',
      { date_of_birth: '2999-01-01' },
      { date_of_birth: ['Date of birth cannot be in the future.'] },
    ],
    ['date blank allowed', { date_of_birth: '' }, {}],
  ])('%s', (_n, over, errors) => {
    expect(errorsOf(EditProfileInputSchema, { ...base, ...over })).toEqual(errors);
  });

  it('accepts today (Nepal time)', () => {
    expect(errorsOf(EditProfileInputSchema, { ...base, date_of_birth: todayInNepal() })).toEqual({});
  });

  it('trims names, drops a blank middle name and a blank date', () => {
    const v = EditProfileInputSchema.parse({
      ...base,
      first_name: ' Sita ',
      middle_name: '   ',
      date_of_birth: '',
    });
    expect(v.first_name).toBe('Sita');
    expect(v.middle_name).toBeUndefined();
    expect(v.date_of_birth).toBeUndefined();
    expect(toProfileUpdateBody(v)).toEqual({
      user: { first_name: 'Sita', last_name: 'Sharma' },
      gender: 'Female',
      date_of_birth: null,
    });
    expect(JSON.stringify(toProfileUpdateBody(v))).not.toContain('middle_name');
  });

  it('keeps a real middle name', () => {
    const v = EditProfileInputSchema.parse({ ...base, middle_name: ' Kumari ' });
    expect(toProfileUpdateBody(v).user).toEqual({
      first_name: 'Sita',
      last_name: 'Sharma',
      middle_name: 'Kumari',
    });
  });
});

describe('ProfileUpdateBodySchema', () => {
  it.each<[string, unknown, Record<string, string[]>]>([
    [
      'valid',
      { user: { first_name: 'A', last_name: 'B' }, gender: 'Other', date_of_birth: '2000-01-01' },
      {},
    ],
    ['null date clears', { user: { first_name: 'A', last_name: 'B' }, gender: '', date_of_birth: null }, {}],
    [
      'missing names',
      { user: {}, gender: '', date_of_birth: null },
      { 'user.first_name': ['First name is required'], 'user.last_name': ['Last name is required'] },
    ],
  ])('%s', (_n, input, errors) => {
    expect(errorsOf(ProfileUpdateBodySchema, input)).toEqual(errors);
  });

  it('normalises blank middle name and empty date', () => {
    expect(
      ProfileUpdateBodySchema.parse({
        user: { first_name: 'A', last_name: 'B', middle_name: ' ' },
        date_of_birth: '',
      }),
    ).toEqual({
      user: { first_name: 'A', last_name: 'B', middle_name: undefined },
      gender: '',
      date_of_birth: null,
    });
  });
});

describe('validatePictureFile', () => {
  it.each<[string, number, string | null]>([
    ['image/png', 1000, null],
    ['image/jpeg', MAX_PICTURE_BYTES - 1, null],
    ['image/jpeg', MAX_PICTURE_BYTES, 'Image size should be less than 5MB'],
    ['image/webp', 10 * 1024 * 1024, 'Image size should be less than 5MB'],
    ['application/pdf', 1000, 'Please select an image file'],
    ['', 1000, 'Please select an image file'],
  ])('%s of %s bytes → %s', (type, size, message) => {
    expect(validatePictureFile({ type, size })).toBe(message);
  });
  it('is 5 MiB', () => {
    expect(MAX_PICTURE_BYTES).toBe(5_242_880);
  });
});
