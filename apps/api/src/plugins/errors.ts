import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { QueueFullError } from '../infra/work-queue';
import { ApiErrorBodySchema, errorMessage, errorStatus, type ErrorCode } from '@kandamul/domain';

/** An expected outcome the client can act on: answered with its status and `{code, message, detail}`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export interface ErrorBody {
  code: string;
  message: string;
  detail: string;
  errors?: Record<string, string[]>;
  [key: string]: unknown;
}

export function errorBody(code: string, message: string, errors?: Record<string, string[]>): ErrorBody {
  return errors ? { code, message, detail: message, errors } : { code, message, detail: message };
}

// Fastify's own 4xx errors (bad JSON, wrong content type, body too large…) mapped to our codes.
const FASTIFY_CODES: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', message: 'The request body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not accepted here.',
  },
  FST_REQ_FILE_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'Image size should be less than 5MB' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'The Content-Length header is wrong.' },
};

function validationErrors(err: FastifyError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!hasZodFastifySchemaValidationErrors(err)) return errors;
  for (const v of err.validation) {
    const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
    (errors[field] ??= []).push(v.message ?? 'Invalid value');
  }
  return errors;
}

/** The SQLSTATE of a database error, also when wrapped (Drizzle puts the driver's error in `cause`). */
function sqlState(err: unknown): string | undefined {
  let e = err as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      return reply
        .status(err.statusCode)
        .send({ ...errorBody(err.code, err.message, err.errors), ...err.extra });
    }
    if ((err as unknown) instanceof QueueFullError) {
      // A burst of heavy work (logins, pictures): refused at once; the client may retry shortly.
      request.log.warn({ queue: (err as unknown as QueueFullError).queue }, 'work queue full');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ ...errorBody('SERVER_BUSY', errorMessage('SERVER_BUSY')), retry_after: 5 });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = validationErrors(err);
      const first = Object.values(errors)[0]?.[0] ?? 'Invalid request.';
      return reply.status(400).send(errorBody('VALIDATION', first, errors));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, cause: err.cause }, 'response did not match its schema');
      return reply.status(500).send(errorBody('INTERNAL', 'Something went wrong'));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = FASTIFY_CODES[err.code];
      if (status === 429) return reply.status(429).send(errorBody('RATE_LIMITED', err.message));
      return reply
        .status(status)
        .send(
          errorBody(
            known?.code ?? (status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST'),
            known?.message ?? err.message,
          ),
        );
    }
    if (sqlState(err)?.startsWith('22')) {
      // SQLSTATE class 22 (data exception: a value out of range, too long, or with bytes the database
      // refuses) is caused by the request's data: the client's mistake, not the server's.
      request.log.warn({ err }, 'value refused by the database');
      return reply
        .status(400)
        .send(errorBody('BAD_REQUEST', 'The request holds a value the shop cannot store.'));
    }
    request.log.error({ err }, 'unexpected error');
    return reply.status(500).send(errorBody('INTERNAL', 'Something went wrong'));
  });
}

export default fp(errorsPlugin, { name: 'errors' });

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
