import {
  ApiErrorBodySchema,
  IdParamSchema,
  WishlistCreateBodySchema,
  WishlistEntrySchema,
  WishlistListSchema,
} from '@kandamul/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as wishlist from './wishlist.service';

const IdParam = IdParamSchema;
const tags = ['wishlist'];
// Every route needs login, checked on request (before the body is parsed: no token, no validation answers).
const security = [{ bearer: [] }];
const errors = { 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 404: ApiErrorBodySchema };

/** The logged-in customer's wishlist (SPEC §7 paths). */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/create/wishlist/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Add a product to the wishlist: 201 when added, 200 with the entry when already there',
        body: WishlistCreateBodySchema,
        response: { 200: WishlistEntrySchema, 201: WishlistEntrySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { created, entry } = await wishlist.addToWishlist(app.db, request.userId!, request.body.item);
      return reply.status(created ? 201 : 200).send(entry);
    },
  );

  app.delete(
    '/update/wishlist/:id/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Remove a wishlist entry by its id',
        params: z.object({ id: IdParam }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await wishlist.removeFromWishlist(app.db, request.userId!, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/list/wishlist/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The customer's wishlist entries with their products",
        response: { 200: WishlistListSchema, 401: ApiErrorBodySchema },
      },
    },
    async (request) => ({ results: await wishlist.listWishlist(app.db, request.userId!) }),
  );
};
