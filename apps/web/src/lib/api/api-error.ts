/** Every failed call becomes one of these: the HTTP status (0 for network), our error code and a message to show. */
export interface ApiError {
  status: number;
  code: string;
  message: string;
  errors?: Record<string, string[]>;
  /** The whole JSON body, for the few callers that read more (e.g. `phone` on PHONE_NOT_VERIFIED). */
  body?: unknown;
}

interface RawError {
  status: number | string;
  /** With status 'PARSING_ERROR': the HTTP status of an answer whose body was not JSON. */
  originalStatus?: number;
  data?: unknown;
  error?: string;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/** Turns fetchBaseQuery's error into an ApiError, preferring the server's message, then msg, then detail. */
export function toApiError(raw: RawError, fallback = 'Something went wrong'): ApiError {
  const status = typeof raw.status === 'number' ? raw.status : (raw.originalStatus ?? 0);
  const data = raw.data;
  if (isRecord(data)) {
    const message =
      (typeof data.message === 'string' && data.message) ||
      (typeof data.msg === 'string' && data.msg) ||
      (typeof data.detail === 'string' && data.detail) ||
      fallback;
    return {
      status,
      code: typeof data.code === 'string' ? data.code : `HTTP_${status}`,
      message,
      errors: isRecord(data.errors) ? (data.errors as Record<string, string[]>) : undefined,
      body: data,
    };
  }
  if (raw.status === 'FETCH_ERROR') {
    return { status: 0, code: 'NETWORK', message: 'Network error. Please try again later.' };
  }
  return { status, code: `HTTP_${status}`, message: fallback };
}

/** Narrowing helper for RTK Query's `error` values. */
export function isApiError(e: unknown): e is ApiError {
  return (
    isRecord(e) && typeof e.status === 'number' && typeof e.message === 'string' && typeof e.code === 'string'
  );
}
