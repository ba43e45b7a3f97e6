import { describe, expect, it } from 'vitest';
import { CheckoutBodySchema, CheckoutFormSchema, PromoCodeSchema } from './checkout';
import { errorsOf } from './test-helpers';

describe('PromoCodeSchema', () => {
  it.each<[unknown, string | null]>([
    ['DASHAIN', null],
    ['  x ', null],
    ['', 'Please enter a promo code'],
    ['   ', 'Please enter a promo code'],
    ['A'.repeat(51), 'Invalid promo code'],
  ])('%j → %s', (input, message) => {
    const r = PromoCodeSchema.safeParse(input);
    expect(r.success ? null : r.error.issues[0]?.message).toBe(message);
  });
});

describe('CheckoutFormSchema', () => {
  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['valid', {}, {}],
    ['no address', { addressId: null }, { addressId: ['Please select a delivery address'] }],
    [
      'terms unchecked',
      { termsAccepted: false },
      { termsAccepted: ['Please accept the terms and conditions'] },
    ],
    ['empty cart', { cartItemCount: 0 }, { cartItemCount: ['Your cart is empty'] }],
  ])('%s', (_n, over, errors) => {
    expect(
      errorsOf(CheckoutFormSchema, { addressId: 4, termsAccepted: true, cartItemCount: 2, ...over }),
    ).toEqual(errors);
  });
});

const body = { product_id: [1, 2], qtys: [1, 3], location: 5, payment_method: 'cod' };

describe('CheckoutBodySchema', () => {
  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['valid', {}, {}],
    [
      'with voucher and notes',
      { voucher_code: 'DASHAIN', notes: 'Call first', payment_method: 'online' },
      {},
    ],
    [
      'empty cart',
      { product_id: [], qtys: [] },
      { product_id: ['Your cart is empty'], qtys: ['Your cart is empty'] },
    ],
    ['length mismatch', { qtys: [1] }, { qtys: ['product_id and qtys must have the same length'] }],
    ['duplicate product', { product_id: [1, 1] }, { product_id: ['Each product may appear only once'] }],
    ['zero quantity', { qtys: [0, 1] }, { 'qtys.0': ['Quantities must be at least 1'] }],
    ['fractional quantity', { qtys: [1.5, 1] }, { 'qtys.0': ['Quantities must be whole numbers'] }],
    ['quantity over 99', { qtys: [100, 1] }, { 'qtys.0': ['At most 99 of one product per order'] }],
    ['no location', { location: undefined }, { location: ['Please select a delivery address'] }],
    [
      'bad payment method',
      { payment_method: 'card' },
      { payment_method: ['Please choose a payment method'] },
    ],
    ['notes over 500', { notes: 'n'.repeat(501) }, { notes: ['Notes must be at most 500 characters'] }],
    ['voucher too long', { voucher_code: 'V'.repeat(51) }, { voucher_code: ['Invalid promo code'] }],
  ])('%s', (_n, over, errors) => {
    expect(errorsOf(CheckoutBodySchema, { ...body, ...over })).toEqual(errors);
  });

  it('defaults the payment method to cash on delivery', () => {
    const { payment_method: _p, ...rest } = body;
    expect(CheckoutBodySchema.parse(rest).payment_method).toBe('cod');
  });
});
