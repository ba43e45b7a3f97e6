import {
  AdminSlotCreateSchema,
  AdminSlotTemplateListSchema,
  AdminSlotTemplateSchema,
  AdminSlotUpdateSchema,
  IdParamSchema,
} from '@kandamul/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../plugins/errors';
import * as slots from './slots.admin.service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const e = ErrorResponseSchema;
const params = z.object({ id: IdParamSchema });

/** The console's door to delivery slots: each station's daily windows (docs/decisions/018). */
export const slotAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = app.requireRole('staff', 'admin');

  app.get(
    '/admin/slots/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary:
          "Every station's delivery windows (every day or one weekday, Nepal times, capacity, cut-off in minutes) (roles: staff, admin)",
        response: { 200: AdminSlotTemplateListSchema, 401: e, 403: e },
      },
    },
    async () => slots.adminSlots(app.db),
  );

  app.post(
    '/admin/slots/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary:
          'Add a window at a station: 400 when it ends before it starts, capacity < 0 or a cut-off out of 0–10080 minutes; 409 when one starts then already (roles: staff, admin)',
        body: AdminSlotCreateSchema,
        response: { 201: AdminSlotTemplateSchema, 400: e, 401: e, 403: e, 404: e, 409: e },
      },
    },
    async (request, reply) => reply.code(201).send(await slots.addSlot(app.db, request.body)),
  );

  app.patch(
    '/admin/slots/:id/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary:
          "A window's capacity and/or cut-off, for every date at once; a lower capacity never removes orders (roles: staff, admin)",
        params,
        body: AdminSlotUpdateSchema,
        response: { 200: AdminSlotTemplateSchema, 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => slots.changeSlot(app.db, request.params.id, request.body),
  );

  app.delete(
    '/admin/slots/:id/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary:
          'Remove a window: no longer offered at checkout; orders already in its slots keep them (roles: staff, admin)',
        params,
        response: { 204: z.null(), 401: e, 403: e, 404: e },
      },
    },
    async (request, reply) => {
      await slots.removeSlot(app.db, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
