import { AuditListSchema, AuditQuerySchema } from '@kandamul/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '../../plugins/errors';
import { listAudit } from './audit.service';

const e = ErrorResponseSchema;

/** The audit trail's door (role: admin). What writes it is the hook in plugins/audit.ts. */
export const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit/',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary:
          'The audit trail: every change made through the console, newest first, by staff, entity and date range (role: admin)',
        querystring: AuditQuerySchema,
        response: { 200: AuditListSchema, 400: e, 401: e, 403: e },
      },
    },
    async (request) => listAudit(app.db, request.url, request.query),
  );
};
