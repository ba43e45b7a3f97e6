import { describe, expect, it } from 'vitest';
import { planBuyAgain } from './buy-again';

describe('planBuyAgain', () => {
  const stock = new Map([
    [1, 10],
    [2, 1],
    [3, 0],
    [5, 500],
  ]);
  const stockOf = (id: number) => stock.get(id);

  it('adds what was bought, clamped to stock; leaves out the sold out and the no longer sold', () => {
    expect(
      planBuyAgain(
        [
          { productId: 1, quantity: 3 },
          { productId: 2, quantity: 4 },
          { productId: 3, quantity: 1 },
          { productId: 4, quantity: 2 },
        ],
        stockOf,
      ),
    ).toEqual({
      added: [
        { product_id: 1, quantity: 3 },
        { product_id: 2, quantity: 1 },
      ],
      left_out: [
        { product_id: 3, reason: 'sold_out' },
        { product_id: 4, reason: 'no_longer_sold' },
      ],
    });
  });

  it('never puts more than one line may hold', () => {
    expect(planBuyAgain([{ productId: 5, quantity: 200 }], stockOf).added).toEqual([
      { product_id: 5, quantity: 99 },
    ]);
  });
});
