import {
  EmailOtpVerifyResponseSchema,
  EmailOtpVerifySchema,
  ForgotPasswordSchema,
  LoginInputSchema,
  LoginResponseSchema,
  MESSAGES,
  MessageResponseSchema,
  RefreshTokenBodySchema,
  ResetPasswordBodySchema,
  ResetPasswordResponseSchema,
  SignupInputSchema,
  SignupResponseSchema,
  TokenPairResponseSchema,
  TokenRefreshResponseSchema,
} from '@kandamul/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ErrorResponseSchema } from '../../plugins/errors';
import { authServiceFor } from './auth.service';
import { LIMITS } from './limits';
import { clearPageSession, setPageSession } from './page-session';

const errors = { 400: ErrorResponseSchema, 429: ErrorResponseSchema };
const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = authServiceFor(app);
  app.jobs.work('password-reset-code', (job) => auth.sendResetCodeJob(job.identifier));

  app.post(
    '/signup/',
    {
      preHandler: app.limits.guard(LIMITS.signup),
      schema: {
        tags,
        summary: 'Register a customer and text a verification code',
        body: SignupInputSchema,
        response: { 201: SignupResponseSchema, ...errors, 502: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { userId, phone, signupToken } = await auth.signup(request.body);
      return reply.status(201).send({
        user_id: userId,
        phone,
        message: MESSAGES.registrationSuccessful,
        signup_token: signupToken,
      });
    },
  );

  app.post(
    '/login/',
    {
      preHandler: app.limits.guard(LIMITS.login),
      schema: {
        tags,
        summary: 'Log in with a phone number or e-mail and a password',
        description:
          '403 PHONE_NOT_VERIFIED carries `phone` and `signup_token` (a new code is texted when the minute allows).',
        body: LoginInputSchema,
        response: {
          200: LoginResponseSchema,
          ...errors,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const s = await auth.login(request.body.phone_or_email, request.body.password);
      // The storefront's login: its pages may now be rendered signed in (decision 045).
      await setPageSession(app.pageSessions, request, reply, s);
      return { access_token: s.access, refresh_token: s.refresh, user_id: s.userId };
    },
  );

  app.post(
    '/token/',
    {
      preHandler: app.limits.guard(LIMITS.login),
      schema: {
        tags,
        summary: 'A token pair for API clients',
        body: LoginInputSchema,
        response: {
          200: TokenPairResponseSchema,
          ...errors,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const s = await auth.login(request.body.phone_or_email, request.body.password);
      return { access: s.access, refresh: s.refresh };
    },
  );

  app.post(
    '/token/refresh/',
    {
      preHandler: app.limits.guard(LIMITS.refresh),
      schema: {
        tags,
        summary: 'Swap a refresh token for a new pair (the old one stops working)',
        body: RefreshTokenBodySchema,
        response: { 200: TokenRefreshResponseSchema, ...errors, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      let s;
      try {
        s = await auth.refresh(request.body.refresh);
      } catch (err) {
        // The login is over (expired, reused, blocked): so are its pages.
        clearPageSession(request, reply);
        throw err;
      }
      // Renewed with the login, and carrying its current token version (decision 045).
      await setPageSession(app.pageSessions, request, reply, s);
      return { token: { access: s.access, refresh: s.refresh } };
    },
  );

  app.post(
    '/logout/',
    {
      preHandler: app.limits.guard(LIMITS.refresh),
      schema: {
        tags,
        summary: 'End the login a refresh token belongs to',
        body: RefreshTokenBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await auth.logout(request.body.refresh);
      clearPageSession(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/forgot/password/',
    {
      preHandler: app.limits.guard(LIMITS.resetCodeSend('phone_or_email')),
      schema: {
        tags,
        summary: 'E-mail a password reset code (same answer whether or not the account exists)',
        body: ForgotPasswordSchema,
        response: { 200: MessageResponseSchema, ...errors, 502: ErrorResponseSchema },
      },
    },
    async (request) => {
      // Only the job is written here (the same for every address); the look-up and the mail are its work.
      await auth.forgotPassword(request.body.phone_or_email);
      return { message: MESSAGES.resetLinkSent };
    },
  );

  for (const url of ['/validate/otp', '/validate/otp/']) {
    app.post(
      url,
      {
        preHandler: app.limits.guard(LIMITS.resetCodeVerify),
        schema: {
          tags,
          summary: 'Check the e-mailed reset code; answers a single-use reset token (15 minutes)',
          body: EmailOtpVerifySchema,
          response: { 200: EmailOtpVerifyResponseSchema, ...errors },
        },
      },
      async (request) => {
        const token = await auth.verifyResetCode(request.body.phone_or_email, request.body.otp);
        return { reset_token: token, message: MESSAGES.otpVerified };
      },
    );
  }

  app.get(
    '/email/confirm/',
    {
      preHandler: app.limits.guard(LIMITS.resetPassword),
      schema: {
        tags,
        summary: 'The link of the e-mail confirmation: confirms the account e-mail address (a small page)',
        description:
          'Answers a small HTML page; 400 BAD_REQUEST for a link that is not valid or has expired.',
        querystring: z.object({ token: z.string().max(300).optional() }),
      },
    },
    async (request, reply) => {
      const ok = request.query.token ? await auth.confirmEmail(request.query.token) : false;
      if (!ok) throw new AppError(400, 'BAD_REQUEST', 'This confirmation link is not valid or has expired.');
      const page =
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Kandamul</title>` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"></head><body>` +
        `<p>Your e-mail address is confirmed. Order confirmations will now reach you here too.</p>` +
        `<p><a href="/">Go to the Kandamul shop</a></p></body></html>`;
      return reply
        .status(200)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page);
    },
  );

  app.post(
    '/reset/password/',
    {
      preHandler: app.limits.guard(LIMITS.resetPassword),
      schema: {
        tags,
        summary: 'Set a new password with a reset token; ends every login of the account',
        body: ResetPasswordBodySchema,
        response: { 200: ResetPasswordResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await auth.resetPassword(request.body.reset_token, request.body.new_password);
      // Every login of the account has ended (token version); this browser forgets its page session too.
      clearPageSession(request, reply);
      return { success: true as const };
    },
  );
};
