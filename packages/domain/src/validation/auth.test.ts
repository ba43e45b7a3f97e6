import { describe, expect, it } from 'vitest';
import {
  EmailOtpVerifySchema,
  ForgotPasswordSchema,
  LoginInputSchema,
  OtpCodeSchema,
  PhoneOtpVerifySchema,
  ResetPasswordBodySchema,
  ResetPasswordFormSchema,
  SignupInputSchema,
} from './auth';
import { MESSAGES } from '../errors/messages';
import { errorsOf } from './test-helpers';

describe('LoginInputSchema', () => {
  it.each<[string, unknown, Record<string, string[]>]>([
    ['valid', { phone_or_email: ' 9841000000 ', password: 'secret1' }, {}],
    ['missing username', { password: 'secret1' }, { phone_or_email: ['Username is required'] }],
    [
      'blank username',
      { phone_or_email: '   ', password: 'secret1' },
      { phone_or_email: ['Username is required'] },
    ],
    ['missing password', { phone_or_email: 'a' }, { password: ['Password is required'] }],
    [
      'empty password: one message',
      { phone_or_email: 'a', password: '' },
      { password: ['Password is required'] },
    ],
    [
      'short password',
      { phone_or_email: 'a', password: '12345' },
      { password: ['Password must be at least 6 characters'] },
    ],
    [
      'huge password',
      { phone_or_email: 'a', password: 'x'.repeat(129) },
      { password: ['Must be at most 128 characters'] },
    ],
    [
      'huge username',
      { phone_or_email: 'a'.repeat(256), password: 'secret1' },
      { phone_or_email: ['Must be at most 255 characters'] },
    ],
  ])('%s', (_n, input, errors) => {
    expect(errorsOf(LoginInputSchema, input)).toEqual(errors);
  });

  it('trims the username', () => {
    expect(LoginInputSchema.parse({ phone_or_email: ' a@b.np ', password: 'secret1' }).phone_or_email).toBe(
      'a@b.np',
    );
  });
});

const signup = {
  first_name: 'Sita',
  last_name: 'Sharma',
  email: 'sita@example.com',
  phone: '9841000000',
  password: 'Sita@2026',
  confirm_password: 'Sita@2026',
};

describe('SignupInputSchema', () => {
  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['valid', {}, {}],
    ['Devanagari names', { first_name: 'सीता', last_name: 'शर्मा' }, {}],
    ['two-word first name', { first_name: 'Ram Bahadur' }, {}],
    ['first name required', { first_name: '' }, { first_name: ['First name is required'] }],
    ['first name missing', { first_name: undefined }, { first_name: ['First name is required'] }],
    [
      'first name letters only',
      { first_name: 'Sita1' },
      { first_name: ['First name must contain only letters'] },
    ],
    ['last name required', { last_name: ' ' }, { last_name: ['Last name is required'] }],
    [
      'last name letters only',
      { last_name: 'Sh@rma' },
      { last_name: ['Last name must contain only letters'] },
    ],
    ['name over 100', { first_name: 'a'.repeat(101) }, { first_name: ['Must be at most 100 characters'] }],
    ['email required', { email: '' }, { email: ['Email is required'] }],
    ['email invalid', { email: 'sita@' }, { email: ['Invalid email'] }],
    ['phone required', { phone: '' }, { phone: ['Phone number is required'] }],
    ['phone digits only', { phone: '98410abcde' }, { phone: ['Phone number must contain only numbers'] }],
    ['phone not a mobile', { phone: '1234567890' }, { phone: [MESSAGES.phoneNotNepaliMobile] }],
    ['phone too short', { phone: '98410-0000' }, { phone: [MESSAGES.phoneNotNepaliMobile] }],
    [
      'password required',
      { password: '', confirm_password: '' },
      { password: ['Password is required'], confirm_password: ['Confirm Password is required'] },
    ],
    [
      'password min 3',
      { password: 'ab', confirm_password: 'ab' },
      {
        password: [
          'Password must be at least 3 characters',
          'Password must contain 8+ characters, uppercase, lowercase, number, and special character',
        ],
      },
    ],
    [
      'password strong enough to log in later',
      { password: 'abcdef', confirm_password: 'abcdef' },
      {
        password: [
          'Password must contain 8+ characters, uppercase, lowercase, number, and special character',
        ],
      },
    ],
    ['confirm required', { confirm_password: '' }, { confirm_password: ['Confirm Password is required'] }],
    [
      'passwords must match',
      { confirm_password: 'Sita@2027' },
      { confirm_password: ['Passwords must match'] },
    ],
    [
      'mismatch shown alongside other errors',
      { email: 'x', confirm_password: 'Sita@2027' },
      { email: ['Invalid email'], confirm_password: ['Passwords must match'] },
    ],
  ])('%s', (_n, over, errors) => {
    expect(errorsOf(SignupInputSchema, { ...signup, ...over })).toEqual(errors);
  });
});

describe('OTP schemas', () => {
  it.each([
    ['123456', true],
    [' 123456 ', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    ['', false],
  ])('%j valid=%s', (otp, ok) => {
    const r = OtpCodeSchema.safeParse(otp);
    expect(r.success).toBe(ok);
    if (!r.success) expect(r.error.issues[0]?.message).toBe('Please enter a valid 6-digit OTP');
  });

  it('phone verify needs phone and otp', () => {
    expect(errorsOf(PhoneOtpVerifySchema, { phone: '9841000000', otp: '123456' })).toEqual({});
    expect(errorsOf(PhoneOtpVerifySchema, { otp: '1' })).toEqual({
      phone: ['Phone number is required'],
      otp: ['Please enter a valid 6-digit OTP'],
    });
  });

  it('email verify needs phone_or_email and otp', () => {
    expect(errorsOf(EmailOtpVerifySchema, { phone_or_email: 'a@b.np', otp: '123456' })).toEqual({});
    expect(errorsOf(EmailOtpVerifySchema, { phone_or_email: '', otp: '123456' })).toEqual({
      phone_or_email: ['Please enter your email.'],
    });
  });
});

describe('ForgotPasswordSchema', () => {
  it.each<[unknown, Record<string, string[]>]>([
    [{ phone_or_email: 'a@b.np' }, {}],
    [{ phone_or_email: '9841000000' }, {}],
    [{ phone_or_email: 'not-an-email' }, { phone_or_email: ['Invalid email'] }],
    [{ phone_or_email: 'sita@' }, { phone_or_email: ['Invalid email'] }],
    [{ phone_or_email: '  ' }, { phone_or_email: ['Please enter your email.'] }],
    [{}, { phone_or_email: ['Please enter your email.'] }],
  ])('%j', (input, errors) => {
    expect(errorsOf(ForgotPasswordSchema, input)).toEqual(errors);
  });
});

const STRONG = 'Password must contain 8+ characters, uppercase, lowercase, number, and special character';

describe('ResetPasswordFormSchema', () => {
  it.each<[string, string, string, Record<string, string[]>]>([
    ['valid', 'Abcdef1!', 'Abcdef1!', {}],
    [
      'required',
      '',
      '',
      { new_password: ['Password is required'], confirm_password: ['Confirm Password is required'] },
    ],
    ['too short', 'Abcde1!', 'Abcde1!', { new_password: [STRONG] }],
    ['no upper-case', 'abcdef1!', 'abcdef1!', { new_password: [STRONG] }],
    ['no lower-case', 'ABCDEF1!', 'ABCDEF1!', { new_password: [STRONG] }],
    ['no digit', 'Abcdefg!', 'Abcdefg!', { new_password: [STRONG] }],
    ['no special', 'Abcdefg1', 'Abcdefg1', { new_password: [STRONG] }],
    ['special outside the set', 'Abcdef1?', 'Abcdef1?', { new_password: [STRONG] }],
    ['mismatch', 'Abcdef1!', 'Abcdef1@', { confirm_password: ['Passwords do not match'] }],
    ['confirm missing', 'Abcdef1!', '', { confirm_password: ['Confirm Password is required'] }],
  ])('%s', (_n, new_password, confirm_password, errors) => {
    expect(errorsOf(ResetPasswordFormSchema, { new_password, confirm_password })).toEqual(errors);
  });

  it('body also needs the reset token', () => {
    const body = { new_password: 'Abcdef1!', confirm_password: 'Abcdef1!' };
    expect(errorsOf(ResetPasswordBodySchema, { ...body, reset_token: 'tok' })).toEqual({});
    expect(errorsOf(ResetPasswordBodySchema, body)).toEqual({
      reset_token: ['Missing reset token. Please verify OTP again.'],
    });
  });
});
