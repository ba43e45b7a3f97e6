import {
  EmailOtpSendSchema,
  MESSAGES,
  MessageResponseSchema,
  PhoneOtpSendSchema,
  PhoneOtpVerifySchema,
} from '@kandamul/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authServiceFor } from '../auth/auth.service';
import { ErrorResponseSchema } from '../../plugins/errors';
import { LIMITS } from '../auth/limits';

const errors = { 400: ErrorResponseSchema, 429: ErrorResponseSchema };
const tags = ['otp'];

export const otpRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = authServiceFor(app);

  app.post(
    '/otp/public/send/',
    {
      preHandler: app.limits.guard(LIMITS.phoneCodeSend),
      schema: {
        tags,
        summary: 'Text a new verification code to a phone awaiting verification',
        description:
          'Same answer for unknown phones (nothing is sent). 429 OTP_COOLDOWN carries `retry_after`.',
        body: PhoneOtpSendSchema,
        response: { 200: MessageResponseSchema, ...errors, 502: ErrorResponseSchema },
      },
    },
    async (request) => {
      await auth.sendPhoneCode(request.body.phone);
      return { message: MESSAGES.otpSentPhone };
    },
  );

  app.post(
    '/otp/public/verify/',
    {
      preHandler: app.limits.guard(LIMITS.phoneCodeVerify),
      schema: {
        tags,
        summary: 'Check the texted code; marks the phone verified',
        description:
          '`signup_token` (from the signup answer, or a 403 PHONE_NOT_VERIFIED login) binds the code to ' +
          'that attempt; it is required once a signup for the phone was replaced (400 SIGNUP_REPLACED).',
        body: PhoneOtpVerifySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await auth.verifyPhone(request.body.phone, request.body.otp, request.body.signup_token);
      return { message: MESSAGES.otpVerified };
    },
  );

  app.post(
    '/otp/public/send/email/',
    {
      preHandler: app.limits.guard(LIMITS.resetCodeSend('email')),
      schema: {
        tags,
        summary: 'E-mail a new password reset code (same answer for unknown addresses)',
        body: EmailOtpSendSchema,
        response: { 200: MessageResponseSchema, ...errors, 502: ErrorResponseSchema },
      },
    },
    async (request) => {
      await auth.sendEmailCode(request.body.email);
      return { message: MESSAGES.otpSentEmail };
    },
  );
};
