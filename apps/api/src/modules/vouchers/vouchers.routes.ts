import { ApiErrorBodySchema, VoucherApplyBodySchema, VoucherApplyResponseSchema } from '@kandamul/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applyVoucher } from './vouchers.service';

/**
 * Voucher check for the cart. Open to visitors; with a bearer token the customer's own uses count too.
 * A code that does not apply is a 200 with `is_valid: false` and the reason (see the domain contract).
 */
export const voucherRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/voucher/apply/',
    {
      schema: {
        tags: ['vouchers'],
        summary: 'Check a promo code against an order total and return the discount it grants',
        body: VoucherApplyBodySchema,
        response: { 200: VoucherApplyResponseSchema, 400: ApiErrorBodySchema },
      },
    },
    async (request) => applyVoucher(app.db, request.body.code, request.body.order_total, request.userId),
  );
};
