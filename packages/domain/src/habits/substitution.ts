import { z } from 'zod';
import { SubstitutionChoiceSchema } from './preferences';

/** What matching needs to know of a product. */
export interface MatchProduct {
  id: number;
  categoryId: number;
  title: string;
  /** The price charged per unit (paisa). */
  pricePaisa: number;
  stock: number;
}

function words(title: string): Set<string> {
  return new Set(
    title
      .toLowerCase()
      .split(/[^\p{L}\p{M}\p{N}]+/u)
      .filter((w) => w.length > 0),
  );
}

/** How alike two titles are: shared words over all words (0 to 1). */
export function titleLikeness(a: string, b: string): number {
  const wa = words(a);
  const wb = words(b);
  if (wa.size === 0 || wb.size === 0) return 0;
  let shared = 0;
  for (const w of wa) if (wb.has(w)) shared += 1;
  return shared / (wa.size + wb.size - shared);
}

/**
 * The best match for a short line: a product of the same category with enough stock for the line,
 * closest in price (relative difference) and title (shared words), the two weighed equally; ties go
 * to the cheaper, then the lower id. Null when no product qualifies.
 */
export function suggestSubstitute(
  missing: Omit<MatchProduct, 'stock'>,
  quantity: number,
  candidates: readonly MatchProduct[],
): MatchProduct | null {
  let best: { p: MatchProduct; score: number } | null = null;
  for (const p of candidates) {
    if (p.id === missing.id || p.categoryId !== missing.categoryId || p.stock < quantity) continue;
    const base = Math.max(missing.pricePaisa, 1);
    const priceGap = Math.min(1, Math.abs(p.pricePaisa - missing.pricePaisa) / base);
    const score = priceGap + (1 - titleLikeness(missing.title, p.title));
    if (
      !best ||
      score < best.score - 1e-9 ||
      (Math.abs(score - best.score) <= 1e-9 &&
        (p.pricePaisa < best.p.pricePaisa || (p.pricePaisa === best.p.pricePaisa && p.id < best.p.id)))
    ) {
      best = { p, score };
    }
  }
  return best?.p ?? null;
}

/** An order's amounts after a line changed: the discount is capped by the new subtotal. */
export function recomputeOrderTotals(input: {
  lines: readonly { unitPricePaisa: number; quantity: number }[];
  discountPaisa: number;
  deliveryChargePaisa: number;
}): { subtotalPaisa: number; discountPaisa: number; totalPaisa: number } {
  const subtotalPaisa = input.lines.reduce((sum, l) => sum + l.unitPricePaisa * l.quantity, 0);
  const discountPaisa = Math.min(input.discountPaisa, subtotalPaisa);
  return {
    subtotalPaisa,
    discountPaisa,
    totalPaisa: subtotalPaisa - discountPaisa + input.deliveryChargePaisa,
  };
}

/** PUT /cart/line/{product_id}/substitution/ body. */
export const CartLineSubstitutionBodySchema = z.object({ substitution: SubstitutionChoiceSchema });

/** POST /admin/orders/{id}/lines/{line_id}/short body: substitute with a product, or leave it out. */
export const MarkShortBodySchema = z.object({
  action: z.enum(['substitute', 'remove']),
  product_id: z.number().int().positive().optional(),
});
export type MarkShortBody = z.infer<typeof MarkShortBodySchema>;

/** What staff see for one line of an order when they may mark it short. */
export const ShortLineViewSchema = z.object({
  line_id: z.number().int(),
  product_id: z.number().int(),
  title: z.string(),
  quantity: z.number().int(),
  unit_price: z.number(),
  preference: SubstitutionChoiceSchema,
  suggestion: z
    .object({ product_id: z.number().int(), title: z.string(), price: z.number(), stock: z.number().int() })
    .nullable(),
});
export type ShortLineView = z.infer<typeof ShortLineViewSchema>;
