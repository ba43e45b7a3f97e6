import {
  EditProfileInputSchema,
  ForgotPasswordSchema,
  LoginInputSchema,
  MESSAGES,
  OtpCodeSchema,
  ResetPasswordFormSchema,
  SignupInputSchema,
} from '@kandamul/domain';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../lib/i18n/locales/ne/account';

describe('Nepali account messages', () => {
  it('translate every account message of SPEC §8 the screens show', () => {
    const shown = [
      MESSAGES.invalidCredentials,
      MESSAGES.loginSuccessful,
      MESSAGES.registrationSuccessful,
      MESSAGES.somethingWentWrongBang,
      MESSAGES.unexpectedErrorDot,
      MESSAGES.otpSentPhone,
      MESSAGES.otpSentEmail,
      MESSAGES.otpSendFailed,
      MESSAGES.unexpectedError,
      MESSAGES.otpVerified,
      MESSAGES.otpInvalid,
      MESSAGES.resetTokenNotReceived,
      MESSAGES.phoneNotFound,
      MESSAGES.emailNotFound,
      MESSAGES.somethingWentWrongTryAgain,
      MESSAGES.networkError,
      MESSAGES.resetLinkSent,
      MESSAGES.missingResetToken,
      MESSAGES.resetFailed,
      MESSAGES.somethingWentWrong,
      MESSAGES.passwordChanged,
      MESSAGES.pictureUpdated,
      MESSAGES.pictureUpdateFailed,
      MESSAGES.pictureUpdateError,
      MESSAGES.profileUpdated,
      MESSAGES.profileUpdateFailed,
      MESSAGES.unexpectedResponse,
      MESSAGES.profileUpdateError,
      MESSAGES.pictureNotImage,
      MESSAGES.pictureTooLarge,
    ];
    expect(shown.filter((m) => !accountMessages[m])).toEqual([]);
  });
});

describe('Nepali validation messages', () => {
  it.each<[string, { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } }, unknown[]]>([
    [
      'login',
      LoginInputSchema,
      [
        {},
        { phone_or_email: 'a', password: '1' },
        { phone_or_email: 'x'.repeat(300), password: 'x'.repeat(200) },
      ],
    ],
    [
      'signup',
      SignupInputSchema,
      [
        {},
        { first_name: 'S1', last_name: 'S1', email: 'x', phone: 'a', password: 'a', confirm_password: 'b' },
        {
          first_name: 'a'.repeat(101),
          last_name: 'S',
          email: 'a@b.np',
          phone: '98',
          password: 'abcd',
          confirm_password: 'abcd',
        },
      ],
    ],
    ['otp', OtpCodeSchema, ['12', undefined]],
    ['forgot', ForgotPasswordSchema, [{}]],
    ['reset', ResetPasswordFormSchema, [{}, { new_password: 'abc', confirm_password: 'abd' }]],
    [
      'edit profile',
      EditProfileInputSchema,
      [
        {},
        { first_name: 'a', last_name: 'b', date_of_birth: '2999-01-01', gender: 'x' },
        { first_name: 'a', last_name: 'b', date_of_birth: '1999-02-31' },
      ],
    ],
  ])('every %s message has Nepali', (_name, schema, inputs) => {
    const messages = inputs.flatMap(
      (input) => schema.safeParse(input).error?.issues.map((i) => i.message) ?? [],
    );
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((m) => !accountMessages[m])).toEqual([]);
  });
});
