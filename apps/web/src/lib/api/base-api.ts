import { MESSAGES } from '@kandamul/domain';
import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { clearCredentials, type SessionState, setAccessToken } from '../state/session-slice';
import { type ApiError, toApiError } from './api-error';

export const API_BASE = '/api/v1';

type SessionRoot = { auth: SessionState };

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE,
  prepareHeaders: (headers, { getState }) => {
    const { access, user_id } = (getState() as SessionRoot).auth;
    // SPEC §5: the bearer token goes only when both access and user_id exist.
    if (access && user_id && !headers.has('authorization')) headers.set('authorization', `Bearer ${access}`);
    headers.set('accept', 'application/json');
    return headers;
  },
});

// Told when a session cannot be renewed; the app layer toasts and navigates to /login. A set, not one
// slot: the app registers from an effect, and an effect's cleanup (StrictMode, re-registering with the
// current location) must remove only its own listener, never one registered after it.
const sessionExpiredListeners = new Set<() => void>();

/** Calls `listener` whenever a session cannot be renewed; returns the function that unregisters it. */
export function onSessionExpired(listener: () => void): () => void {
  sessionExpiredListeners.add(listener);
  return () => {
    sessionExpiredListeners.delete(listener);
  };
}

// Several calls may get 401 at once: they share one refresh instead of racing rotated tokens.
let refreshing: Promise<boolean> | null = null;

async function refreshSession(api: Parameters<BaseQueryFn>[1]): Promise<boolean> {
  const { refresh } = (api.getState() as SessionRoot).auth;
  if (!refresh) return false;
  try {
    const res = await fetch(`${API_BASE}/token/refresh/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ refresh }),
    });
    if (!res.ok) return false;
    const body = (await res.json()) as { token?: { access?: string; refresh?: string } };
    if (!body.token?.access) return false;
    api.dispatch(setAccessToken({ access: body.token.access, refresh: body.token.refresh ?? refresh }));
    return true;
  } catch {
    return false;
  }
}

/**
 * The one HTTP client of the storefront. A 401 on a call made with a token triggers one refresh and
 * one retry; if that fails the session is cleared and the user is sent to log in (SPEC §4).
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extra) => {
  const hadToken = Boolean((api.getState() as SessionRoot).auth.access);
  let result = await rawBaseQuery(args, api, extra);
  if (result.error?.status === 401 && hadToken) {
    refreshing ??= refreshSession(api).finally(() => {
      refreshing = null;
    });
    if (await refreshing) {
      result = await rawBaseQuery(args, api, extra);
    } else {
      api.dispatch(clearCredentials());
      // A copy: a listener may unregister (or register another) while being told.
      for (const listener of [...sessionExpiredListeners]) listener();
      return { error: { status: 401, code: 'SESSION_EXPIRED', message: MESSAGES.sessionExpired } };
    }
  }
  if (result.error) return { error: toApiError(result.error) };
  return { data: result.data, meta: result.meta };
};

/** Features add their endpoints with `api.injectEndpoints` (one call per file). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Product', 'Cart', 'Wishlist', 'Profile', 'Address', 'Order', 'Cancellation'],
  endpoints: () => ({}),
});
