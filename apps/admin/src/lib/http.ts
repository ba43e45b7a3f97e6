import { HttpError } from 'react-admin';
import { getSession, setSession, updateTokens } from './session';

export const API = '/api/v1';

interface ErrorBody {
  message?: string;
  detail?: string;
  errors?: Record<string, string[]>;
}

let refreshing: Promise<boolean> | null = null;

/** Swaps the refresh token for a new pair once, however many requests hit a 401 together. */
function refreshOnce(): Promise<boolean> {
  const session = getSession();
  if (!session) return Promise.resolve(false);
  refreshing ??= fetch(`${API}/token/refresh/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh: session.refresh }),
  })
    .then(async (res) => {
      if (!res.ok) {
        setSession(null);
        return false;
      }
      const body = (await res.json()) as { token: { access: string; refresh: string } };
      updateTokens(body.token.access, body.token.refresh);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** Sends a request with the console's token; a 401 refreshes the token pair once and tries again. */
async function send(path: string, init: RequestInit, retried = false): Promise<Response> {
  const session = getSession();
  const headers = new Headers(init.headers);
  // JSON unless the caller names a type (a CSV file) or sends a form (the browser sets its boundary).
  if (typeof init.body === 'string' && !headers.has('Content-Type'))
    headers.set('Content-Type', 'application/json');
  if (session) headers.set('Authorization', `Bearer ${session.access}`);
  let res: Response;
  try {
    res = await fetch(`${API}${path}`, { ...init, headers });
  } catch {
    throw new HttpError('The shop could not be reached. Check the connection and try again.', 0);
  }
  if (res.status === 401 && session && !retried && (await refreshOnce())) return send(path, init, true);
  return res;
}

/** A failed answer as react-admin's HttpError carrying the API's own message (and field errors). */
async function failure(res: Response): Promise<HttpError> {
  const body = (await res.json().catch(() => ({}))) as ErrorBody & Record<string, unknown>;
  const message = body.message ?? body.detail ?? `The request failed (${res.status}).`;
  // react-admin shows a field's error as one text: the API sends a list per field, the first is the one.
  const errors = Object.fromEntries(
    Object.entries(body.errors ?? {}).map(([field, list]) => [field, Array.isArray(list) ? list[0] : list]),
  );
  return new HttpError(message, res.status, { ...body, errors });
}

/**
 * Calls the API with the console's token; a 401 refreshes the token pair once and tries again.
 * Failures become react-admin's HttpError carrying the API's own message, which the console shows.
 */
export async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await send(path, init);
  if (res.status === 204) return undefined as T;
  if (!res.ok) throw await failure(res);
  return (await res.json().catch(() => ({}))) as T;
}

/** Downloads a file the API makes (the stock CSV) and hands it to the browser to save. */
export async function download(path: string, fallbackName: string): Promise<void> {
  const res = await send(path, {});
  if (!res.ok) throw await failure(res);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export const post = <T>(path: string, body: unknown) =>
  api<T>(path, { method: 'POST', body: JSON.stringify(body) });

/** A file the API serves behind the login (a PDF, a CSV), with the same refresh-once rule. */
export async function apiBlob(path: string, retried = false): Promise<Blob> {
  const session = getSession();
  const headers = new Headers();
  if (session) headers.set('Authorization', `Bearer ${session.access}`);
  const res = await fetch(`${API}${path}`, { headers });
  if (res.status === 401 && session && !retried && (await refreshOnce())) return apiBlob(path, true);
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as ErrorBody;
    throw new HttpError(body.message ?? `The request failed (${res.status}).`, res.status);
  }
  return res.blob();
}
