import { useDispatch, useSelector } from 'react-redux';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { CartSliceState } from './state/cart-slice';
import type { SessionState } from './state/session-slice';
import type { ThemeState } from './state/theme-slice';
import type { WishlistState } from './state/wishlist-slice';

/** The part of the store every feature may read; the app's full RootState extends it. */
export interface SharedState {
  auth: SessionState;
  theme: ThemeState;
  cart: CartSliceState;
  wishlist: WishlistState;
}

export const useAppSelector = useSelector.withTypes<SharedState>();
// Thunks from RTK Query are dispatched too, hence the loose action type.
export const useAppDispatch = useDispatch.withTypes<
  Dispatch<UnknownAction> & ((action: unknown) => unknown)
>();
