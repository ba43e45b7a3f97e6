import type { Address, CartItem, DeliveryChargeBody } from '@kandamul/domain';

// What checkout reads on opening is decided here, for the page and for its server render
// (ssr/prefetch.ts) alike: the render must read with the very arguments the page's hooks pass, or the
// browser would find nothing in the cache and draw the page again (decision 046).

/** The address to preselect: the one already chosen if still there, else the default, else the first. */
export function pickAddress(addresses: Address[], current: number | null): number | null {
  if (current !== null && addresses.some((a) => a.id === current)) return current;
  return (addresses.find((a) => a.is_default) ?? addresses[0])?.id ?? null;
}

/** The cart's lines as the delivery charge is asked for them. */
export function deliveryChargeLines(items: readonly CartItem[]): DeliveryChargeBody['cart_items'] {
  return items.map((i) => ({ product_id: i.id, quantity: i.quantity }));
}
