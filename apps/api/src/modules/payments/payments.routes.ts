import {
  IdParamSchema,
  PaymentCashResponseSchema,
  PaymentRedirectSchema,
  PaymentRetryBodySchema,
  PaymentViewSchema,
} from '@kandamul/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../plugins/errors';
import * as payments from './payments.service';

const tags = ['payments'];
const security = [{ bearer: [] }];
const OrderParam = z.object({ order_id: IdParamSchema });
const e = ErrorResponseSchema;
const RESULT_PAGE = '/payment/result';

const resultUrl = (orderId: number | null) =>
  orderId === null ? `${RESULT_PAGE}?error=unknown` : `${RESULT_PAGE}?order=${orderId}`;

/**
 * Wallet payments: the gateways' return addresses (they verify, confirm with the gateway's status
 * API and send the browser to /payment/result), the owner's view of a payment, Try again, and
 * Pay on delivery instead.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments/esewa/return/',
    {
      schema: {
        tags,
        summary:
          "eSewa's success_url (?data=<base64 signed JSON>) and failure_url (?failed=<transaction_uuid>): confirms with eSewa's status API, then 303 to /payment/result",
        querystring: z.looseObject({
          data: z.string().max(4096).optional(),
          failed: z.string().max(200).optional(),
        }),
        response: { 303: z.null(), 400: e },
      },
    },
    async (request, reply) => {
      const deps = app.paymentDeps(request.log);
      const { data, failed } = request.query;
      let orderId: number | null = null;
      if (data) {
        orderId = await payments.handleEsewaSuccess(deps, app.config.payments.esewa?.secretKey ?? '', data);
      } else if (failed) {
        // eSewa may append its own "?data=" to a failure_url that already has a query.
        const reference = failed.split('?')[0]!;
        orderId = await payments.handleReturn(deps, 'esewa', reference, {
          returnedFailed: true,
          source: 'esewa failure return',
        });
      }
      return reply.redirect(resultUrl(orderId), 303);
    },
  );

  app.get(
    '/payments/khalti/return/',
    {
      schema: {
        tags,
        summary:
          "Khalti's return_url (?pidx=…&status=…): confirms with Khalti's lookup API, then 303 to /payment/result",
        querystring: z.looseObject({ pidx: z.string().max(100).optional() }),
        response: { 303: z.null(), 400: e },
      },
    },
    async (request, reply) => {
      const pidx = request.query.pidx;
      const orderId = pidx
        ? await payments.handleReturn(app.paymentDeps(request.log), 'khalti', pidx, {
            source: 'khalti return',
          })
        : null;
      return reply.redirect(resultUrl(orderId), 303);
    },
  );

  app.get(
    '/payments/:order_id/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          "The order's payment status and attempts (owner only); a pending attempt not asked for 15 s is confirmed with its gateway first",
        params: OrderParam,
        response: { 200: PaymentViewSchema, 400: e, 401: e, 404: e },
      },
    },
    async (request) =>
      payments.paymentView(app.paymentDeps(request.log), request.userId!, request.params.order_id),
  );

  app.post(
    '/payments/:order_id/retry/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'A new payment attempt (Try again, Pay now) for the owner’s order while it is unpaid, processing and not expired',
        params: OrderParam,
        body: PaymentRetryBodySchema.optional(),
        response: { 201: PaymentRedirectSchema, 400: e, 401: e, 404: e, 422: e, 502: e },
      },
    },
    async (request, reply) => {
      const redirect = await payments.retryPayment(
        app.paymentDeps(request.log),
        request.userId!,
        request.params.order_id,
        request.body?.gateway,
      );
      return reply.status(201).send(redirect);
    },
  );

  app.post(
    '/payments/:order_id/cash/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Pay on delivery instead: a failed wallet payment becomes cash on delivery (owner only)',
        params: OrderParam,
        response: { 200: PaymentCashResponseSchema, 401: e, 404: e, 422: e },
      },
    },
    async (request) => ({
      payment_status: await payments.payOnDelivery(app.db, request.userId!, request.params.order_id),
    }),
  );
};
