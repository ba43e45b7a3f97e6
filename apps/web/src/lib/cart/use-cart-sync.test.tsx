import { emptyCart, productToCartItem, sampleProduct, withTotals } from '@kandamul/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SeenCall, stubApi } from '../../test/relative-requests';
import { renderPage } from '../../test/render';
import { useAddToCart } from './use-add-to-cart';
import { useCartSync, useServerCartPush } from './use-cart-sync';

const session = { user_id: '7', access: 'token', refresh: 'r' };
const potato = sampleProduct({ id: 1, title: 'Red Potato', selling_price: 100, total_available_quantity: 5 });
const rice = sampleProduct({
  id: 2,
  slug: 'rice',
  title: 'Rice',
  selling_price: 200,
  total_available_quantity: 50,
});
const flags = { isLoading: false, error: null, promoLoading: false, promoError: null };
const localCart = (lines: [typeof potato, number][]) => ({
  ...emptyCart(),
  ...withTotals({
    items: lines.map(([p, quantity]) => ({ ...productToCartItem(p), quantity })),
    promo: null,
  }),
  ...flags,
});

function Sync() {
  useCartSync();
  return <p>synced</p>;
}

function PushButton() {
  const push = useServerCartPush();
  return <button onClick={push}>push</button>;
}

function AddButton() {
  const add = useAddToCart();
  return <button onClick={() => void add(rice)}>add rice</button>;
}

afterEach(() => vi.restoreAllMocks());

describe('useCartSync', () => {
  it('merges the local cart into the server cart once on login and writes it back', async () => {
    const puts: unknown[] = [];
    const calls = stubApi({
      'GET /api/v1/cart/': { items: [{ product_id: 1, quantity: 3, product: potato }], version: 2 },
      'PUT /api/v1/cart/': (call: SeenCall) => {
        puts.push(call.body);
        return {
          items: [
            { product_id: 1, quantity: 5, product: potato },
            { product_id: 2, quantity: 1, product: rice },
          ],
          version: 2,
        };
      },
    });
    const { store } = renderPage(<Sync />, {
      preloadedState: {
        auth: session,
        cart: localCart([
          [potato, 4],
          [rice, 1],
        ]),
      },
    });
    await waitFor(() => expect(puts).toHaveLength(1));
    // 3 on the server + 4 here, clamped to the stock of 5.
    expect(store.getState().cart.items.map((i) => [i.id, i.quantity])).toEqual([
      [1, 5],
      [2, 1],
    ]);
    expect(store.getState().cart.totalAmountPaisa).toBe(70_000);
    expect(calls.map((c) => c.method)).toEqual(['GET', 'PUT']);
    expect(puts[0]).toEqual({
      items: [
        { product_id: 1, quantity: 5 },
        { product_id: 2, quantity: 1 },
      ],
      version: 2,
    });
    expect(store.getState().cart.serverVersion).toBe(2);
    expect(window.localStorage.getItem('kandamul:cart-merged-for')).toBe('7');
  });

  it('keeps the local cart and only warns when the server cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({ '/api/v1/cart/': () => new Response('', { status: 503 }) });
    const { store } = renderPage(<Sync />, {
      preloadedState: { auth: session, cart: localCart([[potato, 2]]) },
    });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(store.getState().cart.items.map((i) => [i.id, i.quantity])).toEqual([[1, 2]]);
  });
});

describe('useAddToCart', () => {
  it('tells the server when logged in, and keeps the local line if that fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = stubApi({
      '/api/v1/cart/': () =>
        new Response(JSON.stringify({ code: 'OUT_OF_STOCK', message: 'Sorry' }), {
          status: 409,
          headers: { 'content-type': 'application/json' },
        }),
    });
    const { store } = renderPage(<AddButton />, { preloadedState: { auth: session } });
    await userEvent.click(await screen.findByRole('button', { name: 'add rice' }));
    expect(await screen.findByText('Rice added to cart!')).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(calls).toEqual([{ method: 'POST', path: '/api/v1/cart/', body: { product_id: 2, quantity: 1 } }]);
    expect(store.getState().cart.totalItems).toBe(1);
  });

  it('does not call the server for a visitor', async () => {
    const calls = stubApi({});
    const { store } = renderPage(<AddButton />);
    await userEvent.click(await screen.findByRole('button', { name: 'add rice' }));
    await waitFor(() => expect(store.getState().cart.totalItems).toBe(1));
    expect(calls).toHaveLength(0);
  });
});

describe('a cart copy older than an order (another tab)', () => {
  const stale = { ...localCart([[potato, 2]]), serverVersion: 0 };

  it('does not push the ordered lines back: the refused copy gives way to the server cart', async () => {
    const calls = stubApi({
      'PUT /api/v1/cart/': () =>
        new Response(
          JSON.stringify({
            code: 'CART_STALE',
            message: 'Your cart changed since this copy was made (an order was placed).',
            cart: { items: [], version: 1 },
          }),
          { status: 409, headers: { 'content-type': 'application/json' } },
        ),
    });
    const { store } = renderPage(<PushButton />, {
      preloadedState: { auth: session, cart: stale },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'push' }));
    await waitFor(() => expect(store.getState().cart.serverVersion).toBe(1));
    expect(calls[0]!.body).toEqual({ items: [{ product_id: 1, quantity: 2 }], version: 0 });
    expect(store.getState().cart.items).toEqual([]);
    expect(store.getState().cart.totalItems).toBe(0);
  });

  it('an add answered with a newer cart takes the server cart, without the ordered lines', async () => {
    stubApi({
      'POST /api/v1/cart/': { items: [{ product_id: 2, quantity: 1, product: rice }], version: 1 },
    });
    const { store } = renderPage(<AddButton />, { preloadedState: { auth: session, cart: stale } });
    await userEvent.click(await screen.findByRole('button', { name: 'add rice' }));
    await waitFor(() => expect(store.getState().cart.serverVersion).toBe(1));
    expect(store.getState().cart.items.map((i) => [i.id, i.quantity])).toEqual([[2, 1]]);
  });
});
