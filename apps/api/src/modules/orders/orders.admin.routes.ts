import {
  AdminOrderDetailSchema,
  AdminOrderListSchema,
  AdminOrderQuerySchema,
  DashboardSchema,
  IdParamSchema,
  OrderStatusMoveSchema,
  RiderSchema,
} from '@kandamul/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../plugins/errors';
import * as admin from './orders.admin.service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const IdParam = z.object({ id: IdParamSchema });
const e = ErrorResponseSchema;

/** The console's door to orders: staff and admins run them, riders see and move their deliveries. */
export const orderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const everyone = app.requireRole('staff', 'admin', 'rider');
  const staffOnly = app.requireRole('staff', 'admin');
  const who = (request: { userId: number | null; role: admin.StaffRef['role'] }): admin.StaffRef => ({
    id: request.userId!,
    role: request.role,
  });

  app.get(
    '/admin/orders/',
    {
      onRequest: everyone,
      schema: {
        tags,
        security,
        summary: 'Orders, filtered and paginated (roles: staff, admin; a rider sees only their deliveries)',
        querystring: AdminOrderQuerySchema,
        response: { 200: AdminOrderListSchema, 400: e, 401: e, 403: e },
      },
    },
    async (request) => admin.listOrders(app.db, who(request), request.url, request.query),
  );

  app.get(
    '/admin/orders/:id/',
    {
      onRequest: everyone,
      schema: {
        tags,
        security,
        summary: 'One order with lines, customer, address and timeline (roles: staff, admin, assigned rider)',
        params: IdParam,
        response: { 200: AdminOrderDetailSchema, 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => admin.orderDetail(app.db, who(request), request.params.id),
  );

  app.post(
    '/admin/orders/:id/status/',
    {
      onRequest: everyone,
      schema: {
        tags,
        security,
        summary:
          "Move an order through the state machine (roles: staff, admin; a rider only their own deliveries to 'Delivered' or 'Delivery Failed'). 422 ILLEGAL_TRANSITION changes nothing.",
        params: IdParam,
        body: OrderStatusMoveSchema,
        response: { 200: AdminOrderDetailSchema, 400: e, 401: e, 403: e, 404: e, 409: e, 422: e },
      },
    },
    async (request) => admin.changeStatus(app.db, who(request), request.params.id, request.body),
  );

  app.get(
    '/admin/riders/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: 'The riders an order can be handed to (roles: staff, admin)',
        response: { 200: z.array(RiderSchema), 401: e, 403: e },
      },
    },
    async () => admin.riders(app.db),
  );

  app.get(
    '/admin/dashboard/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary:
          "Today's orders and revenue, orders waiting per status, low stock, 30 days, failed jobs (roles: staff, admin)",
        response: { 200: DashboardSchema, 401: e, 403: e },
      },
    },
    async () => {
      const [figures, failedJobs] = await Promise.all([admin.dashboard(app.db), app.jobs.countFailed()]);
      return { ...figures, failed_jobs: failedJobs };
    },
  );
};
