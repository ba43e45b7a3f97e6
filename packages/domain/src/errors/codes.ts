/**
 * The one catalogue of error codes. Each code has the HTTP status the API answers with and the default
 * user-facing message (SPEC §8 wording where the spec gives one). Expected outcomes are values
 * (`{ ok: false, code, message }`), not exceptions.
 */
export const ERROR_CODES = {
  VALIDATION: { status: 400, message: 'Please check the highlighted fields.' },
  BAD_REQUEST: { status: 400, message: 'The request could not be understood.' },
  UNAUTHORIZED: { status: 401, message: 'Authentication required. Please log in and try again.' },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid Credentials' },
  SESSION_EXPIRED: { status: 401, message: 'Session expired. Please login again.' },
  PHONE_NOT_VERIFIED: { status: 403, message: 'Please verify your phone number before logging in.' },
  FORBIDDEN: { status: 403, message: 'You are not allowed to do that.' },
  ACCOUNT_BLOCKED: {
    status: 403,
    message: 'This account has been blocked. Please contact Kandamul support.',
  },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  PRODUCT_NOT_FOUND: { status: 404, message: 'Product not found.' },
  CATEGORY_NOT_FOUND: { status: 404, message: 'Category not found.' },
  ORDER_NOT_FOUND: { status: 404, message: 'Order not found.' },
  ADDRESS_NOT_FOUND: { status: 404, message: 'Address not found.' },
  WISHLIST_ITEM_NOT_FOUND: { status: 404, message: 'Wishlist item ID not found' },
  USER_NOT_FOUND: { status: 404, message: 'Account not found.' },
  OUT_OF_STOCK: { status: 409, message: 'Sorry, this item is out of stock.' },
  INSUFFICIENT_STOCK: { status: 409, message: 'Not enough stock for the quantity requested.' },
  CONFLICT: { status: 409, message: 'This conflicts with the current state. Please refresh and try again.' },
  ALREADY_EXISTS: { status: 409, message: 'An account with these details already exists.' },
  // 422 as in the IETF Idempotency-Key draft: the key is fine, its reuse with another body is not.
  IDEMPOTENCY_MISMATCH: {
    status: 422,
    message: 'This request key was already used for a different request.',
  },
  ORDER_LINE_LIMIT: { status: 422, message: 'Fewer units of this item may be ordered at once.' },
  TOO_MANY_UNPAID_ORDERS: {
    status: 422,
    message: 'You have too many orders waiting for online payment. Pay for or cancel one first.',
  },
  CASH_ORDER_NOT_SETTLEABLE: {
    status: 422,
    message: 'Only delivered cash-on-delivery orders of this rider that are still unpaid can be settled.',
  },
  JOB_NOT_FOUND: { status: 404, message: 'This failed job is no longer in the list.' },
  REFUND_REFERENCE_REQUIRED: {
    status: 400,
    message: 'Enter the refund reference from the wallet’s merchant portal.',
  },
  INVOICE_NOT_READY: { status: 409, message: 'The invoice is issued once the order is delivered.' },
  INVOICE_NOT_FOUND: { status: 404, message: 'Invoice not found.' },
  INVOICE_ALREADY_CREDITED: { status: 409, message: 'This invoice already has a credit note.' },
  SLOT_FULL: { status: 409, message: 'This delivery slot is full. Please choose another.' },
  SLOT_REQUIRED: { status: 422, message: 'Please choose a delivery slot.' },
  SLOT_NOT_FOUND: { status: 404, message: 'No such delivery slot.' },
  SLOT_EXISTS: { status: 409, message: 'This station already has a slot starting then on that day.' },
  SLOT_UNAVAILABLE: {
    status: 422,
    message: 'This delivery slot can no longer be chosen. Please choose another.',
  },
  EMPTY_CART: { status: 422, message: 'Your cart is empty' },
  CART_STALE: { status: 409, message: 'Your cart changed since this copy was made (an order was placed).' },
  ORDER_NOT_CANCELLABLE: {
    status: 422,
    message: 'Only orders in "Order Processing" status can be cancelled.',
  },
  ILLEGAL_TRANSITION: { status: 422, message: 'This order cannot make that move.' },
  PAYMENT_METHOD_UNAVAILABLE: { status: 422, message: 'This payment method is not available.' },
  PAYMENT_NOT_PAYABLE: { status: 422, message: 'This order can no longer be paid online.' },
  STOCK_BELOW_ZERO: { status: 409, message: 'Stock cannot go below zero.' },
  STOCK_IMPORT_INVALID: {
    status: 422,
    message: 'The stock count file has errors; nothing was changed.',
  },
  VOUCHER_NOT_FOUND: { status: 404, message: 'Voucher not found.' },
  VOUCHER_CODE_TAKEN: { status: 409, message: 'A voucher with this code already exists.' },
  IMAGE_NOT_FOUND: { status: 404, message: 'Image not found.' },
  TOO_MANY_IMAGES: { status: 422, message: 'A product can have at most 12 images.' },
  VOUCHER_INVALID: { status: 422, message: 'Invalid promo code' },
  VOUCHER_INACTIVE: { status: 422, message: 'This promo code is no longer active.' },
  VOUCHER_EXPIRED: { status: 422, message: 'This promo code has expired.' },
  VOUCHER_NOT_YET_VALID: { status: 422, message: 'This promo code is not valid yet.' },
  VOUCHER_MIN_ORDER_NOT_MET: {
    status: 422,
    message: 'Your order does not reach the minimum amount for this promo code.',
  },
  VOUCHER_USED_UP: { status: 422, message: 'This promo code has reached its usage limit.' },
  VOUCHER_ALREADY_USED: { status: 422, message: 'You have already used this promo code.' },
  OTP_INVALID: { status: 400, message: 'Invalid OTP' },
  OTP_EXPIRED: { status: 400, message: 'This OTP has expired. Please request a new one.' },
  OTP_LOCKED: { status: 429, message: 'Too many wrong attempts. Please request a new OTP.' },
  SIGNUP_REPLACED: {
    status: 400,
    message: 'This sign-up was replaced by a newer one for the same phone. Please sign up again.',
  },
  SIGNUP_EXPIRED: { status: 400, message: 'This sign-up has expired. Please sign up again.' },
  OTP_COOLDOWN: { status: 429, message: 'Please wait before requesting another OTP.' },
  RESET_TOKEN_INVALID: { status: 400, message: 'Missing reset token. Please verify OTP again.' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please try again later.' },
  REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive. Please try again.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Image size should be less than 5MB' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Please select an image file' },
  INTERNAL: { status: 500, message: 'Something went wrong' },
  SERVER_BUSY: {
    status: 503,
    message: 'The shop is very busy right now. Please try again in a few seconds.',
  },
  DELIVERY_FAILED: { status: 502, message: 'We could not send the code. Please try again.' },
  REVIEW_NOT_ALLOWED: {
    status: 403,
    message: 'You can rate a product once an order of it has been delivered to you.',
  },
  PRODUCT_IN_STOCK: { status: 409, message: 'This product is in stock: you can order it now.' },
  REVIEW_NOT_FOUND: { status: 404, message: 'Review not found.' },
  ORDER_LINE_NOT_FOUND: { status: 404, message: 'Order line not found.' },
  LINE_NOT_CHANGEABLE: {
    status: 422,
    message: 'Lines can be changed only while the order is being processed or packed.',
  },
  SUBSTITUTE_INVALID: {
    status: 422,
    message: 'Choose an in-stock product of the same category as the substitute.',
  },
  GATEWAY_UNAVAILABLE: { status: 502, message: 'The wallet could not be reached. Please try again.' },
} as const satisfies Record<string, { status: number; message: string }>;

/** Every known error code (SCREAMING_SNAKE). */
export type ErrorCode = keyof typeof ERROR_CODES;

/** All codes as a list (e.g. for a z.enum or OpenAPI). */
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

/** True when `code` is one of the catalogue's codes. */
export function isErrorCode(code: string): code is ErrorCode {
  return Object.prototype.hasOwnProperty.call(ERROR_CODES, code);
}

/** The default user-facing message of a code. */
export function errorMessage(code: ErrorCode): string {
  return ERROR_CODES[code].message;
}

/** The HTTP status the API answers with for a code. */
export function errorStatus(code: ErrorCode): number {
  return ERROR_CODES[code].status;
}

/** An expected failure as a value (rule results use this shape). */
export type DomainFailure = { ok: false; code: ErrorCode; message: string };

/** Builds a failure value, defaulting the message to the catalogue's. */
export function failure(code: ErrorCode, message: string = errorMessage(code)): DomainFailure {
  return { ok: false, code, message };
}
