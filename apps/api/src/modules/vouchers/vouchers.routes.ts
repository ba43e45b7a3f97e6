import { ApiErrorBodySchema, VoucherApplyBodySchema, VoucherApplyResponseSchema } from '@kandamul/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '../../plugins/errors';
import { byCustomer, byIp, type LimitRule } from '../../plugins/rate-limits';
import { applyVoucher } from './vouchers.service';

const MINUTE = 60_000;

/**
 * Codes are guessable words: a shopper tries a few, a guesser thousands. Limited by IP and by customer,
 * like login (scaled by RATE_LIMIT_FACTOR).
 */
export const VOUCHER_LIMITS: LimitRule[] = [
  { name: 'voucher-ip', max: 20, windowMs: MINUTE, key: byIp },
  { name: 'voucher-ip-hour', max: 100, windowMs: 60 * MINUTE, key: byIp },
  { name: 'voucher-customer', max: 10, windowMs: MINUTE, key: byCustomer },
  { name: 'voucher-customer-hour', max: 50, windowMs: 60 * MINUTE, key: byCustomer },
];

/**
 * Voucher check for the cart. Open to visitors; with a bearer token the customer's own uses count too.
 * A code that does not apply is a 200 with `is_valid: false` and the reason (see the domain contract).
 */
export const voucherRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/voucher/apply/',
    {
      preHandler: app.limits.guard(VOUCHER_LIMITS),
      schema: {
        tags: ['vouchers'],
        summary: 'Check a promo code against an order total and return the discount it grants',
        body: VoucherApplyBodySchema,
        response: { 200: VoucherApplyResponseSchema, 400: ApiErrorBodySchema, 429: ErrorResponseSchema },
      },
    },
    async (request) => applyVoucher(app.db, request.body.code, request.body.order_total, request.userId),
  );
};
