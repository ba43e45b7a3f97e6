import { describe, expect, it } from 'vitest';
import { AddressInputSchema } from './address';
import { SignupInputSchema } from './auth';
import { EditProfileInputSchema, ProfileUpdateBodySchema } from './profile';

// One rule for every name field (fields.ts nameField): what a signup accepts, Edit Profile and an
// address accept, and what one refuses they all refuse.
const valid = ['Sita', 'सीता', 'शर्मा', 'Ram Bahadur', 'राम बहादुर', 'Zoë', '  Sita  ', 'Sita  Devi'];
const invalid = [
  '<script>alert(1)</script>🙂',
  '<b>Sita</b>',
  'Sita🙂',
  'Sita\nSharma',
  'Sita\tSharma',
  'https://evil.example',
  'evil.example/x',
  'Sita1',
  '९८४१',
  "Sita'); DROP",
  'सीता।',
];

const signup = {
  first_name: 'Sita',
  last_name: 'Sharma',
  email: 'sita@example.com',
  phone: '9841000000',
  password: 'Str0ng!pass',
  confirm_password: 'Str0ng!pass',
};
const profile = { first_name: 'Sita', last_name: 'Sharma', gender: 'Female' };
const body = { user: { first_name: 'Sita', last_name: 'Sharma' }, gender: '' };
const address = { location: 'Thamel', province: 3, full_name: 'Sita Sharma', phone: '9841000000' };

const fields: Array<[string, (name: string) => { success: boolean }]> = [
  ['signup first name', (n) => SignupInputSchema.safeParse({ ...signup, first_name: n })],
  ['signup last name', (n) => SignupInputSchema.safeParse({ ...signup, last_name: n })],
  ['edit profile first name', (n) => EditProfileInputSchema.safeParse({ ...profile, first_name: n })],
  ['edit profile middle name', (n) => EditProfileInputSchema.safeParse({ ...profile, middle_name: n })],
  ['edit profile last name', (n) => EditProfileInputSchema.safeParse({ ...profile, last_name: n })],
  [
    'profile update body first name',
    (n) => ProfileUpdateBodySchema.safeParse({ ...body, user: { ...body.user, first_name: n } }),
  ],
  [
    'profile update body middle name',
    (n) => ProfileUpdateBodySchema.safeParse({ ...body, user: { ...body.user, middle_name: n } }),
  ],
  ['address full name', (n) => AddressInputSchema.safeParse({ ...address, full_name: n })],
];

describe.each(fields)('%s', (_field, parse) => {
  it.each(valid)('accepts %j', (name) => expect(parse(name).success).toBe(true));
  it.each(invalid)('refuses %j', (name) => expect(parse(name).success).toBe(false));
});

describe('names are stored one way', () => {
  it('trims, folds runs of spaces and writes NFC', () => {
    const decomposed = 'Zoe\u0308';
    const v = EditProfileInputSchema.parse({
      ...profile,
      first_name: `  ${decomposed}  `,
      last_name: 'Devi  Sharma',
    });
    expect(v.first_name).toBe('Zoë');
    expect(v.last_name).toBe('Devi Sharma');
  });

  it('says which field and why', () => {
    const r = EditProfileInputSchema.safeParse({ ...profile, first_name: '<script>x</script>' });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]).toMatchObject({
      path: ['first_name'],
      message: 'First name must contain only letters',
    });
  });
});
