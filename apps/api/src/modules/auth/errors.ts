import { ApiErrorBodySchema, errorMessage, errorStatus, type ErrorCode } from '@kandamul/domain';
import { AppError } from '../../plugins/errors';

/** An AppError for a catalogue code: the catalogue's status, and its message unless one is given. */
export function fail(
  code: ErrorCode,
  message: string = errorMessage(code),
  extra?: Record<string, unknown>,
): AppError {
  return new AppError(errorStatus(code), code, message, undefined, extra);
}

/** 502: the SMS gateway or mail server refused the message. */
export function deliveryFailed(): AppError {
  return fail('DELIVERY_FAILED');
}

/** Error bodies in route schemas; loose, because some carry extra fields (retry_after, phone). */
export const ErrorResponseSchema = ApiErrorBodySchema.loose();
