import {
  AdminProductCreateSchema,
  AdminProductListSchema,
  AdminProductPatchSchema,
  AdminProductQuerySchema,
  AdminProductSchema,
  IdParamSchema,
  PageQuerySchema,
  StockChangeResponseSchema,
  StockChangeSchema,
  StockMovementListSchema,
} from '@kandamul/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../plugins/errors';
import * as admin from './catalog.admin.service';
import { adjustProductStock, productMovements } from './stock.service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const IdParam = z.object({ id: IdParamSchema });
const e = ErrorResponseSchema;

/** The console's door to the catalogue: products, prices and stock (roles: staff, admin). */
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requireRole('staff', 'admin');
  const adminOnly = app.requireRole('admin');

  app.get(
    '/admin/products/',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary: 'Products for the console, searchable by title or slug (roles: staff, admin)',
        querystring: AdminProductQuerySchema,
        response: { 200: AdminProductListSchema, 400: e, 401: e, 403: e },
      },
    },
    async (request) => admin.listProducts(app.db, request.url, request.query),
  );

  app.post(
    '/admin/products/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Add a product: titles, descriptions, category, prices in rupees, pack, organic, low-stock threshold; stock 0 (role: admin)',
        body: AdminProductCreateSchema,
        response: { 201: AdminProductSchema, 400: e, 401: e, 403: e },
      },
    },
    async (request, reply) => reply.status(201).send(await admin.createProduct(app.db, request.body)),
  );

  app.get(
    '/admin/products/:id/',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary: 'One product as the console edits it (roles: staff, admin)',
        params: IdParam,
        response: { 200: AdminProductSchema, 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => admin.getProduct(app.db, request.params.id),
  );

  app.patch(
    '/admin/products/:id/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Edit a product: titles, prices in rupees, flags, low-stock threshold, active or hidden (role: admin)',
        params: IdParam,
        body: AdminProductPatchSchema,
        response: { 200: AdminProductSchema, 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => admin.patchProduct(app.db, request.params.id, request.body),
  );

  app.get(
    '/admin/products/:id/stock/',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary: "A product's stock movements, newest first (roles: staff, admin)",
        params: IdParam,
        querystring: PageQuerySchema,
        response: { 200: StockMovementListSchema, 400: e, 401: e, 403: e },
      },
    },
    async (request) => productMovements(app.db, request.url, request.params.id, request.query),
  );

  app.post(
    '/admin/products/:id/stock/',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary:
          'Change stock by hand with a reason (restock, damage, adjustment); 409 when it would go below zero (roles: staff, admin)',
        params: IdParam,
        body: StockChangeSchema,
        response: { 201: StockChangeResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e },
      },
    },
    async (request, reply) => {
      const result = await adjustProductStock(app.db, {
        productId: request.params.id,
        change: request.body.change,
        reason: request.body.reason,
        staffId: request.userId!,
        ...(request.body.note !== undefined ? { note: request.body.note } : {}),
      });
      return reply.status(201).send(result);
    },
  );
};
