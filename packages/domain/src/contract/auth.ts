import { z } from 'zod';
import { GenderSchema } from '../validation/profile';

/** POST /login/ answer. */
export const LoginResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  user_id: z.number().int().positive(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** POST /token/ answer (for API clients). */
export const TokenPairResponseSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPairResponse = z.infer<typeof TokenPairResponseSchema>;

/** POST /token/refresh/ answer: `{ token: { access, refresh } }` (refresh tokens rotate). */
export const TokenRefreshResponseSchema = z.object({ token: TokenPairResponseSchema });
export type TokenRefreshResponse = z.infer<typeof TokenRefreshResponseSchema>;

/** POST /signup/ answer (201). */
export const SignupResponseSchema = z.object({
  user_id: z.number().int().positive(),
  phone: z.string(),
  message: z.string(),
  /** Names this signup attempt; /otp/public/verify/ needs it once the attempt was replaced. */
  signup_token: z.string(),
});
export type SignupResponse = z.infer<typeof SignupResponseSchema>;

/** E-mail OTP verification answer: carries the password reset token. */
export const EmailOtpVerifyResponseSchema = z.object({
  reset_token: z.string(),
  message: z.string().optional(),
});
export type EmailOtpVerifyResponse = z.infer<typeof EmailOtpVerifyResponseSchema>;

/** POST /reset/password/ answer. */
export const ResetPasswordResponseSchema = z.object({ success: z.literal(true) });
export type ResetPasswordResponse = z.infer<typeof ResetPasswordResponseSchema>;

/** GET /profile/ answer. */
export const ProfileResponseSchema = z.object({
  user: z.object({
    first_name: z.string(),
    middle_name: z.string().nullable(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  profile: z.object({
    date_of_birth: z.iso.date().nullable(),
    gender: GenderSchema,
    image: z.string().nullable(),
  }),
});
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;
