import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  type PersistConfig,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import type { Reducer } from 'redux';
import { api, type ServerFetch } from '../lib/api/base-api';
import { cartSlice } from '../lib/state/cart-slice';
import { sessionSlice } from '../lib/state/session-slice';
import { themeSlice } from '../lib/state/theme-slice';
import { webStorage } from '../lib/state/web-storage';
import { wishlistSlice } from '../lib/state/wishlist-slice';

/** SPEC §3: theme, auth, cart and wishlist persist under 'persist:<key>' with a 5000 ms timeout. */
function persisted<S>(key: string, reducer: Reducer<S>, blacklist?: string[]) {
  const config: PersistConfig<S> = {
    key,
    storage: webStorage,
    timeout: 5000,
    ...(blacklist ? { blacklist } : {}),
  };
  return persistReducer(config, reducer);
}

export const rootReducer = combineReducers({
  theme: persisted('theme', themeSlice.reducer),
  auth: persisted('auth', sessionSlice.reducer),
  // Request flags are not worth restoring after a reload.
  cart: persisted('cart', cartSlice.reducer, ['isLoading', 'error', 'promoLoading', 'promoError']),
  wishlist: persisted('wishlist', wishlistSlice.reducer, ['loading', 'error']),
  [api.reducerPath]: api.reducer,
});

type RootReducerState = ReturnType<typeof rootReducer>;
/** A starting state: any slices, without persistence's bookkeeping (it adds that itself). */
export type PreloadedState = Partial<{
  [K in keyof RootReducerState]: Omit<RootReducerState[K], '_persist'>;
}>;

/** `serverFetch` only for a server render: how its API calls reach the API (see base-api.ts). */
export function makeStore(
  preloadedState?: PreloadedState,
  { serverFetch }: { serverFetch?: ServerFetch } = {},
) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootReducerState | undefined,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: { serverFetch } },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(api.middleware),
  });
  // Refetching on focus or reconnect needs a window; a server render has none.
  if (!serverFetch) setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
export { persistStore };
