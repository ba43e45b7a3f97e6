import {
  BuyAgainResponseSchema,
  CancelledOrderListResponseSchema,
  CancelledOrderSchema,
  CancelOrderBodySchema,
  CheckoutBodySchema,
  CheckoutResponseSchema,
  DeliveredProductSchema,
  IdParamSchema,
  OrderListResponseSchema,
  OrderTimelineResponseSchema,
  PageQuerySchema,
  ProductSummarySchema,
} from '@kandamul/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CheckoutLimits } from '../../config';
import { AppError, ErrorResponseSchema } from '../../plugins/errors';
import { byCustomer, byIp, type LimitRule } from '../../plugins/rate-limits';
import { checkoutPayments } from '../payments/payments.service';
import { IDEMPOTENCY_KEY_PATTERN, placeOrder } from './checkout.service';
import * as orders from './orders.service';
import { buyAgain, buyAgainShelf } from './buy-again.service';
import { orderTimelineForCustomer } from './order-timeline.service';

const tags = ['orders'];
const security = [{ bearer: [] }];
const IdParam = z.object({ id: IdParamSchema });
const e = ErrorResponseSchema;
const TEN_MINUTES = 10 * 60_000;

/** Checkouts per customer and per IP (scaled by RATE_LIMIT_FACTOR): each one takes stock. */
function checkoutLimits(limits: CheckoutLimits): LimitRule[] {
  return [
    { name: 'checkout-customer', max: limits.perCustomer, windowMs: TEN_MINUTES, key: byCustomer },
    { name: 'checkout-ip', max: limits.perIp, windowMs: TEN_MINUTES, key: byIp },
  ];
}

/** Checkout, the customer's orders, delivered products, cancellations. All need login. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/checkout/',
    {
      onRequest: app.requireUser,
      preHandler: app.limits.guard(checkoutLimits(app.config.checkout)),
      schema: {
        tags,
        security,
        summary:
          'Place an order. Every amount is recomputed on the server; stock is taken with guarded updates in one transaction (409 OUT_OF_STOCK rolls everything back). Send an Idempotency-Key header (≤128 chars) to make retries safe: the same key and body answer the first order again, the same key with another body 422 IDEMPOTENCY_MISMATCH.',
        headers: z.looseObject({ 'idempotency-key': z.string().optional() }),
        body: CheckoutBodySchema,
        response: { 201: CheckoutResponseSchema, 400: e, 401: e, 404: e, 409: e, 422: e, 429: e },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
        const message = 'The Idempotency-Key header must be 1 to 128 visible ASCII characters.';
        throw new AppError(400, 'VALIDATION', message, { 'Idempotency-Key': [message] });
      }
      const result = await placeOrder(
        {
          db: app.db,
          jobs: app.jobs,
          limits: app.config.checkout,
          payments: checkoutPayments(app.paymentDeps(request.log)),
        },
        request.account!,
        request.body,
        key,
      );
      if (result.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(result.statusCode as 201).send(result.body);
    },
  );

  app.get(
    '/order/list/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The customer's orders with their lines, newest first (paginated)",
        querystring: PageQuerySchema,
        response: { 200: OrderListResponseSchema, 400: e, 401: e },
      },
    },
    async (request) => orders.listOrders(app.db, request.userId!, request.url, request.query),
  );

  app.get(
    '/list/ordered/products/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Products of the customer’s delivered orders (newest first, at most 100)',
        response: { 200: z.array(DeliveredProductSchema), 401: e },
      },
    },
    async (request) => orders.deliveredProducts(app.db, request.userId!),
  );

  app.get(
    '/list/order/cancellation/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The customer's cancelled orders, newest first (paginated)",
        querystring: PageQuerySchema,
        response: { 200: CancelledOrderListResponseSchema, 400: e, 401: e },
      },
    },
    async (request) => orders.listCancellations(app.db, request.userId!, request.url, request.query),
  );

  app.post(
    '/order/cancel/:id/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          "Cancel an order still in 'Order Processing' (else 422 ORDER_NOT_CANCELLABLE): its stock goes back and the voucher use is released",
        params: IdParam,
        body: CancelOrderBodySchema.optional(),
        response: { 200: CancelledOrderSchema, 400: e, 401: e, 404: e, 422: e },
      },
    },
    async (request) =>
      orders.cancelOrder(app.db, request.userId!, request.params.id, request.body?.remarks ?? ''),
  );

  app.post(
    '/order/:id/buy-again/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          "Put a past order's products back in your server cart at today's prices, clamped to stock; sold-out and no-longer-sold products are listed in left_out",
        params: IdParam,
        response: { 200: BuyAgainResponseSchema, 400: e, 401: e, 404: e },
      },
    },
    async (request) => buyAgain(app.db, request.userId!, request.params.id),
  );

  app.get(
    '/order/buy-again/products/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          "The home page's Buy again shelf: products of your delivered orders, most bought first, those in stock before the sold out (at most 12)",
        response: { 200: z.object({ results: z.array(ProductSummarySchema) }), 401: e },
      },
    },
    async (request) => buyAgainShelf(app.db, request.userId!),
  );

  app.get(
    '/order/:id/events/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          "Your order's timeline, oldest first: each status (and payment taken, owed back or refunded) with its time, the rider's name on Out for Delivery and the reason of a failed delivery or a cancellation; another customer's order is 404",
        params: IdParam,
        response: { 200: OrderTimelineResponseSchema, 400: e, 401: e, 404: e },
      },
    },
    async (request) => orderTimelineForCustomer(app.db, request.userId!, request.params.id),
  );
};
