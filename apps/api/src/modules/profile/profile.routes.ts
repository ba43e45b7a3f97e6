import {
  MAX_PICTURE_BYTES,
  MESSAGES,
  ProfileResponseSchema,
  ProfileUpdateBodySchema,
} from '@kandamul/domain';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, fail } from '../../plugins/errors';
import { ProfileService } from './profile.service';
import { byCustomer, type LimitRule } from '../../plugins/rate-limits';

const tags = ['profile'];
// Every route needs login, checked on request (before the body is parsed: no token, no validation answers).
const security = [{ bearer: [] }];
const ProfileEnvelopeSchema = z.object({ data: ProfileResponseSchema });
/** Profile pictures per customer (scaled by RATE_LIMIT_FACTOR). */
const PICTURE_LIMITS: LimitRule[] = [
  { name: 'picture-customer', max: 10, windowMs: 60 * 60_000, key: byCustomer },
];

/** Past this, a multipart upload is cut off with 413 while it streams in. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = new ProfileService(app.db, app.storage, app.log);

  app.get(
    '/profile/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The logged-in customer's own profile",
        response: { 200: ProfileEnvelopeSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => ({ data: await profiles.get(request.userId!) }),
  );

  app.put(
    '/profile/update/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Change names, gender and date of birth (phone and e-mail are read-only)',
        body: ProfileUpdateBodySchema,
        response: {
          200: ProfileEnvelopeSchema.extend({ message: z.string() }),
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
        },
      },
    },
    async (request) => ({
      message: MESSAGES.profileUpdated,
      data: await profiles.update(request.userId!, request.body),
    }),
  );

  // The one route that takes a multipart body. @fastify/multipart is registered for it alone: registered
  // for the whole app, it added two hooks (and a listener) to every request, catalogue reads included.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });

    uploads.post(
      '/change/profile/pic/',
      {
        onRequest: app.requireUser,
        // Each picture is decoded and resized (CPU, memory): a customer gets a few an hour.
        preHandler: app.limits.guard(PICTURE_LIMITS),
        schema: {
          tags,
          security,
          summary: 'Upload a profile picture (multipart field `image`: JPEG, PNG, WebP or GIF under 5 MB)',
          consumes: ['multipart/form-data'],
          response: {
            200: z.object({ success: z.literal(true), message: z.string(), image: z.string() }),
            400: ErrorResponseSchema,
            401: ErrorResponseSchema,
            413: ErrorResponseSchema,
            429: ErrorResponseSchema,
            503: ErrorResponseSchema,
          },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw fail('VALIDATION', MESSAGES.pictureNotImage);
        const part = await request.file();
        if (!part || part.fieldname !== 'image') throw fail('VALIDATION', MESSAGES.pictureNotImage);
        // Throws FST_REQ_FILE_TOO_LARGE (413, the spec's message) past the multipart limit of 5 MB.
        const bytes = await part.toBuffer();
        if (bytes.length >= MAX_PICTURE_BYTES) throw fail('PAYLOAD_TOO_LARGE', MESSAGES.pictureTooLarge);
        const image = await profiles.changePicture(request.userId!, bytes);
        return { success: true as const, message: MESSAGES.pictureUpdated, image };
      },
    );
  });
};
