import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api, type ServerFetch } from '../lib/api/base-api';
import { cartSlice } from '../lib/state/cart-slice';
import { type PersistedSlice, persistState, rehydratable } from '../lib/state/persistence';
import { sessionSlice } from '../lib/state/session-slice';
import { themeSlice } from '../lib/state/theme-slice';
import { wishlistSlice } from '../lib/state/wishlist-slice';

/** SPEC §3: theme, auth, cart and wishlist are kept in browser storage under 'persist:<key>'. */
const PERSISTED: PersistedSlice[] = [
  { slice: 'theme' },
  { slice: 'auth' },
  // Request flags are not worth restoring after a reload.
  { slice: 'cart', omit: ['isLoading', 'error', 'promoLoading', 'promoError'] },
  { slice: 'wishlist', omit: ['loading', 'error'] },
];

export const rootReducer = rehydratable(
  combineReducers({
    theme: themeSlice.reducer,
    auth: sessionSlice.reducer,
    cart: cartSlice.reducer,
    wishlist: wishlistSlice.reducer,
    [api.reducerPath]: api.reducer,
  }),
);

type RootReducerState = ReturnType<typeof rootReducer>;
/** A starting state: any slices. */
export type PreloadedState = Partial<RootReducerState>;

/** `serverFetch` only for a server render: how its API calls reach the API (see base-api.ts). */
export function makeStore(
  preloadedState?: PreloadedState,
  { serverFetch }: { serverFetch?: ServerFetch } = {},
) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootReducerState | undefined,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { serverFetch } } }).concat(api.middleware),
  });
  // Refetching on focus or reconnect needs a window; a server render has none.
  if (!serverFetch) setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

/**
 * Restores the shopper's remembered state into a browser's store, synchronously, and keeps it in
 * browser storage from then on; `flush` writes what is pending (on the page's way out).
 */
export function persistStore(store: AppStore) {
  return persistState(store, PERSISTED);
}
