import { MESSAGES } from '@kandamul/domain';
import { createAction } from '@reduxjs/toolkit';
import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query';
import { createApi, fetchBaseQuery, type FetchBaseQueryArgs } from '@reduxjs/toolkit/query/react';
import { clearCredentials, type SessionState, setAccessToken } from '../state/session-slice';
import { type ApiError, toApiError } from './api-error';

export const API_BASE = '/api/v1';

type SessionRoot = { auth: SessionState };

const prepareHeaders: FetchBaseQueryArgs['prepareHeaders'] = (headers, { getState }) => {
  const { access, user_id } = (getState() as SessionRoot).auth;
  // SPEC §5: the bearer token goes only when both access and user_id exist.
  if (access && user_id && !headers.has('authorization')) headers.set('authorization', `Bearer ${access}`);
  headers.set('accept', 'application/json');
  return headers;
};

/**
 * How a server render reaches the API: an origin for the (otherwise relative) URLs and the fetch to
 * send them with. It travels as the store's thunk extra argument; the browser has none.
 */
export interface ServerFetch {
  origin: string;
  fetch: typeof fetch;
}

type RawQuery = ReturnType<typeof fetchBaseQuery>;

/**
 * A fetchBaseQuery for API_BASE, chosen per call by the thunk's extra argument (a query's
 * `api.extra`): in the browser the relative URL, in a server render its ServerFetch.
 */
export function makeRawQuery(
  options: Omit<FetchBaseQueryArgs, 'baseUrl' | 'fetchFn'>,
): (extra: unknown) => RawQuery {
  const browser = fetchBaseQuery({ baseUrl: API_BASE, ...options });
  const servers = new WeakMap<ServerFetch, RawQuery>();
  return (extra) => {
    const server = (extra as { serverFetch?: ServerFetch } | undefined)?.serverFetch;
    if (!server) return browser;
    let query = servers.get(server);
    if (!query) {
      query = fetchBaseQuery({ baseUrl: server.origin + API_BASE, fetchFn: server.fetch, ...options });
      servers.set(server, query);
    }
    return query;
  };
}

const rawBaseQueryFor = makeRawQuery({ prepareHeaders });

/** Carries a server render's API cache into the browser's store before hydration (see main.tsx). */
export const apiStateFromServer = createAction<Record<string, unknown>>('api/stateFromServer');

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
  const send = rawBaseQueryFor(api.extra);
  const hadToken = Boolean((api.getState() as SessionRoot).auth.access);
  let result = await send(args, api, extra);
  if (result.error?.status === 401 && hadToken) {
    refreshing ??= refreshSession(api).finally(() => {
      refreshing = null;
    });
    if (await refreshing) {
      result = await send(args, api, extra);
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
  tagTypes: [
    'Product',
    'Cart',
    'Wishlist',
    'Profile',
    'Address',
    'Order',
    'Cancellation',
    'Ratings',
    'Alerts',
    'Preferences',
  ],
  endpoints: () => ({}),
  // The payload is this slice's state as the server's store had it (same code, same endpoints).
  extractRehydrationInfo(action, { reducerPath }) {
    if (apiStateFromServer.match(action)) return action.payload[reducerPath] as never;
  },
});
