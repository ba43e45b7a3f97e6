import {
  CartLineSubstitutionBodySchema,
  IdParamSchema,
  MyRatingsResponseSchema,
  MyReviewSchema,
  PreferencesSchema,
  PreferencesUpdateSchema,
  ReviewBodySchema,
  StockAlertSchema,
  SubstitutionChoiceSchema,
} from '@kandamul/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../plugins/errors';
import * as habits from './habits.service';

const security = [{ bearer: [] }];
const e = ErrorResponseSchema;
const Id = IdParamSchema;
const ProductParam = z.object({ id: Id });

/**
 * What regular customers come back for: reviews by real buyers, back-in-stock alerts, message
 * preferences and "if out of stock" choices; and the jobs that send order updates and alerts.
 */
export const habitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.work('order-update', (job) => habits.sendOrderUpdate(app.db, app.jobs, job.order_id, job.kind));
  app.jobs.work('back-in-stock', async (job) => {
    await habits.sendBackInStock(app.db, app.jobs, app.config.publicUrl, job.product_id);
  });

  app.post(
    '/product/:id/reviews/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['catalog'],
        security,
        summary:
          'Rate and review a product (1–5 stars, plain text up to 2,000 characters). Only after an order of it was delivered (403 otherwise); a second review replaces the first.',
        params: ProductParam,
        body: ReviewBodySchema,
        response: { 201: z.object({ data: MyReviewSchema }), 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request, reply) => {
      const data = await habits.rateProduct(app.db, request.userId!, request.params.id, request.body);
      return reply.code(201).send({ data });
    },
  );

  app.post(
    '/product/:id/notify/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['catalog'],
        security,
        summary: 'Ask to be told (SMS and/or e-mail by preference) when a sold-out product is back in stock',
        params: ProductParam,
        response: { 201: z.object({ product_id: z.number().int() }), 400: e, 401: e, 404: e, 409: e },
      },
    },
    async (request, reply) => {
      await habits.askToNotify(app.db, request.userId!, request.params.id);
      return reply.code(201).send({ product_id: request.params.id });
    },
  );

  app.delete(
    '/product/:id/notify/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['catalog'],
        security,
        summary: 'Cancel a back-in-stock alert (no alert: nothing to cancel, still 200)',
        params: ProductParam,
        response: { 200: z.object({ product_id: z.number().int() }), 400: e, 401: e, 404: e },
      },
    },
    async (request) => {
      await habits.cancelNotify(app.db, request.userId!, request.params.id);
      return { product_id: request.params.id };
    },
  );

  app.get(
    '/profile/ratings/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['profile'],
        security,
        summary: 'What the customer rated, and delivered products they can still rate',
        response: { 200: MyRatingsResponseSchema, 401: e },
      },
    },
    async (request) => habits.myRatings(app.db, request.userId!),
  );

  app.get(
    '/profile/alerts/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['profile'],
        security,
        summary: "The customer's back-in-stock alerts",
        response: { 200: z.object({ data: z.array(StockAlertSchema) }), 401: e },
      },
    },
    async (request) => ({ data: await habits.myAlerts(app.db, request.userId!) }),
  );

  app.get(
    '/profile/preferences/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['profile'],
        security,
        summary: 'Message channels and language, and the default "if out of stock" choice',
        response: { 200: z.object({ data: PreferencesSchema }), 401: e },
      },
    },
    async (request) => ({ data: await habits.getPreferences(app.db, request.userId!) }),
  );

  app.put(
    '/profile/preferences/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['profile'],
        security,
        summary: 'Change message channels, language or the default "if out of stock" choice',
        body: PreferencesUpdateSchema,
        response: { 200: z.object({ data: PreferencesSchema }), 400: e, 401: e },
      },
    },
    async (request) => ({ data: await habits.updatePreferences(app.db, request.userId!, request.body) }),
  );

  app.get(
    '/cart/substitutions/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['cart'],
        security,
        summary: '"If out of stock" choices per product, and the profile default for the rest',
        response: {
          200: z.object({
            default: SubstitutionChoiceSchema,
            lines: z.array(
              z.object({ product_id: z.number().int(), substitution: SubstitutionChoiceSchema }),
            ),
          }),
          401: e,
        },
      },
    },
    async (request) => habits.lineChoices(app.db, request.userId!),
  );

  app.put(
    '/cart/:productId/substitution/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['cart'],
        security,
        summary:
          'If this product is out of stock: best match, or don\u2019t substitute (refund or don\u2019t charge)',
        params: z.object({ productId: Id }),
        body: CartLineSubstitutionBodySchema,
        response: {
          200: z.object({ product_id: z.number().int(), substitution: SubstitutionChoiceSchema }),
          400: e,
          401: e,
          404: e,
        },
      },
    },
    async (request) =>
      habits.setLineChoice(app.db, request.userId!, request.params.productId, request.body.substitution),
  );
};
