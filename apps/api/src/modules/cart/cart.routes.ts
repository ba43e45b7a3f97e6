import {
  ApiErrorBodySchema,
  CartReplaceBodySchema,
  CartSyncBodySchema,
  IdParamSchema,
  ServerCartSchema,
} from '@kandamul/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as cart from './cart.service';

const IdParam = IdParamSchema;
const tags = ['cart'];
// Every route needs login, checked on request (before the body is parsed: no token, no validation answers).
const security = [{ bearer: [] }];
const errors = { 400: ApiErrorBodySchema, 401: ApiErrorBodySchema };

/** The logged-in customer's server cart, so a cart follows them across devices. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cart/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The customer's server cart",
        response: { 200: ServerCartSchema, 401: ApiErrorBodySchema },
      },
    },
    async (request) => cart.getCart(app.db, request.userId!),
  );

  app.post(
    '/cart/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Add a quantity of a product (clamped to stock); answers the whole cart',
        body: CartSyncBodySchema,
        response: { 200: ServerCartSchema, 404: ApiErrorBodySchema, 409: ApiErrorBodySchema, ...errors },
      },
    },
    async (request) =>
      cart.addToCart(app.db, request.userId!, request.body.product_id, request.body.quantity),
  );

  app.put(
    '/cart/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'Replace the whole cart (unknown or out-of-stock products dropped, quantities clamped); 409 CART_STALE for a copy older than an order',
        body: CartReplaceBodySchema,
        // CART_STALE carries the server cart as `cart`.
        response: {
          200: ServerCartSchema,
          409: ApiErrorBodySchema.extend({ cart: ServerCartSchema }),
          ...errors,
        },
      },
    },
    async (request) => cart.replaceCart(app.db, request.userId!, request.body),
  );

  app.delete(
    '/cart/:productId/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Remove a product from the cart (204 whether or not it was there)',
        params: z.object({ productId: IdParam }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await cart.removeFromCart(app.db, request.userId!, request.params.productId);
      return reply.status(204).send(null);
    },
  );
};
