import {
  AdminReviewSchema,
  IdParamSchema,
  MarkShortBodySchema,
  PageQuerySchema,
  paginated,
  ReviewHideBodySchema,
  ShortLineViewSchema,
} from '@kandamul/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../plugins/errors';
import * as habits from './habits.service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const e = ErrorResponseSchema;
const Id = IdParamSchema;

/** The console's doors to reviews (hide with a reason) and to short order lines (substitutions). */
export const habitAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = app.requireRole('staff', 'admin');

  app.get(
    '/admin/reviews/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Reviews, newest first; `hidden=true|false` filters (roles: staff, admin)',
        querystring: PageQuerySchema.extend({
          hidden: z.enum(['true', 'false']).optional(),
        }),
        response: { 200: paginated(AdminReviewSchema), 400: e, 401: e, 403: e },
      },
    },
    async (request) => {
      const { hidden, ...page } = request.query;
      return habits.adminReviews(app.db, request.url, {
        ...page,
        hidden: hidden === undefined ? undefined : hidden === 'true',
      });
    },
  );

  app.put(
    '/admin/reviews/:id/hidden/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Hide a review (a reason is required) or show it again (roles: staff, admin)',
        params: z.object({ id: Id }),
        body: ReviewHideBodySchema,
        response: {
          200: z.object({ id: z.number().int(), hidden: z.boolean() }),
          400: e,
          401: e,
          403: e,
          404: e,
        },
      },
    },
    async (request) => {
      await habits.hideReview(app.db, request.userId!, request.params.id, request.body);
      return { id: request.params.id, hidden: request.body.hidden };
    },
  );

  app.get(
    '/admin/orders/:id/short-lines/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary:
          'An order\'s lines with the customer\'s "if out of stock" choice and the suggested match (roles: staff, admin)',
        params: z.object({ id: Id }),
        response: { 200: z.object({ data: z.array(ShortLineViewSchema) }), 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => ({ data: await habits.shortLines(app.db, request.params.id) }),
  );

  app.post(
    '/admin/orders/:id/lines/:lineId/short/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary:
          'Mark a line short: substitute another product of its category, or remove it (not charged); the total is recomputed and the customer told by SMS (roles: staff, admin)',
        params: z.object({ id: Id, lineId: Id }),
        body: MarkShortBodySchema,
        response: {
          200: z.object({
            id: z.number().int(),
            order_id: z.number().int(),
            from_product_id: z.number().int(),
            to_product_id: z.number().int().nullable(),
            quantity: z.number().int(),
            subtotal: z.number(),
            discount: z.number(),
            total_amount: z.number(),
          }),
          400: e,
          401: e,
          403: e,
          404: e,
          422: e,
        },
      },
    },
    async (request) =>
      habits.markShort(
        app.db,
        app.jobs,
        request.userId!,
        request.params.id,
        request.params.lineId,
        request.body,
      ),
  );
};
