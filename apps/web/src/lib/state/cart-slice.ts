import {
  addToCart,
  applyPromo,
  buyNow,
  type AppliedPromo,
  type CartItem,
  type CartState,
  clearCart,
  emptyCart,
  type FreshPrice,
  refreshPrices,
  removeFromCart,
  removePromo,
  restoreSetAside,
  setAsideForBuyNow,
  updateQuantity,
} from '@kandamul/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC §3 cart state: the domain's cart (items and totals in paisa) plus request flags. */
export interface CartSliceState extends CartState {
  isLoading: boolean;
  error: string | null;
  promoLoading: boolean;
  promoError: string | null;
  /**
   * The server cart's version this copy is based on (it grows when an order takes the cart's lines);
   * null or absent before the first sync.
   */
  serverVersion?: number | null;
  /**
   * The basket a Buy now replaced (SPEC §4), offered back after the order and on the cart page; kept in
   * this browser only. Absent in a state remembered before it existed.
   */
  setAside?: CartItem[];
}

const initialState: CartSliceState = {
  ...emptyCart(),
  isLoading: false,
  error: null,
  promoLoading: false,
  promoError: null,
  // Listed, so the remembered state brings it back (persistence reads the fields the state has).
  setAside: [],
};

type ProductLine = Omit<CartItem, 'quantity'>;

// Every reducer delegates to the domain so the totals can never differ from the server's rules.
const keepFlags = (state: CartSliceState, next: CartState): CartSliceState => ({ ...state, ...next });

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    itemAdded(state, action: PayloadAction<{ item: ProductLine; quantity?: number }>) {
      return keepFlags(state, addToCart(state, action.payload.item, action.payload.quantity ?? 1));
    },
    quantityUpdated(state, action: PayloadAction<{ id: number; quantity: number }>) {
      return keepFlags(state, updateQuantity(state, action.payload.id, action.payload.quantity));
    },
    itemRemoved(state, action: PayloadAction<number>) {
      return keepFlags(state, removeFromCart(state, action.payload));
    },
    cartCleared(state) {
      return { ...keepFlags(state, clearCart()), promoError: null };
    },
    boughtNow(state, action: PayloadAction<{ item: ProductLine; quantity: number }>) {
      return {
        ...keepFlags(state, buyNow(action.payload.item, action.payload.quantity)),
        promoError: null,
        setAside: setAsideForBuyNow(state.setAside ?? [], state.items),
      };
    },
    /** The set-aside basket back in the cart beside what it holds now (domain restoreSetAside). */
    setAsideRestored(state) {
      const items = restoreSetAside(state.items, state.setAside ?? []);
      return {
        ...keepFlags(state, refreshPrices({ ...emptyCart(), items, promo: state.promo }, [])),
        setAside: [],
      };
    },
    setAsideDismissed(state) {
      state.setAside = [];
    },
    itemsReplaced(state, action: PayloadAction<CartItem[]>) {
      return keepFlags(
        state,
        refreshPrices({ ...emptyCart(), items: action.payload, promo: state.promo }, []),
      );
    },
    pricesRefreshed(state, action: PayloadAction<FreshPrice[]>) {
      return keepFlags(state, refreshPrices(state, action.payload));
    },
    promoRequested(state) {
      state.promoLoading = true;
      state.promoError = null;
    },
    promoApplied(state, action: PayloadAction<AppliedPromo>) {
      return {
        ...keepFlags(state, applyPromo(state, action.payload)),
        promoLoading: false,
        promoError: null,
      };
    },
    promoFailed(state, action: PayloadAction<string>) {
      state.promoLoading = false;
      state.promoError = action.payload;
    },
    serverVersionSet(state, action: PayloadAction<number>) {
      state.serverVersion = action.payload;
    },
    /**
     * A server cart was read (an answer to an add, or a refused stale replace). A newer version than this
     * copy's means an order (in another tab or on another device) took the cart's lines: the server's
     * cart wins, so this copy can never bring the ordered lines back.
     */
    serverCartSeen(state, action: PayloadAction<{ items: CartItem[]; version: number }>) {
      const known = state.serverVersion ?? null;
      const stale = known !== null && action.payload.version !== known;
      const next = stale
        ? keepFlags(
            state,
            refreshPrices({ ...emptyCart(), items: action.payload.items, promo: state.promo }, []),
          )
        : state;
      return { ...next, serverVersion: action.payload.version };
    },
    promoErrorCleared(state) {
      state.promoError = null;
    },
    promoRemoved(state) {
      return { ...keepFlags(state, removePromo(state)), promoError: null };
    },
  },
});

const NOTHING_SET_ASIDE: CartItem[] = [];

export const cartActions = cartSlice.actions;
export const selectCart = (state: { cart: CartSliceState }) => state.cart;
export const selectSetAside = (state: { cart: CartSliceState }) => state.cart.setAside ?? NOTHING_SET_ASIDE;
export const selectCartCount = (state: { cart: CartSliceState }) => state.cart.totalItems;
