import { z } from 'zod';
import { IdSchema } from '../contract/common';
import { ServerCartSchema } from '../contract/catalog';
import { MAX_LINE_QUANTITY } from '../validation/checkout';

/** Why a past order's product was not put back in the cart. */
export const BUY_AGAIN_REASONS = ['sold_out', 'no_longer_sold'] as const;
export type BuyAgainReason = (typeof BUY_AGAIN_REASONS)[number];

/** POST /order/{id}/buy-again/ answer (fixed in issue 20), with the server cart it leaves. */
export const BuyAgainResponseSchema = z.object({
  added: z.array(z.object({ product_id: IdSchema, quantity: z.number().int().positive() })),
  left_out: z.array(z.object({ product_id: IdSchema, reason: z.enum(BUY_AGAIN_REASONS) })),
  /** The customer's server cart afterwards (the storefront shows it as its cart). */
  cart: ServerCartSchema.optional(),
});
export type BuyAgainResponse = z.infer<typeof BuyAgainResponseSchema>;

/**
 * What "Buy again" puts in the cart: each of the order's products at the quantity bought, clamped to
 * the stock there is now (and the most one line may hold); a product sold out or no longer in the
 * catalogue is left out with its reason. Prices are never taken from the order: the cart shows today's.
 */
export function planBuyAgain(
  lines: ReadonlyArray<{ productId: number; quantity: number }>,
  stockOf: (productId: number) => number | undefined,
): Pick<BuyAgainResponse, 'added' | 'left_out'> {
  const wanted = new Map<number, number>();
  for (const l of lines) wanted.set(l.productId, (wanted.get(l.productId) ?? 0) + l.quantity);
  const added: BuyAgainResponse['added'] = [];
  const leftOut: BuyAgainResponse['left_out'] = [];
  for (const [productId, quantity] of wanted) {
    const stock = stockOf(productId);
    if (stock === undefined) leftOut.push({ product_id: productId, reason: 'no_longer_sold' });
    else if (!(stock > 0)) leftOut.push({ product_id: productId, reason: 'sold_out' });
    else
      added.push({
        product_id: productId,
        quantity: Math.min(quantity, Math.floor(stock), MAX_LINE_QUANTITY),
      });
  }
  return { added, left_out: leftOut };
}
