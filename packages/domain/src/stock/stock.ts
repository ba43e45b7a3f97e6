/** The smallest quantity a cart line or the detail page allows. */
export const MIN_QUANTITY = 1;

/** Out of stock means total_available_quantity is 0 or less (SPEC §4). */
export function isOutOfStock(stock: number): boolean {
  return !(stock > 0);
}

/** Clamps a quantity into [1, max(1, stock)]; non-numbers become 1. Fractions are floored. */
export function clampQuantity(quantity: number, stock: number): number {
  // max(1, stock): an out-of-stock line still shows 1 (add/buy are disabled elsewhere).
  const max = Math.max(MIN_QUANTITY, Number.isFinite(stock) ? Math.floor(stock) : MIN_QUANTITY);
  const q = Number.isFinite(quantity) ? Math.floor(quantity) : MIN_QUANTITY;
  return Math.min(Math.max(q, MIN_QUANTITY), max);
}

/** Whether the plus button may add one more (below the available stock). */
export function canIncrease(quantity: number, stock: number): boolean {
  return quantity < stock;
}

/** Whether the minus button may remove one (never below 1). */
export function canDecrease(quantity: number): boolean {
  return quantity > MIN_QUANTITY;
}

/** The warning shown when the plus button hits the stock limit (SPEC §5). */
export function stockLimitMessage(n: number): string {
  return `Only ${n} items available in stock`;
}

/** Why an order line cannot be filled: 'Only 2 left of Basmati Rice 5 kg.' or, with none left, out of stock. */
export function insufficientStockMessage(title: string, available: number): string {
  const left = Math.max(0, Math.floor(available));
  return left > 0 ? `Only ${left} left of ${title}.` : `Sorry, ${title} is out of stock.`;
}

/**
 * Why a product's stock changed. Every change is a stock movement with one of these, so a product's
 * stock is always the sum of its movements.
 */
export const STOCK_MOVEMENT_REASONS = [
  'opening',
  'sale',
  'cancellation',
  'adjustment',
  'restock',
  'damage',
  'payment-expired',
] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

/** Reasons staff may give by hand; the others are written by the shop's own flows. */
export const STAFF_STOCK_REASONS = [
  'restock',
  'damage',
  'adjustment',
] as const satisfies readonly StockMovementReason[];
/** How much one order line may take of a product whose stock runs low (security issue 25). */
export interface ScarcityPolicy {
  /** Stock below this is scarce. */
  scarceBelow: number;
  /** The most units one order line may take of a scarce product. */
  maxUnitsWhenScarce: number;
}

/** Defaults: fewer than 20 left is scarce, and then 5 per order line. */
export const DEFAULT_SCARCITY: ScarcityPolicy = { scarceBelow: 20, maxUnitsWhenScarce: 5 };

/**
 * The most units one order line may take of a product with `stock` units (before the order): all of
 * it, unless the stock is scarce, so one shopper cannot empty a shelf for everyone else.
 */
export function lineUnitCap(stock: number, policy: ScarcityPolicy = DEFAULT_SCARCITY): number {
  return stock < policy.scarceBelow ? Math.min(stock, policy.maxUnitsWhenScarce) : stock;
}

/** Why an order line of a scarce product was refused: 'Only 5 of Basmati Rice 5 kg per order while stock is low.' */
export function scarceLineMessage(title: string, max: number): string {
  return `Only ${max} of ${title} per order while stock is low.`;
}
