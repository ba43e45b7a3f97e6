import {
  AdminVoucherCreateSchema,
  AdminVoucherListSchema,
  AdminVoucherPatchSchema,
  AdminVoucherQuerySchema,
  AdminVoucherSchema,
  IdParamSchema,
  PageQuerySchema,
  VoucherRedemptionListSchema,
} from '@kandamul/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../plugins/errors';
import * as admin from './vouchers.admin.service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const IdParam = z.object({ id: IdParamSchema });
const e = ErrorResponseSchema;

/** The console's vouchers: staff see them and their redemptions; admins create and edit them. */
export const voucherAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requireRole('staff', 'admin');
  const adminOnly = app.requireRole('admin');

  app.get(
    '/admin/vouchers/',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary: 'Vouchers, newest first, searchable by code (roles: staff, admin)',
        querystring: AdminVoucherQuerySchema,
        response: { 200: AdminVoucherListSchema, 400: e, 401: e, 403: e },
      },
    },
    async (request) => admin.listVouchers(app.db, request.url, request.query),
  );

  app.post(
    '/admin/vouchers/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Create a voucher (money in rupees); 409 when the code is taken (role: admin)',
        body: AdminVoucherCreateSchema,
        response: { 201: AdminVoucherSchema, 400: e, 401: e, 403: e, 409: e },
      },
    },
    async (request, reply) => reply.status(201).send(await admin.createVoucher(app.db, request.body)),
  );

  app.get(
    '/admin/vouchers/:id/',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary: 'One voucher with its use count (roles: staff, admin)',
        params: IdParam,
        response: { 200: AdminVoucherSchema, 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => admin.getVoucher(app.db, request.params.id),
  );

  app.patch(
    '/admin/vouchers/:id/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Edit a voucher; is_active false disables it (role: admin)',
        params: IdParam,
        body: AdminVoucherPatchSchema,
        response: { 200: AdminVoucherSchema, 400: e, 401: e, 403: e, 404: e, 409: e },
      },
    },
    async (request) => admin.patchVoucher(app.db, request.params.id, request.body),
  );

  app.get(
    '/admin/vouchers/:id/redemptions/',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary: 'Who used a voucher, on which order, newest first (roles: staff, admin)',
        params: IdParam,
        querystring: PageQuerySchema,
        response: { 200: VoucherRedemptionListSchema, 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => admin.voucherRedemptions(app.db, request.url, request.params.id, request.query),
  );
};
