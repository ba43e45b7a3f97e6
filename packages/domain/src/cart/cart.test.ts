import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Discount } from '../discounts/discount';
import {
  addToCart,
  applyPromo,
  buyNow,
  clearCart,
  emptyCart,
  mergeCarts,
  refreshPrices,
  removeFromCart,
  removePromo,
  roomInCart,
  restoreSetAside,
  setAsideForBuyNow,
  toCheckoutLines,
  updateQuantity,
  withTotals,
  type CartItem,
  type CartState,
} from './cart';

const product = (id: number, sellingPricePaisa: number, stock = 10): Omit<CartItem, 'quantity'> => ({
  id,
  slug: `p-${id}`,
  title: `Product ${id}`,
  nepaliTitle: `उत्पादन ${id}`,
  category: 'Vegetables',
  image: `/img/${id}.jpg`,
  sellingPricePaisa,
  markedPricePaisa: sellingPricePaisa + 1_000,
  stock,
});
const line = (id: number, price: number, quantity: number, stock = 10): CartItem => ({
  ...product(id, price, stock),
  quantity,
});
const tenPercent: Discount = {
  type: 'percentage',
  value: 10,
  maximumDiscountPaisa: null,
  minimumOrderPaisa: 0,
};

describe('totals', () => {
  it.each<[string, CartItem[], number, number]>([
    ['empty', [], 0, 0],
    ['one line', [line(1, 12_050, 2)], 2, 24_100],
    ['two lines', [line(1, 12_050, 2), line(2, 5_000, 3)], 5, 39_100],
  ])('%s', (_name, items, totalItems, totalAmount) => {
    const s = withTotals({ items, promo: null });
    expect(s.totalItems).toBe(totalItems);
    expect(s.totalAmountPaisa).toBe(totalAmount);
    expect(s.discountPaisa).toBe(0);
    expect(s.finalAmountPaisa).toBe(totalAmount);
  });
});

describe('addToCart', () => {
  it('appends a new product with quantity 1 by default', () => {
    const s = addToCart(emptyCart(), product(1, 10_000));
    expect(s.items).toEqual([line(1, 10_000, 1)]);
    expect(s.totalAmountPaisa).toBe(10_000);
  });

  it('increases the quantity of an existing id instead of adding a line', () => {
    const s = addToCart(addToCart(emptyCart(), product(1, 10_000)), product(1, 10_000), 2);
    expect(s.items).toHaveLength(1);
    expect(s.items[0]?.quantity).toBe(3);
    expect(s.totalItems).toBe(3);
  });

  it('clamps the summed quantity to stock', () => {
    const s = addToCart(addToCart(emptyCart(), product(1, 10_000, 3), 2), product(1, 10_000, 3), 5);
    expect(s.items[0]?.quantity).toBe(3);
  });

  it('does not add an out-of-stock product', () => {
    const start = emptyCart();
    expect(addToCart(start, product(1, 10_000, 0))).toBe(start);
  });

  it('does not mutate the previous state', () => {
    const a = addToCart(emptyCart(), product(1, 10_000));
    const snapshot = JSON.parse(JSON.stringify(a)) as unknown;
    addToCart(a, product(1, 10_000));
    updateQuantity(a, 1, 5);
    expect(a).toEqual(snapshot);
  });
});

describe('updateQuantity / removeFromCart / clearCart', () => {
  const s = withTotals({ items: [line(1, 10_000, 2, 5), line(2, 5_000, 1)], promo: null });

  it.each([
    [4, 4],
    [9, 5],
    [0, 1],
    [-1, 1],
  ])('sets quantity %s → %s', (q, out) => {
    expect(updateQuantity(s, 1, q).items[0]?.quantity).toBe(out);
  });

  it('ignores unknown ids', () => {
    expect(updateQuantity(s, 99, 3)).toBe(s);
  });

  it('removes a line and recomputes', () => {
    const r = removeFromCart(s, 1);
    expect(r.items.map((i) => i.id)).toEqual([2]);
    expect(r.totalAmountPaisa).toBe(5_000);
  });

  it('clear empties and resets promo', () => {
    expect(clearCart(applyPromo(s, { code: 'x', discount: tenPercent }))).toEqual(emptyCart());
  });
});

describe('promo', () => {
  it('applies, normalises the code and recomputes the discount', () => {
    const s = applyPromo(withTotals({ items: [line(1, 10_000, 3)], promo: null }), {
      code: ' dashain ',
      discount: tenPercent,
    });
    expect(s.promo?.code).toBe('DASHAIN');
    expect(s.discountPaisa).toBe(3_000);
    expect(s.finalAmountPaisa).toBe(27_000);
  });

  it('discount follows cart changes and drops to 0 below the minimum', () => {
    const min: Discount = { ...tenPercent, minimumOrderPaisa: 25_000 };
    let s = applyPromo(withTotals({ items: [line(1, 10_000, 3)], promo: null }), {
      code: 'A',
      discount: min,
    });
    expect(s.discountPaisa).toBe(3_000);
    s = updateQuantity(s, 1, 2);
    expect(s.discountPaisa).toBe(0);
    expect(s.promo?.code).toBe('A');
  });

  it('remove resets the discount', () => {
    const s = removePromo(
      applyPromo(withTotals({ items: [line(1, 10_000, 1)], promo: null }), {
        code: 'A',
        discount: tenPercent,
      }),
    );
    expect(s.promo).toBeNull();
    expect(s.discountPaisa).toBe(0);
    expect(s.finalAmountPaisa).toBe(10_000);
  });
});

describe('buyNow', () => {
  it('holds only that item, without promo, total = price × quantity', () => {
    const s = buyNow(product(7, 12_050, 4), 3);
    expect(s.items).toEqual([line(7, 12_050, 3, 4)]);
    expect(s.promo).toBeNull();
    expect(s.totalAmountPaisa).toBe(36_150);
  });
  it('clamps to stock', () => {
    expect(buyNow(product(7, 100, 2), 5).items[0]?.quantity).toBe(2);
  });
});

describe('setAsideForBuyNow', () => {
  it('keeps the basket Buy now replaced', () => {
    expect(setAsideForBuyNow([], [line(1, 100, 2), line(2, 200, 1)])).toEqual([
      line(1, 100, 2),
      line(2, 200, 1),
    ]);
  });
  it('adds a second replaced basket to the first, a shared line at the larger quantity, never doubled', () => {
    const first = [line(1, 100, 2), line(2, 200, 1)];
    expect(setAsideForBuyNow(first, [line(2, 200, 3)])).toEqual([line(1, 100, 2), line(2, 200, 3)]);
    expect(setAsideForBuyNow(first, [line(1, 100, 1), line(9, 50, 1)])).toEqual([
      line(1, 100, 2),
      line(2, 200, 1),
      line(9, 50, 1),
    ]);
  });
  it('sets nothing aside for an empty cart and keeps what was set aside', () => {
    expect(setAsideForBuyNow([line(1, 100, 2)], [])).toEqual([line(1, 100, 2)]);
    expect(setAsideForBuyNow([], [])).toEqual([]);
  });
});

describe('restoreSetAside', () => {
  it('brings every set-aside line back beside the cart’s own, a shared line at the larger quantity', () => {
    expect(restoreSetAside([line(7, 100, 1)], [line(1, 100, 2), line(7, 100, 3)])).toEqual([
      line(7, 100, 3),
      line(1, 100, 2),
    ]);
  });
  it('clamps a restored line to the stock there is now', () => {
    expect(restoreSetAside([], [line(1, 100, 5, 2)])).toEqual([line(1, 100, 2, 2)]);
  });
});

describe('mergeCarts', () => {
  it('adds quantities of the same id (clamped to stock) and keeps the rest', () => {
    const local = [line(1, 9_000, 3, 10), line(2, 5_000, 1)];
    const server = [line(1, 10_000, 9, 10), line(3, 2_000, 2)];
    expect(mergeCarts(local, server)).toEqual([
      line(1, 10_000, 10, 10),
      line(3, 2_000, 2),
      line(2, 5_000, 1),
    ]);
  });
  it('uses server prices for shared lines', () => {
    const merged = mergeCarts([line(1, 1, 1)], [line(1, 500, 1)]);
    expect(merged[0]?.sellingPricePaisa).toBe(500);
    expect(merged[0]?.quantity).toBe(2);
  });
});

describe('refreshPrices', () => {
  it('takes server prices and clamps quantities to new stock', () => {
    const s = withTotals({ items: [line(1, 10_000, 5), line(2, 5_000, 1)], promo: null });
    const r = refreshPrices(s, [{ id: 1, sellingPricePaisa: 11_000, markedPricePaisa: 12_000, stock: 2 }]);
    expect(r.items[0]).toMatchObject({
      sellingPricePaisa: 11_000,
      markedPricePaisa: 12_000,
      stock: 2,
      quantity: 2,
    });
    expect(r.items[1]).toEqual(line(2, 5_000, 1));
    expect(r.totalAmountPaisa).toBe(27_000);
  });
});

describe('toCheckoutLines', () => {
  it('builds parallel arrays', () => {
    expect(toCheckoutLines([line(1, 1, 2), line(5, 1, 3)])).toEqual({ product_id: [1, 5], qtys: [2, 3] });
  });
});

// --- property-based invariants over any sequence of operations ---
type Op =
  | { kind: 'add'; id: number; price: number; stock: number; qty: number }
  | { kind: 'update'; id: number; qty: number }
  | { kind: 'remove'; id: number }
  | { kind: 'promo'; discount: Discount }
  | { kind: 'unpromo' }
  | { kind: 'refresh'; id: number; price: number; stock: number }
  | { kind: 'clear' };

const id = fc.integer({ min: 1, max: 6 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    id,
    price: fc.integer({ min: 1, max: 1_000_000 }),
    stock: fc.integer({ min: -1, max: 20 }),
    qty: fc.integer({ min: -2, max: 30 }),
  }),
  fc.record({ kind: fc.constant('update' as const), id, qty: fc.integer({ min: -5, max: 30 }) }),
  fc.record({ kind: fc.constant('remove' as const), id }),
  fc.record({
    kind: fc.constant('promo' as const),
    discount: fc.record({
      type: fc.constantFrom<'percentage' | 'fixed'>('percentage', 'fixed'),
      value: fc.integer({ min: 0, max: 5_000_000 }).map((v) => v),
      maximumDiscountPaisa: fc.option(fc.integer({ min: 0, max: 1_000_000 })),
      minimumOrderPaisa: fc.integer({ min: 0, max: 2_000_000 }),
    }),
  }),
  fc.record({ kind: fc.constant('unpromo' as const) }),
  fc.record({
    kind: fc.constant('refresh' as const),
    id,
    price: fc.integer({ min: 1, max: 1_000_000 }),
    stock: fc.integer({ min: 1, max: 20 }),
  }),
  fc.record({ kind: fc.constant('clear' as const) }),
);

function run(state: CartState, op: Op): CartState {
  switch (op.kind) {
    case 'add':
      return addToCart(state, product(op.id, op.price, op.stock), op.qty);
    case 'update':
      return updateQuantity(state, op.id, op.qty);
    case 'remove':
      return removeFromCart(state, op.id);
    case 'promo':
      return applyPromo(state, { code: 'p', discount: op.discount });
    case 'unpromo':
      return removePromo(state);
    case 'refresh':
      return refreshPrices(state, [
        { id: op.id, sellingPricePaisa: op.price, markedPricePaisa: op.price, stock: op.stock },
      ]);
    case 'clear':
      return clearCart(state);
  }
}

describe('cart invariants', () => {
  it('totals equal the sums, ids are unique, quantities stay in [1, stock], 0 ≤ discount ≤ total, final ≥ 0', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        let s = emptyCart();
        for (const op of ops) {
          s = run(s, op);
          const sumQty = s.items.reduce((a, i) => a + i.quantity, 0);
          const sumAmount = s.items.reduce((a, i) => a + i.sellingPricePaisa * i.quantity, 0);
          expect(s.totalItems).toBe(sumQty);
          expect(s.totalAmountPaisa).toBe(sumAmount);
          expect(new Set(s.items.map((i) => i.id)).size).toBe(s.items.length);
          for (const i of s.items) {
            expect(i.quantity).toBeGreaterThanOrEqual(1);
            if (i.stock >= 1) expect(i.quantity).toBeLessThanOrEqual(i.stock);
          }
          expect(s.discountPaisa).toBeGreaterThanOrEqual(0);
          expect(s.discountPaisa).toBeLessThanOrEqual(s.totalAmountPaisa);
          const cap = s.promo?.discount.type === 'percentage' ? s.promo.discount.maximumDiscountPaisa : null;
          if (cap !== null) expect(s.discountPaisa).toBeLessThanOrEqual(cap);
          if (!s.promo) expect(s.discountPaisa).toBe(0);
          expect(s.finalAmountPaisa).toBe(Math.max(0, s.totalAmountPaisa - s.discountPaisa));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('mergeCarts keeps ids unique and quantities in [1, stock]', () => {
    const lines = fc.uniqueArray(
      fc.record({
        id,
        price: fc.integer({ min: 1, max: 1000 }),
        qty: fc.integer({ min: 1, max: 20 }),
        stock: fc.integer({ min: 1, max: 20 }),
      }),
      { selector: (l) => l.id, maxLength: 6 },
    );
    fc.assert(
      fc.property(lines, lines, (a, b) => {
        const toLines = (ls: typeof a) =>
          ls.map((l) => line(l.id, l.price, Math.min(l.qty, l.stock), l.stock));
        const merged = mergeCarts(toLines(a), toLines(b));
        expect(new Set(merged.map((m) => m.id)).size).toBe(merged.length);
        expect(merged.length).toBe(new Set([...a, ...b].map((l) => l.id)).size);
        for (const m of merged) {
          expect(m.quantity).toBeGreaterThanOrEqual(1);
          expect(m.quantity).toBeLessThanOrEqual(m.stock);
        }
      }),
    );
  });
});

describe('roomInCart', () => {
  it('is the stock less what the cart holds, never below 0', () => {
    const cart = { items: [{ ...product(4, 1_000), quantity: 3 }] };
    expect(roomInCart(cart, 4, 5)).toBe(2);
    expect(roomInCart(cart, 4, 3)).toBe(0);
    expect(roomInCart(cart, 4, 2)).toBe(0);
    expect(roomInCart(cart, 9, 5)).toBe(5);
  });
});
