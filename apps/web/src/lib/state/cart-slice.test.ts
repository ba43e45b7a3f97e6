import { type CartItem } from '@kandamul/domain';
import { describe, expect, it } from 'vitest';
import { cartActions, cartSlice, type CartSliceState, selectSetAside } from './cart-slice';

const line = (id: number, quantity: number, stock = 10): CartItem => ({
  id,
  slug: `p-${id}`,
  title: `Product ${id}`,
  nepaliTitle: `उत्पादन ${id}`,
  category: 'Vegetables',
  image: `/img/${id}.jpg`,
  sellingPricePaisa: 10_000,
  markedPricePaisa: 12_000,
  stock,
  quantity,
});
const { quantity: _q, ...product9 } = line(9, 1);

function run(...actions: Parameters<typeof cartSlice.reducer>[1][]): CartSliceState {
  return actions.reduce(cartSlice.reducer, cartSlice.reducer(undefined, { type: 'init' }));
}

describe('cart slice: the basket Buy now sets aside', () => {
  it('keeps the replaced lines aside and brings them back beside the Buy now line', () => {
    const bought = run(
      cartActions.itemsReplaced([line(1, 2), line(2, 1)]),
      cartActions.boughtNow({ item: product9, quantity: 1 }),
    );
    expect(bought.items.map((i) => i.id)).toEqual([9]);
    expect(selectSetAside({ cart: bought }).map((i) => [i.id, i.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    const restored = cartSlice.reducer(bought, cartActions.setAsideRestored());
    expect(restored.items.map((i) => [i.id, i.quantity])).toEqual([
      [9, 1],
      [1, 2],
      [2, 1],
    ]);
    expect(restored.totalItems).toBe(4);
    expect(restored.setAside).toEqual([]);
  });

  it('sets nothing aside for an empty cart, and forgets the basket when told', () => {
    expect(run(cartActions.boughtNow({ item: product9, quantity: 1 })).setAside).toEqual([]);
    const dismissed = run(
      cartActions.itemsReplaced([line(1, 2)]),
      cartActions.boughtNow({ item: product9, quantity: 1 }),
      cartActions.setAsideDismissed(),
    );
    expect(dismissed.setAside).toEqual([]);
    expect(dismissed.items.map((i) => i.id)).toEqual([9]);
  });

  it('keeps the set-aside basket through clearing the cart (an order consumes the Buy now line)', () => {
    const ordered = run(
      cartActions.itemsReplaced([line(1, 2)]),
      cartActions.boughtNow({ item: product9, quantity: 1 }),
      cartActions.cartCleared(),
    );
    expect(ordered.items).toEqual([]);
    expect(ordered.setAside?.map((i) => i.id)).toEqual([1]);
  });
});
