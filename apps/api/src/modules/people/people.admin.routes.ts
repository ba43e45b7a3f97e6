import {
  AdminCustomerDetailSchema,
  AdminCustomerListSchema,
  AdminCustomerQuerySchema,
  BlockInputSchema,
  IdParamSchema,
  PageQuerySchema,
  StaffAccountListSchema,
  StaffAccountSchema,
  StaffCreateSchema,
  StaffPatchSchema,
} from '@kandamul/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../plugins/errors';
import * as people from './people.admin.service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const IdParam = z.object({ id: IdParamSchema });
const e = ErrorResponseSchema;

/** The console's door to people: customers (staff, admins) and the shop's own team (admins only). */
export const peopleAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = app.requireRole('staff', 'admin');
  const adminOnly = app.requireRole('admin');

  app.get(
    '/admin/customers/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Customers, newest first, searched by name, phone or e-mail (roles: staff, admin)',
        querystring: AdminCustomerQuerySchema,
        response: { 200: AdminCustomerListSchema, 400: e, 401: e, 403: e },
      },
    },
    async (request) => people.listCustomers(app.db, request.url, request.query),
  );

  app.get(
    '/admin/customers/:id/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: 'A customer with their orders and addresses (roles: staff, admin)',
        params: IdParam,
        response: { 200: AdminCustomerDetailSchema, 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => people.customerDetail(app.db, request.params.id),
  );

  app.post(
    '/admin/customers/:id/block/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary:
          'Block a customer: they cannot log in or order, every session ends now, their data stays (roles: staff, admin)',
        params: IdParam,
        body: BlockInputSchema,
        response: { 200: AdminCustomerDetailSchema, 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => people.setCustomerBlocked(app.db, request.params.id, request.body.reason),
  );

  app.post(
    '/admin/customers/:id/unblock/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Unblock a customer (roles: staff, admin)',
        params: IdParam,
        response: { 200: AdminCustomerDetailSchema, 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => people.setCustomerBlocked(app.db, request.params.id, null),
  );

  app.get(
    '/admin/staff/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Staff, admins and riders (roles: admin)',
        querystring: PageQuerySchema,
        response: { 200: StaffAccountListSchema, 400: e, 401: e, 403: e },
      },
    },
    async (request) => people.listStaff(app.db, request.url, request.query),
  );

  app.post(
    '/admin/staff/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Add a member of staff, an admin or a rider (roles: admin). 409 when the phone or e-mail is taken.',
        body: StaffCreateSchema,
        response: { 201: StaffAccountSchema, 400: e, 401: e, 403: e, 409: e },
      },
    },
    async (request, reply) => reply.code(201).send(await people.createStaff(app.db, request.body)),
  );

  app.patch(
    '/admin/staff/:id/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Change a member’s role or deactivate/reactivate them; their sessions end at once (roles: admin). The shop keeps one active admin (422).',
        params: IdParam,
        body: StaffPatchSchema,
        response: { 200: StaffAccountSchema, 400: e, 401: e, 403: e, 404: e, 422: e },
      },
    },
    async (request) => people.updateStaff(app.db, request.userId!, request.params.id, request.body),
  );
};
