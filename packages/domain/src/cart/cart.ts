import { computeDiscount, finalAmount, type Discount } from '../discounts/discount';
import { normaliseVoucherCode } from '../discounts/voucher';
import { clampQuantity } from '../stock/stock';

/** One line of the local cart; money in paisa. */
export type CartItem = {
  id: number;
  slug: string;
  title: string;
  nepaliTitle: string;
  category: string;
  image: string;
  sellingPricePaisa: number;
  markedPricePaisa: number;
  quantity: number;
  stock: number;
};

/** A promo code the shopper applied, with the discount it grants. */
export type AppliedPromo = { code: string; discount: Discount };

/** The cart with its derived totals (always recomputed by `withTotals`, never edited by hand). */
export type CartState = {
  items: CartItem[];
  totalItems: number;
  totalAmountPaisa: number;
  promo: AppliedPromo | null;
  discountPaisa: number;
  finalAmountPaisa: number;
};

/** Fresh price and stock for a product, as the server reports them. */
export type FreshPrice = { id: number; sellingPricePaisa: number; markedPricePaisa: number; stock: number };

/** An empty cart with zero totals and no promo. */
export function emptyCart(): CartState {
  return {
    items: [],
    totalItems: 0,
    totalAmountPaisa: 0,
    promo: null,
    discountPaisa: 0,
    finalAmountPaisa: 0,
  };
}

/** Line total in paisa: selling price × quantity. */
export function lineTotalPaisa(item: Pick<CartItem, 'sellingPricePaisa' | 'quantity'>): number {
  return item.sellingPricePaisa * item.quantity;
}

/**
 * Recomputes totals (SPEC §5): totalItems = Σ quantity, totalAmount = Σ selling price × quantity,
 * discount from the promo (0 below its minimum), final = total − discount, never below 0.
 */
export function withTotals(state: Pick<CartState, 'items' | 'promo'>): CartState {
  let totalItems = 0;
  let totalAmountPaisa = 0;
  for (const item of state.items) {
    totalItems += item.quantity;
    totalAmountPaisa += lineTotalPaisa(item);
  }
  const discountPaisa = computeDiscount(totalAmountPaisa, state.promo?.discount ?? null);
  return {
    items: state.items,
    totalItems,
    totalAmountPaisa,
    promo: state.promo,
    discountPaisa,
    finalAmountPaisa: finalAmount(totalAmountPaisa, discountPaisa),
  };
}

/**
 * Adds a product: an existing id gets the quantity added (clamped to stock), else a new line is appended.
 * Out-of-stock products are not added.
 */
export function addToCart(state: CartState, item: Omit<CartItem, 'quantity'>, quantity = 1): CartState {
  if (!(item.stock > 0)) return state;
  const existing = state.items.find((i) => i.id === item.id);
  const items = existing
    ? state.items.map((i) =>
        // The incoming item carries the latest price and stock, so it replaces the stored fields.
        i.id === item.id ? { ...i, ...item, quantity: clampQuantity(i.quantity + quantity, item.stock) } : i,
      )
    : [...state.items, { ...item, quantity: clampQuantity(quantity, item.stock) }];
  return withTotals({ items, promo: state.promo });
}

/** How many more units of a product the cart can take: its stock less what the cart already holds. */
export function roomInCart(state: Pick<CartState, 'items'>, id: number, stock: number): number {
  const held = state.items.find((i) => i.id === id)?.quantity ?? 0;
  return Math.max(0, Math.floor(Number.isFinite(stock) ? stock : 0) - held);
}

/** Replaces a line's quantity, clamped to [1, stock]; unknown ids leave the cart unchanged. */
export function updateQuantity(state: CartState, id: number, quantity: number): CartState {
  if (!state.items.some((i) => i.id === id)) return state;
  const items = state.items.map((i) =>
    i.id === id ? { ...i, quantity: clampQuantity(quantity, i.stock) } : i,
  );
  return withTotals({ items, promo: state.promo });
}

/** Removes a line by product id. */
export function removeFromCart(state: CartState, id: number): CartState {
  return withTotals({ items: state.items.filter((i) => i.id !== id), promo: state.promo });
}

/** Empties the cart and resets totals and promo. */
export function clearCart(_state?: CartState): CartState {
  return emptyCart();
}

/** 'Buy now': a cart holding just this item (quantity clamped to stock) and no promo. */
export function buyNow(item: Omit<CartItem, 'quantity'>, quantity = 1): CartState {
  return withTotals({ items: [{ ...item, quantity: clampQuantity(quantity, item.stock) }], promo: null });
}

/**
 * Buy now replaces the basket (SPEC §4); the lines it replaces are set aside to be offered back after
 * the order or on the cart page (issue 23). A second Buy now adds the basket it replaces (often the
 * first Buy now's one line) to what is already set aside: a line in both keeps the larger quantity, so
 * nothing the shopper chose is lost and nothing is doubled.
 */
export function setAsideForBuyNow(setAside: readonly CartItem[], replaced: readonly CartItem[]): CartItem[] {
  const kept = setAside.map((i) => ({ ...i }));
  for (const line of replaced) {
    const index = kept.findIndex((k) => k.id === line.id);
    if (index < 0) kept.push({ ...line });
    else kept[index] = { ...line, quantity: Math.max(kept[index]!.quantity, line.quantity) };
  }
  return kept;
}

/**
 * The set-aside basket back in the cart: every line of both, a line in both at the larger quantity
 * (what the shopper had chosen, not the sum of two choices), each clamped to its stock.
 */
export function restoreSetAside(current: readonly CartItem[], setAside: readonly CartItem[]): CartItem[] {
  return setAsideForBuyNow(current, setAside).map((i) => ({
    ...i,
    quantity: clampQuantity(i.quantity, i.stock),
  }));
}

/** Applies a promo (code normalised) and recomputes the discount. */
export function applyPromo(state: CartState, promo: AppliedPromo): CartState {
  return withTotals({ items: state.items, promo: { ...promo, code: normaliseVoucherCode(promo.code) } });
}

/** Removes the applied promo, which resets the discount. */
export function removePromo(state: CartState): CartState {
  return withTotals({ items: state.items, promo: null });
}

/**
 * Merges the local cart into the server cart on login: the same id adds quantities (clamped to the
 * server's stock, with the server's prices); other lines are kept. Server lines come first.
 */
export function mergeCarts(local: CartItem[], server: CartItem[]): CartItem[] {
  const merged = server.map((s) => ({ ...s, quantity: clampQuantity(s.quantity, s.stock) }));
  for (const l of local) {
    const index = merged.findIndex((m) => m.id === l.id);
    const match = index >= 0 ? merged[index] : undefined;
    if (match) {
      merged[index] = { ...match, quantity: clampQuantity(match.quantity + l.quantity, match.stock) };
    } else {
      merged.push({ ...l, quantity: clampQuantity(l.quantity, l.stock) });
    }
  }
  return merged;
}

/**
 * Prices always come from the server: updates each known line's prices and stock, clamps its quantity
 * to the new stock, and recomputes totals. Lines without fresh data are left as they are.
 */
export function refreshPrices(state: CartState, fresh: FreshPrice[]): CartState {
  const byId = new Map(fresh.map((f) => [f.id, f]));
  const items = state.items.map((i) => {
    const f = byId.get(i.id);
    if (!f) return i;
    return {
      ...i,
      sellingPricePaisa: f.sellingPricePaisa,
      markedPricePaisa: f.markedPricePaisa,
      stock: f.stock,
      quantity: clampQuantity(i.quantity, f.stock),
    };
  });
  return withTotals({ items, promo: state.promo });
}

/** The checkout body's parallel arrays (`product_id[]`, `qtys[]`) from cart lines. */
export function toCheckoutLines(items: readonly CartItem[]): { product_id: number[]; qtys: number[] } {
  return { product_id: items.map((i) => i.id), qtys: items.map((i) => i.quantity) };
}
