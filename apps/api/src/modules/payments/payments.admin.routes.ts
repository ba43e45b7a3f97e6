import {
  AdminPaymentsSchema,
  IdParamSchema,
  PaymentIssueListSchema,
  PaymentIssueQuerySchema,
  PaymentMoveSchema,
  RefundInputSchema,
  type Role,
} from '@kandamul/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../plugins/errors';
import * as paymentsAdmin from './payments.admin.service';
import * as payments from './payments.service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const IdParam = z.object({ id: IdParamSchema });
const e = ErrorResponseSchema;

/** The console's door to payments: what each attempt's gateway said, and recording a refund. */
export const paymentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = app.requireRole('staff', 'admin');

  app.get(
    '/admin/orders/:id/payments/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary:
          "The order's payment attempts with every gateway answer and why each is where it is (mismatch, rejected return…) (roles: staff, admin)",
        params: IdParam,
        response: { 200: AdminPaymentsSchema, 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => payments.adminPayments(app.db, request.params.id),
  );

  app.post(
    '/admin/orders/:id/payment/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary:
          "Move the payment: 'refunded' once the refund is made in the wallet's merchant portal, 'paid' for cash settled (roles: staff, admin). 422 ILLEGAL_TRANSITION changes nothing.",
        params: IdParam,
        body: PaymentMoveSchema,
        response: { 200: AdminPaymentsSchema, 400: e, 401: e, 403: e, 404: e, 409: e, 422: e },
      },
    },
    async (request) =>
      payments.staffMovePayment(
        app.db,
        { id: request.userId!, role: request.role as Extract<Role, 'staff' | 'admin'> },
        request.params.id,
        request.body.to,
        request.body.note ?? '',
      ),
  );

  const staff = (request: { userId: number | null; role: Role }) => ({
    id: request.userId!,
    role: request.role as Extract<Role, 'staff' | 'admin'>,
  });

  app.get(
    '/admin/payments/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary:
          'Orders whose money needs staff: kind=refund_due (default), refunded, or double_paid (two or more paid attempts) (roles: staff, admin)',
        querystring: PaymentIssueQuerySchema,
        response: { 200: PaymentIssueListSchema, 400: e, 401: e, 403: e },
      },
    },
    async (request) => paymentsAdmin.listPaymentIssues(app.db, request.url, request.query),
  );

  app.post(
    '/admin/orders/:id/refund/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary:
          "Record the refund made in the wallet's merchant portal with its reference: refund_due → refunded (roles: staff, admin). 422 ILLEGAL_TRANSITION changes nothing.",
        params: IdParam,
        body: RefundInputSchema,
        response: { 200: AdminPaymentsSchema, 400: e, 401: e, 403: e, 404: e, 409: e, 422: e },
      },
    },
    async (request) =>
      paymentsAdmin.recordRefund(
        app.db,
        staff(request),
        request.params.id,
        request.body.reference,
        request.body.note,
      ),
  );

  app.post(
    '/admin/orders/:id/payments/:attempt/refund/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary:
          'An order paid twice: record the refund of one paid attempt with its reference; the order stays paid by the other (roles: staff, admin)',
        params: IdParam.extend({ attempt: IdParamSchema }),
        body: RefundInputSchema,
        response: { 200: AdminPaymentsSchema, 400: e, 401: e, 403: e, 404: e, 422: e },
      },
    },
    async (request) =>
      paymentsAdmin.refundExtraAttempt(
        app.db,
        request.params.id,
        request.params.attempt,
        request.body.reference,
        request.body.note,
      ),
  );
};
