import { type CartItem, emptyCart, productToCartItem, sampleProduct, withTotals } from '@kandamul/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CartSliceState } from '../../../lib/state/cart-slice';
import { resolveRelativeRequests } from '../../../test/relative-requests';
import { renderPage, stubFetch } from '../../../test/render';
import { CartPage } from './cart-page';

resolveRelativeRequests();

const potato = sampleProduct({
  id: 1,
  title: 'Red Potato',
  selling_price: 120.5,
  marked_price: 150,
  total_available_quantity: 3,
});
const rice = sampleProduct({
  id: 2,
  slug: 'rice',
  title: 'Jeera Rice',
  category: 'Grains',
  selling_price: 200,
  marked_price: 200,
  total_available_quantity: 10,
});

function cartState(lines: [typeof potato, number][]): CartSliceState {
  const items: CartItem[] = lines.map(([p, quantity]) => ({ ...productToCartItem(p), quantity }));
  return {
    ...emptyCart(),
    ...withTotals({ items, promo: null }),
    isLoading: false,
    error: null,
    promoLoading: false,
    promoError: null,
  };
}

const productsById = (req: Request) => {
  const ids = (new URL(req.url).searchParams.get('ids') ?? '').split(',').map(Number);
  const results = [potato, rice].filter((p) => ids.includes(p.id));
  return { count: results.length, next: null, previous: null, results };
};

// The cart's rows are a lazy part (docs/decisions/047, 056): compiled once here, not inside the
// first test's wait for them.
beforeAll(() => import('../components/cart-contents'), 60_000);

function renderCart(lines: [typeof potato, number][], routes: Record<string, unknown> = {}) {
  const calls = stubFetch({ '/api/v1/products/': productsById, ...routes });
  const view = renderPage(<CartPage />, {
    path: '/cart',
    preloadedState: { cart: cartState(lines) },
    extraRoutes: [
      { path: '/', element: <div>home page</div> },
      { path: '/checkout', element: <div>checkout page</div> },
    ],
  });
  return { ...view, calls };
}

const summary = (id: string) => screen.getByTestId(`summary-${id}`).textContent;

afterEach(() => {
  vi.useRealTimers();
});

describe('CartPage', () => {
  it('shows the empty state with Continue Shopping', async () => {
    const { router } = renderCart([]);
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Continue Shopping' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('lists rows with title, category and price, and sums the order', async () => {
    renderCart([
      [potato, 2],
      [rice, 1],
    ]);
    const row = await screen.findByRole('listitem', { name: 'Red Potato' });
    expect(within(row).getByText('Vegetables')).toBeInTheDocument();
    expect(within(row).getByText('RS 120.50 each')).toBeInTheDocument();
    expect(within(row).getByText('RS 241.00')).toBeInTheDocument();
    expect(screen.getByText('3 items')).toBeInTheDocument();
    expect(summary('subtotal')).toBe('RS 441.00');
    expect(summary('shipping')).toBe('RS 0.00');
    expect(summary('total')).toBe('RS 441.00');
    for (const note of [
      'Free shipping on all orders over RS200',
      '30-day money-back guarantee',
      'Secure payments',
    ]) {
      expect(screen.getByText(note)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('shows shipping as checkout will charge it: free over RS 200, else calculated at checkout', async () => {
    const { store } = renderCart([[potato, 1]]);
    await screen.findByRole('listitem', { name: 'Red Potato' });
    // RS 120.50: below the free threshold, so the charge depends on the address.
    expect(summary('shipping')).toBe('Calculated at checkout');
    expect(summary('total')).toBe('RS 120.50');
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(store.getState().cart.totalAmountPaisa).toBe(24_100);
    expect(summary('shipping')).toBe('RS 0.00');
  });

  it('keeps quantities between 1 and the stock, warning at the limit', async () => {
    const { store } = renderCart([[potato, 2]]);
    const row = await screen.findByRole('listitem', { name: 'Red Potato' });
    await userEvent.click(within(row).getByRole('button', { name: 'Increase quantity' }));
    expect(store.getState().cart.items[0]!.quantity).toBe(3);
    expect(within(row).queryByText(/items available in stock/)).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Increase quantity' }));
    expect(store.getState().cart.items[0]!.quantity).toBe(3);
    expect(within(row).getByText('Only 3 items available in stock')).toBeInTheDocument();
    expect(summary('total')).toBe('RS 361.50');
    const minus = within(row).getByRole('button', { name: 'Decrease quantity' });
    await userEvent.click(minus);
    await userEvent.click(minus);
    expect(store.getState().cart.items[0]!.quantity).toBe(1);
    expect(minus).toBeDisabled();
  });

  it('removes a row and clears the cart', async () => {
    const { store } = renderCart([
      [potato, 1],
      [rice, 1],
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Red Potato' }));
    expect(screen.queryByRole('listitem', { name: 'Red Potato' })).not.toBeInTheDocument();
    expect(summary('total')).toBe('RS 200.00');
    // Clear cart asks first; Keep items keeps them.
    await userEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    const ask = screen.getByRole('group', { name: 'Empty your cart?' });
    expect(store.getState().cart.totalItems).toBe(1);
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep items' }));
    expect(screen.getByRole('listitem', { name: 'Jeera Rice' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Empty your cart?' })).getByRole('button', {
        name: 'Clear cart',
      }),
    );
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(store.getState().cart.totalItems).toBe(0);
  });

  it('refreshes prices and stock from the server when opened', async () => {
    const cheaper = { ...potato, selling_price: 100, total_available_quantity: 1 };
    const { calls } = renderCart([[potato, 2]], {
      '/api/v1/products/': { count: 1, next: null, previous: null, results: [cheaper] },
    });
    await waitFor(() => expect(summary('total')).toBe('RS 100.00'));
    expect(new URL(calls[0]!.url).searchParams.get('ids')).toBe('1');
  });

  it('marks a line whose product the shop no longer sells (the refresh leaves it out)', async () => {
    renderCart(
      [
        [potato, 1],
        [rice, 1],
      ],
      { '/api/v1/products/': { count: 1, next: null, previous: null, results: [potato] } },
    );
    const gone = await screen.findByRole('listitem', { name: 'Jeera Rice' });
    expect(await within(gone).findByText('No longer sold: remove it to check out')).toBeInTheDocument();
    const kept = screen.getByRole('listitem', { name: 'Red Potato' });
    expect(within(kept).queryByText(/No longer sold/)).not.toBeInTheDocument();
  });

  it('applies a promo code: Apply disabled while empty, applying, then the discount and total', async () => {
    let answer: (v: unknown) => void = () => {};
    renderCart([[rice, 2]], {
      '/api/v1/voucher/apply/': () => new Promise((resolve) => (answer = resolve)),
    });
    const field = await screen.findByRole('textbox', { name: 'Promo code' });
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await userEvent.type(field, '   ');
    expect(apply).toBeDisabled();
    await userEvent.type(field, 'welcome10');
    await userEvent.click(apply);
    expect(await screen.findByRole('button', { name: 'Applying…' })).toBeDisabled();
    answer({
      voucher: {
        code: 'WELCOME10',
        voucher_type: 'Percentage',
        discount_percentage: 10,
        discount_amount: null,
        minimum_order_value: 0,
        maximum_discount: null,
      },
      discount_amount: 40,
      is_valid: true,
      message: 'Promo code applied successfully!',
    });
    expect(await screen.findByText('Promo code WELCOME10 applied')).toBeInTheDocument();
    expect(summary('discount')).toBe('− RS 40.00');
    expect(summary('total')).toBe('RS 360.00');
    await userEvent.click(screen.getByRole('button', { name: 'Remove promo code WELCOME10' }));
    expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();
    expect(summary('total')).toBe('RS 400.00');
  });

  it('shows why a code does not apply for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderCart([[rice, 1]], {
      '/api/v1/voucher/apply/': {
        voucher: null,
        discount_amount: 0,
        is_valid: false,
        message: 'Invalid promo code',
        code: 'VOUCHER_INVALID',
      },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Promo code' }), {
      target: { value: 'NOPE' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid promo code');
    await act(async () => {
      vi.advanceTimersByTime(2900);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(summary('total')).toBe('RS 200.00');
  });

  it("falls back to 'Failed to apply promo code' when the server gives no message", async () => {
    renderCart([[rice, 1]], { '/api/v1/voucher/apply/': () => new Response('oops', { status: 502 }) });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Promo code' }), 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to apply promo code');
  });
});
