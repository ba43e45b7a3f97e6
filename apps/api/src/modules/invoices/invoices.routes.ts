import { BuyerPanSchema, IdParamSchema } from '@kandamul/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../plugins/errors';
import * as invoices from './invoices.service';

const tags = ['invoices'];
const security = [{ bearer: [] }];
const IdParam = z.object({ id: IdParamSchema });
const e = ErrorResponseSchema;
const PanResponseSchema = z.object({ pan: z.string().nullable() });

/**
 * The customer's side of VAT invoices: the PDF of a delivered order, and the PAN printed on it. The
 * staff side (list, reprint, credit notes, the monthly sales register) is in invoices.service for the
 * console's routes.
 */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/:id/invoice.pdf',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          "The tax invoice of the customer's delivered order as a PDF (issued on the first download if not yet). 404 for anyone else's order, 409 INVOICE_NOT_READY before delivery; every download after the first is marked 'Copy of Original'.",
        params: IdParam,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('The invoice as application/pdf'), 400: e, 401: e, 404: e, 409: e },
      },
    },
    async (request, reply) => {
      const { pdf, number } = await invoices.customerInvoicePdf(app.db, request.userId!, request.params.id, {
        seller: app.config.seller,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="invoice-${number.replace(/\//g, '-')}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/profile/pan/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'The PAN/VAT number printed on the customer’s invoices (null when none)',
        response: { 200: PanResponseSchema, 401: e },
      },
    },
    async (request) => ({ pan: await invoices.customerPan(app.db, request.userId!) }),
  );

  app.put(
    '/profile/pan/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'Sets (nine digits) or clears (null or blank) the PAN printed on invoices issued from now on',
        body: BuyerPanSchema,
        response: { 200: PanResponseSchema, 400: e, 401: e },
      },
    },
    async (request) => {
      await invoices.setCustomerPan(app.db, request.userId!, request.body.pan);
      return { pan: request.body.pan };
    },
  );
};
