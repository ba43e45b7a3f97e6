import {
  CashSettlementInputSchema,
  CashSettlementListSchema,
  CashSettlementSchema,
  IdParamSchema,
  PageQuerySchema,
  PickListSchema,
  RiderCashListSchema,
} from '@kandamul/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '../../plugins/errors';
import type { StaffRef } from './orders.admin.service';
import * as ops from './ops.admin.service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const e = ErrorResponseSchema;

/** The console's door to the day's work around orders: the pick list and riders' cash. */
export const orderOpsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = app.requireRole('staff', 'admin');
  const who = (request: { userId: number | null; role: StaffRef['role'] }): StaffRef => ({
    id: request.userId!,
    role: request.role,
  });

  app.get(
    '/admin/pick-list/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary:
          'Orders to pack (oldest first) and their lines by category, summed per product (roles: staff, admin)',
        response: { 200: PickListSchema, 401: e, 403: e },
      },
    },
    async () => ops.pickList(app.db),
  );

  app.get(
    '/admin/cash/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary:
          'Per rider, the delivered cash-on-delivery orders not yet settled and the cash expected (roles: staff, admin)',
        response: { 200: RiderCashListSchema, 401: e, 403: e },
      },
    },
    async () => ops.riderCash(app.db),
  );

  app.get(
    '/admin/cash/settlements/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary:
          'Cash settlements, newest first, with expected, received and difference (roles: staff, admin)',
        querystring: PageQuerySchema.extend({
          rider_id: IdParamSchema.optional(),
        }),
        response: { 200: CashSettlementListSchema, 400: e, 401: e, 403: e },
      },
    },
    async (request) => ops.listSettlements(app.db, request.url, request.query),
  );

  app.post(
    '/admin/cash/settlements/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary:
          'Record what a rider handed over: exactly the named orders are marked paid, the difference is kept (roles: staff, admin). 422 CASH_ORDER_NOT_SETTLEABLE changes nothing.',
        body: CashSettlementInputSchema,
        response: { 201: CashSettlementSchema, 400: e, 401: e, 403: e, 409: e, 422: e },
      },
    },
    async (request, reply) => reply.code(201).send(await ops.settleCash(app.db, who(request), request.body)),
  );
};
