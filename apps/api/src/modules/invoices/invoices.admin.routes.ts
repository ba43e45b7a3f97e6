import {
  AdminInvoiceListSchema,
  AdminInvoiceSchema,
  CreditNoteInputSchema,
  IdParamSchema,
  PageQuerySchema,
  SalesRegisterQuerySchema,
} from '@kandamul/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, fail } from '../../plugins/errors';
import * as invoices from './invoices.service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const IdParam = z.object({ id: IdParamSchema });
const e = ErrorResponseSchema;

/** The console's door to VAT invoices: the list, reprints, credit notes and the monthly sales register. */
export const invoiceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = app.requireRole('staff', 'admin');
  const adminOnly = app.requireRole('admin');

  app.get(
    '/admin/invoices/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Invoices and credit notes, newest first, with BS and AD dates (roles: staff, admin)',
        querystring: PageQuerySchema,
        response: { 200: AdminInvoiceListSchema, 400: e, 401: e, 403: e },
      },
    },
    async (request) => invoices.listInvoices(app.db, request.url, request.query),
  );

  app.get(
    '/admin/invoices/:id/pdf/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary:
          "Reprint an invoice or credit note as PDF: 'Copy of Original' once the original was printed (roles: staff, admin)",
        params: IdParam,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('The invoice as application/pdf'), 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request, reply) => {
      const { pdf, number } = await invoices.reprintInvoice(app.db, request.params.id, request.userId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="invoice-${number.replace(/\//g, '-')}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/admin/orders/:id/credit-note/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          "Issue a credit note for the order's invoice, with the reason (roles: admin). 404 INVOICE_NOT_FOUND, 409 INVOICE_ALREADY_CREDITED.",
        params: IdParam,
        body: CreditNoteInputSchema,
        response: { 201: AdminInvoiceSchema, 400: e, 401: e, 403: e, 404: e, 409: e },
      },
    },
    async (request, reply) => {
      const row = await invoices.issueCreditNote(app.db, request.params.id, request.body.reason, {
        seller: app.config.seller,
      });
      return reply.code(201).send({
        id: row.id,
        kind: row.kind,
        number: row.number,
        order_id: row.orderId,
        date_bs: row.dateBs,
        date_ad: row.dateAd,
        buyer_name: row.buyerName,
        buyer_pan: row.buyerPan,
        total: row.totalPaisa / 100,
      });
    },
  );

  app.get(
    '/admin/invoices/sales-register/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: 'The sales register of one BS month as CSV, ?year=2083&month=8 (roles: staff, admin)',
        querystring: SalesRegisterQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.any().describe('text/csv'), 400: e, 401: e, 403: e },
      },
    },
    async (request, reply) => {
      const { year, month } = request.query;
      const csv = await invoices.salesRegisterCsv(app.db, year, month);
      if (csv === null) throw fail('BAD_REQUEST', 'The calendar does not cover this month.');
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="sales-register-${year}-${String(month).padStart(2, '0')}.csv"`,
        )
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
};
