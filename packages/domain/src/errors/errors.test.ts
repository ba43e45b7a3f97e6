import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiErrorBodySchema, apiErrorBody, fieldErrors } from './api-error';
import {
  ERROR_CODES,
  ERROR_CODE_LIST,
  errorMessage,
  errorStatus,
  failure,
  isErrorCode,
  type ErrorCode,
} from './codes';
import { MESSAGES } from './messages';

describe('ERROR_CODES', () => {
  it.each<[ErrorCode, string]>([
    ['UNAUTHORIZED', 'Authentication required. Please log in and try again.'],
    ['PRODUCT_NOT_FOUND', 'Product not found.'],
    ['INVALID_CREDENTIALS', 'Invalid Credentials'],
    ['SESSION_EXPIRED', 'Session expired. Please login again.'],
    ['ORDER_NOT_CANCELLABLE', 'Only orders in "Order Processing" status can be cancelled.'],
    ['WISHLIST_ITEM_NOT_FOUND', 'Wishlist item ID not found'],
    ['OTP_INVALID', 'Invalid OTP'],
    ['VOUCHER_INVALID', 'Invalid promo code'],
    ['INTERNAL', 'Something went wrong'],
    ['DELIVERY_FAILED', 'We could not send the code. Please try again.'],
  ])('%s says %j', (code, message) => {
    expect(errorMessage(code)).toBe(message);
  });

  it.each<[ErrorCode, number]>([
    ['VALIDATION', 400],
    ['UNAUTHORIZED', 401],
    ['FORBIDDEN', 403],
    ['NOT_FOUND', 404],
    ['OUT_OF_STOCK', 409],
    ['IDEMPOTENCY_MISMATCH', 422],
    ['PAYLOAD_TOO_LARGE', 413],
    ['UNSUPPORTED_MEDIA_TYPE', 415],
    ['VOUCHER_EXPIRED', 422],
    ['RATE_LIMITED', 429],
    ['OTP_LOCKED', 429],
    ['INTERNAL', 500],
    ['DELIVERY_FAILED', 502],
  ])('%s answers %s', (code, status) => {
    expect(errorStatus(code)).toBe(status);
  });

  it('every code is SCREAMING_SNAKE with a non-empty message', () => {
    for (const code of ERROR_CODE_LIST) {
      expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
      expect(ERROR_CODES[code].message.length).toBeGreaterThan(0);
    }
  });

  it('isErrorCode', () => {
    expect(isErrorCode('OUT_OF_STOCK')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('NOPE')).toBe(false);
  });

  it('failure defaults to the catalogue message', () => {
    expect(failure('OUT_OF_STOCK')).toEqual({
      ok: false,
      code: 'OUT_OF_STOCK',
      message: errorMessage('OUT_OF_STOCK'),
    });
    expect(failure('OUT_OF_STOCK', 'Only 2 left')).toEqual({
      ok: false,
      code: 'OUT_OF_STOCK',
      message: 'Only 2 left',
    });
  });
});

describe('api error bodies', () => {
  it('message and detail carry the same text; errors only when given', () => {
    expect(apiErrorBody('PRODUCT_NOT_FOUND')).toEqual({
      code: 'PRODUCT_NOT_FOUND',
      message: 'Product not found.',
      detail: 'Product not found.',
    });
    const body = apiErrorBody('VALIDATION', undefined, { phone: ['Phone number is required'] });
    expect(ApiErrorBodySchema.parse(body)).toEqual(body);
    expect(ApiErrorBodySchema.safeParse({ code: 'X', message: 'm' }).success).toBe(false);
  });

  it('fieldErrors groups zod issues by dotted path', () => {
    const r = z.object({ a: z.string(), b: z.object({ c: z.number() }) }).safeParse({ b: { c: 'x' } });
    expect(r.success).toBe(false);
    if (!r.success) expect(Object.keys(fieldErrors(r.error.issues))).toEqual(['a', 'b.c']);
    expect(fieldErrors([{ path: [], message: 'm' }])).toEqual({ _: ['m'] });
  });
});

describe('MESSAGES', () => {
  it.each<[string, string]>([
    [MESSAGES.addedToCart('Potato'), 'Potato added to cart!'],
    [MESSAGES.stockLimit(3), 'Only 3 items available in stock'],
    [MESSAGES.oops('Network Error'), 'Oops! Network Error'],
    [MESSAGES.placesLoadFailed('districts'), 'Failed to load districts. Please try again.'],
    [MESSAGES.fetchDataFailed(500), 'Failed to fetch data: 500'],
    [MESSAGES.categoryError('boom'), 'Error: boom'],
    [MESSAGES.loginForCheckout, 'Please log in for checkout'],
    [MESSAGES.cardOutOfStock, 'This product is currently out of stock!'],
    [MESSAGES.detailOutOfStock, 'This item is out of stock'],
    [MESSAGES.addressRequiredFields, 'Please fill in all required fields including province selection.'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('agrees with the error catalogue where both hold a text', () => {
    expect(MESSAGES.sessionExpired).toBe(errorMessage('SESSION_EXPIRED'));
    expect(MESSAGES.orderNotCancellable).toBe(errorMessage('ORDER_NOT_CANCELLABLE'));
    expect(MESSAGES.wishlistItemNotFound).toBe(errorMessage('WISHLIST_ITEM_NOT_FOUND'));
    expect(MESSAGES.promoInvalid).toBe(errorMessage('VOUCHER_INVALID'));
    expect(MESSAGES.authRequired).toBe(errorMessage('UNAUTHORIZED'));
  });
});
