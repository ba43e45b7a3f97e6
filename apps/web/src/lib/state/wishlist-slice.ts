import type { ProductSummary } from '@kandamul/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { clearCredentials } from './session-slice';

/** A wishlist entry as the server knows it: its own id and the product. */
export interface WishlistApiItem {
  id: number;
  product: ProductSummary;
}

/** SPEC §3 wishlist client state. */
export interface WishlistState {
  items: ProductSummary[];
  apiItems: WishlistApiItem[];
  loading: boolean;
  error: string | null;
}

const initialState: WishlistState = { items: [], apiItems: [], loading: false, error: null };

export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState,
  reducers: {
    wishlistLoaded(state, action: PayloadAction<WishlistApiItem[]>) {
      state.apiItems = action.payload;
      state.items = action.payload.map((e) => e.product);
      state.loading = false;
      state.error = null;
    },
    wishlistRequestStarted(state) {
      state.loading = true;
      state.error = null;
    },
    wishlistRequestFailed(state, action: PayloadAction<string>) {
      state.loading = false;
      state.error = action.payload;
    },
    entryAdded(state, action: PayloadAction<WishlistApiItem>) {
      state.loading = false;
      // Duplicates are skipped (SPEC §4).
      if (state.apiItems.some((e) => e.product.id === action.payload.product.id)) return;
      state.apiItems.push(action.payload);
      state.items.push(action.payload.product);
    },
    entryRemoved(state, action: PayloadAction<{ productId: number }>) {
      state.loading = false;
      state.apiItems = state.apiItems.filter((e) => e.product.id !== action.payload.productId);
      state.items = state.items.filter((p) => p.id !== action.payload.productId);
    },
    wishlistCleared() {
      return initialState;
    },
  },
  // The wishlist belongs to the account: whenever the session ends (logout, or a session that could
  // not be renewed) it goes with it, so the header badge never counts a visitor's wishlist.
  extraReducers: (builder) => {
    builder.addCase(clearCredentials, () => initialState);
  },
});

export const wishlistActions = wishlistSlice.actions;
export const selectWishlist = (state: { wishlist: WishlistState }) => state.wishlist;
export const selectWishlistCount = (state: { wishlist: WishlistState }) => state.wishlist.items.length;
export const selectIsWishlisted = (productId: number) => (state: { wishlist: WishlistState }) =>
  state.wishlist.items.some((p) => p.id === productId);
