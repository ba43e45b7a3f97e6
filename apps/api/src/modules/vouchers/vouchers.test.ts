import { randomBytes } from 'node:crypto';
import { VoucherApplyResponseSchema } from '@kandamul/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_LIMITS } from '../../../test/accounts';
import { createCustomer, createTestApp, DB_KINDS, type TestApp } from '../../../test/helpers';
import { voucherRedemptions, vouchers } from '../../db/schema';
import { countVoucherUses, findVoucherByCode } from './vouchers.service';

const API = '/api/v1';
const DAY = 86_400_000;

type VoucherFixture = Partial<typeof vouchers.$inferInsert>;

async function insertVoucher(t: TestApp, v: VoucherFixture = {}) {
  const code = v.code ?? `T${randomBytes(4).toString('hex').toUpperCase()}`;
  const [row] = await t.database.db
    .insert(vouchers)
    .values({ voucherType: 'Percentage', discountPercentage: 10, ...v, code })
    .returning();
  return row!;
}

async function apply(t: TestApp, code: string, orderTotal: number, auth?: { authorization: string }) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/voucher/apply/`,
    payload: { code, order_total: orderTotal },
    headers: auth ?? {},
  });
  expect(res.statusCode).toBe(200);
  return VoucherApplyResponseSchema.parse(res.json());
}

describe.each(DB_KINDS)('vouchers (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'empty', env: FAST_LIMITS });
  });
  afterAll(() => t.close());

  it('applies a percentage code, case-insensitively, capped at its maximum', async () => {
    const v = await insertVoucher(t, { discountPercentage: 10, maximumDiscountPaisa: 5_000 });
    const small = await apply(t, `  ${v.code.toLowerCase()} `, 300);
    expect(small).toMatchObject({ is_valid: true, discount_amount: 30 });
    expect(small.voucher).toEqual({
      code: v.code,
      voucher_type: 'Percentage',
      discount_percentage: 10,
      discount_amount: null,
      minimum_order_value: 0,
      maximum_discount: 50,
    });
    expect((await apply(t, v.code, 1_000)).discount_amount).toBe(50);
  });

  it('applies a fixed amount, never more than the order', async () => {
    const v = await insertVoucher(t, {
      voucherType: 'Amount',
      discountPercentage: null,
      discountAmountPaisa: 5_000,
    });
    expect(await apply(t, v.code, 120)).toMatchObject({ is_valid: true, discount_amount: 50 });
    expect(await apply(t, v.code, 20)).toMatchObject({ is_valid: true, discount_amount: 20 });
  });

  it('says why a code does not apply, with 200 and is_valid false', async () => {
    const now = Date.now();
    const cases: [string, VoucherFixture, string, string][] = [
      ['inactive', { isActive: false }, 'VOUCHER_INACTIVE', 'This promo code is no longer active.'],
      ['expired', { validTo: new Date(now - DAY) }, 'VOUCHER_EXPIRED', 'This promo code has expired.'],
      [
        'not yet valid',
        { validFrom: new Date(now + DAY) },
        'VOUCHER_NOT_YET_VALID',
        'This promo code is not valid yet.',
      ],
      [
        'used up',
        { usageLimit: 2, usedCount: 2 },
        'VOUCHER_USED_UP',
        'This promo code has reached its usage limit.',
      ],
      [
        'below minimum',
        { minimumOrderPaisa: 50_000 },
        'VOUCHER_MIN_ORDER_NOT_MET',
        'Add RS 200.00 more to use this code (minimum order RS 500.00).',
      ],
    ];
    for (const [name, fixture, code, message] of cases) {
      const v = await insertVoucher(t, fixture);
      const res = await apply(t, v.code, 300);
      expect({ name, ...res }).toEqual({
        name,
        voucher: null,
        discount_amount: 0,
        is_valid: false,
        message,
        code,
      });
    }
    expect(await apply(t, 'NO-SUCH-CODE', 300)).toMatchObject({
      is_valid: false,
      message: 'Invalid promo code',
      code: 'VOUCHER_INVALID',
    });
  });

  it('checks the per-customer limit only for a logged-in customer', async () => {
    const v = await insertVoucher(t, { perCustomerLimit: 1, usedCount: 1 });
    const sita = await createCustomer(t);
    const ram = await createCustomer(t);
    await t.database.db.insert(voucherRedemptions).values({ voucherId: v.id, userId: sita.id, orderId: 1 });
    expect(await apply(t, v.code, 300, sita.auth)).toMatchObject({
      is_valid: false,
      code: 'VOUCHER_ALREADY_USED',
      message: 'You have already used this promo code.',
    });
    expect((await apply(t, v.code, 300, ram.auth)).is_valid).toBe(true);
    expect((await apply(t, v.code, 300)).is_valid).toBe(true);
    expect(await countVoucherUses(t.database.db, v.id, sita.id)).toEqual({ totalUses: 1, customerUses: 1 });
    expect(await countVoucherUses(t.database.db, v.id, null)).toEqual({ totalUses: 1, customerUses: 0 });
    expect((await findVoucherByCode(t.database.db, ` ${v.code.toLowerCase()}`))?.id).toBe(v.id);
    expect(await findVoucherByCode(t.database.db, '   ')).toBeUndefined();
  });

  it('rejects a blank code or a negative total as a validation error', async () => {
    const blank = await t.app.inject({
      method: 'POST',
      url: `${API}/voucher/apply/`,
      payload: { code: '  ', order_total: 10 },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      code: 'VALIDATION',
      errors: { code: ['Please enter a promo code'] },
    });
    const negative = await t.app.inject({
      method: 'POST',
      url: `${API}/voucher/apply/`,
      payload: { code: 'X', order_total: -1 },
    });
    expect(negative.statusCode).toBe(400);
  });
});
