import {
  STOCK_CSV_MAX_BYTES,
  StockImportErrorSchema,
  StockImportPreviewSchema,
  StockImportResultSchema,
} from '@kandamul/domain';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ErrorResponseSchema } from '../../plugins/errors';
import { applyStockCount, exportStockCsv, previewStockCount } from './stock.service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const e = ErrorResponseSchema;
const CsvBody = z
  .string()
  .describe(
    'The stock count as CSV (Content-Type text/csv): a header with slug and counted, one row per product',
  );
const TOO_LARGE = 'The file is larger than 5 MB.';

/**
 * The stock count import (preview, then apply) and the catalogue export, as CSV (roles: staff, admin).
 * The file travels as the request body (text/csv), so the limit of 5 MB is the body limit here.
 */
export const stockAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requireRole('staff', 'admin');

  for (const type of ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel']) {
    app.addContentTypeParser(
      type,
      { parseAs: 'string', bodyLimit: STOCK_CSV_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );
  }
  // Fastify's own "body too large" says which file limit was passed; other errors go to the app's handler.
  app.setErrorHandler((err: FastifyError, _request, _reply) => {
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', TOO_LARGE, { file: [TOO_LARGE] });
    }
    throw err;
  });

  app.get(
    '/admin/stock/export/',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary:
          'The catalogue as CSV: slug, titles, category, prices in rupees, stock, low-stock threshold (roles: staff, admin)',
        produces: ['text/csv'],
        response: { 200: z.any().describe('text/csv, one row per product'), 401: e, 403: e },
      },
    },
    async (_request, reply) => {
      const csv = await exportStockCsv(app.db);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="kandamul-stock-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.post(
    '/admin/stock/import/preview/',
    {
      onRequest: staff,
      bodyLimit: STOCK_CSV_MAX_BYTES,
      schema: {
        tags,
        security,
        summary:
          'Reads a stock count CSV and answers the differences it would make, with what is wrong on which row; changes nothing (roles: staff, admin)',
        consumes: ['text/csv'],
        body: CsvBody,
        response: { 200: StockImportPreviewSchema, 400: e, 401: e, 403: e, 413: e, 415: e },
      },
    },
    async (request) => previewStockCount(app.db, request.body),
  );

  app.post(
    '/admin/stock/import/',
    {
      onRequest: staff,
      bodyLimit: STOCK_CSV_MAX_BYTES,
      schema: {
        tags,
        security,
        summary:
          "Applies a stock count CSV in one transaction: each product's stock becomes its count, with an adjustment movement. Any bad row refuses the whole file (422 STOCK_IMPORT_INVALID, errors by row) (roles: staff, admin)",
        consumes: ['text/csv'],
        body: CsvBody,
        response: {
          200: StockImportResultSchema,
          400: e,
          401: e,
          403: e,
          413: e,
          415: e,
          422: e.extend({ rows_with_errors: z.array(StockImportErrorSchema).optional() }),
        },
      },
    },
    async (request) => applyStockCount(app.db, request.body, request.userId!),
  );
};
