import { MESSAGES, type Order } from '@kandamul/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SeenCall, stubApi } from '../../../test/relative-requests';
import { renderPage } from '../../../test/render';
import { goToWallet } from '../../../lib/payments/go-to-wallet';
import { OrdersPage } from './orders-page';

vi.mock('../../../lib/payments/go-to-wallet', () => ({ goToWallet: vi.fn() }));

const session = { auth: { user_id: '7', access: 'token', refresh: 'refresh' } };

const order = (over: Partial<Order>): Order => ({
  id: 1,
  tracking_id: 'KDM-261120-AAAAAA',
  // 10:00 in Kathmandu on 20 Nov 2026.
  created_at: '2026-11-20T04:15:00.000Z',
  total: 1651,
  subtotal: 1651,
  discount: 50,
  delivery_charge: 50,
  order_status: 'Order Processing',
  payment_completed: false,
  payment_method: 'cod',
  lines: [{ product_id: 11, slug: 'rice', title: 'Basmati Rice 5 kg', quantity: 2, price: 750, image: '' }],
  ...over,
});

const processing = order({});
const shipped = order({
  id: 2,
  tracking_id: 'KDM-261118-BBBBBB',
  created_at: '2026-11-18T04:15:00.000Z',
  order_status: 'Out for Delivery',
  payment_method: 'online',
  payment_completed: true,
});

function renderOrders(routes: Record<string, unknown> = {}) {
  const calls = stubApi({
    '/api/v1/order/list/': { count: 2, next: null, previous: null, results: [processing, shipped] },
    ...routes,
  });
  const view = renderPage(<OrdersPage />, { path: '/orders', preloadedState: session });
  return { ...view, calls };
}

const card = (tracking: string) => screen.getByRole('article', { name: `Tracking ID: ${tracking}` });

afterEach(() => {
  vi.useRealTimers();
});

describe('OrdersPage', () => {
  it('shows each order with date, status, payment state, method, lines and total', async () => {
    renderOrders();
    const first = await screen.findByRole('article', { name: 'Tracking ID: KDM-261120-AAAAAA' });
    expect(within(first).getByText('Placed on Nov 20, 2026')).toBeInTheDocument();
    expect(within(first).getByText('Order Processing')).toBeInTheDocument();
    expect(within(first).getByText(MESSAGES.unpaid)).toBeInTheDocument();
    expect(within(first).getByText('Cash on Delivery')).toBeInTheDocument();
    expect(within(first).getByText('Basmati Rice 5 kg × 2')).toBeInTheDocument();
    expect(within(first).getByTestId('order-total')).toHaveTextContent('RS 1,651.00');
    const second = card('KDM-261118-BBBBBB');
    expect(within(second).getByText('Out for Delivery')).toBeInTheDocument();
    expect(within(second).getByText(MESSAGES.paid)).toBeInTheDocument();
    expect(within(second).getByText('Online Payment')).toBeInTheDocument();
  });

  it('offers the invoice of a delivered order as a PDF, and only there', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:invoice');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const delivered = order({ id: 3, tracking_id: 'KDM-261115-CCCCCC', order_status: 'Delivered' });
    const { calls } = renderOrders({
      '/api/v1/order/list/': { count: 2, next: null, previous: null, results: [processing, delivered] },
      '/api/v1/order/3/invoice.pdf': () =>
        new Response('%PDF-1.3', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    });
    const card3 = await screen.findByRole('article', { name: 'Tracking ID: KDM-261115-CCCCCC' });
    expect(
      within(card('KDM-261120-AAAAAA')).queryByRole('button', { name: 'Download invoice (PDF)' }),
    ).toBeNull();
    await user.click(within(card3).getByRole('button', { name: 'Download invoice (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.some((c) => c.path === '/api/v1/order/3/invoice.pdf')).toBe(true);
    expect(createObjectURL).toHaveBeenCalled();
    click.mockRestore();
  });

  it('shows order dates in Bikram Sambat when the shopper reads BS', async () => {
    stubApi({ '/api/v1/order/list/': { count: 1, next: null, previous: null, results: [processing] } });
    renderPage(<OrdersPage />, {
      path: '/orders',
      preloadedState: { ...session, theme: { mode: 'light', language: 'en', calendar: 'BS' } },
    });
    expect(await screen.findByText('Placed on 4 Mangsir 2083')).toBeInTheDocument();
  });

  it('offers Pay now on an order awaiting a wallet payment, and shows Refund due on a cancelled paid one', async () => {
    const user = userEvent.setup();
    const redirect = {
      attempt_id: 3,
      gateway: 'khalti',
      url: 'https://pay.khalti.com/?pidx=p',
      method: 'GET',
      fields: {},
    };
    const { calls } = renderOrders({
      '/api/v1/order/list/': {
        count: 2,
        next: null,
        previous: null,
        results: [
          order({ payment_method: 'khalti', payment_status: 'pending' }),
          order({
            id: 2,
            tracking_id: 'KDM-261118-BBBBBB',
            order_status: 'Cancelled',
            payment_method: 'esewa',
            payment_status: 'refund_due',
          }),
        ],
      },
      'POST /api/v1/payments/1/retry/': redirect,
    });
    const pending = await screen.findByRole('article', { name: 'Tracking ID: KDM-261120-AAAAAA' });
    expect(within(pending).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(pending).getByText('Khalti')).toBeInTheDocument();
    await user.click(within(pending).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(goToWallet).toHaveBeenCalledWith(redirect));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/v1/payments/1/retry/')).toBe(true);

    const refund = card('KDM-261118-BBBBBB');
    expect(within(refund).getByText('Refund due')).toBeInTheDocument();
    expect(within(refund).queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it('cancels a processing order with a reason and refreshes the list', async () => {
    const user = userEvent.setup();
    let cancelled = false;
    const { calls } = renderOrders({
      '/api/v1/order/list/': () => ({
        count: 1,
        next: null,
        previous: null,
        results: [cancelled ? { ...processing, order_status: 'Cancelled' } : processing],
      }),
      'POST /api/v1/order/cancel/1/': (call: SeenCall) => {
        cancelled = true;
        return {
          id: 3,
          order: {
            id: 1,
            tracking_id: processing.tracking_id,
            created_at: processing.created_at,
            total: 1651,
            payment_method: 'cod',
          },
          created_on: '2026-11-20T05:00:00.000Z',
          remarks: (call.body as { remarks: string }).remarks,
        };
      },
    });
    const first = await screen.findByRole('article', { name: 'Tracking ID: KDM-261120-AAAAAA' });
    await user.click(within(first).getByRole('button', { name: 'Cancel Order' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for cancelling' }), 'Ordered twice');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText('Your order was cancelled.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/v1/order/cancel/1/')?.body).toEqual({
      remarks: 'Ordered twice',
    });
    await waitFor(() => expect(within(card('KDM-261120-AAAAAA')).getByText('Cancelled')).toBeInTheDocument());
    expect(
      within(card('KDM-261120-AAAAAA')).queryByRole('button', { name: 'Cancel Order' }),
    ).not.toBeInTheDocument();
  });

  it('shows the server refusal inside the popup', async () => {
    const user = userEvent.setup();
    renderOrders({
      'POST /api/v1/order/cancel/1/': () =>
        new Response(
          JSON.stringify({ code: 'ORDER_NOT_CANCELLABLE', message: MESSAGES.orderNotCancellable }),
          {
            status: 422,
            headers: { 'content-type': 'application/json' },
          },
        ),
    });
    await user.click(
      within(await screen.findByRole('article', { name: /AAAAAA/ })).getByRole('button', {
        name: 'Cancel Order',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(await within(dialog).findByText(MESSAGES.orderNotCancellable)).toBeInTheDocument();
  });

  it('says a shipped order cannot be cancelled, for 3 seconds', async () => {
    renderOrders();
    const second = await screen.findByRole('article', { name: 'Tracking ID: KDM-261118-BBBBBB' });
    vi.useFakeTimers();
    fireEvent.click(within(second).getByRole('button', { name: 'Cancel Order' }));
    expect(within(second).getByText(MESSAGES.orderNotCancellable)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2900));
    expect(within(second).getByText(MESSAGES.orderNotCancellable)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(within(second).queryByText(MESSAGES.orderNotCancellable)).not.toBeInTheDocument();
  });

  it('filters: delivered products, the cancellation process and cancelled orders', async () => {
    const user = userEvent.setup();
    renderOrders({
      '/api/v1/list/ordered/products/': [
        {
          order_id: 5,
          tracking_id: 'KDM-261101-CCCCCC',
          ordered_at: '2026-11-01T04:15:00.000Z',
          quantity: 3,
          price: 90.5,
          product: { id: 12, slug: 'turmeric', title: 'Turmeric 200 g', image: '' },
        },
      ],
      '/api/v1/list/order/cancellation/': {
        count: 1,
        next: null,
        previous: null,
        results: [
          {
            id: 3,
            order: {
              id: 9,
              tracking_id: 'KDM-261102-CCCCCC',
              created_at: '2026-11-02T04:15:00.000Z',
              total: 250,
              payment_method: 'online',
            },
            created_on: '2026-11-03T04:15:00.000Z',
            remarks: 'Changed my mind',
          },
        ],
      },
    });
    await screen.findByRole('article', { name: /AAAAAA/ });
    const filters = screen.getByRole('tablist', { name: 'Order filters' });
    expect(
      within(filters)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['All Orders', 'Delivered Products', 'Cancellation Process', 'Cancelled Orders']);

    await user.click(within(filters).getByRole('tab', { name: 'Delivered Products' }));
    expect(await screen.findByRole('link', { name: 'Turmeric 200 g' })).toHaveAttribute(
      'href',
      '/product/turmeric',
    );
    expect(screen.getByText(/Quantity: 3/)).toHaveTextContent('Ordered on Nov 1, 2026');

    await user.click(within(filters).getByRole('tab', { name: 'Cancellation Process' }));
    expect(screen.getByText(/can no longer be cancelled/)).toBeInTheDocument();

    await user.click(within(filters).getByRole('tab', { name: 'Cancelled Orders' }));
    expect(await screen.findByText('Order KDM-261102-CCCCCC')).toBeInTheDocument();
    expect(screen.queryByText(/Order #/)).toBeNull();
    expect(screen.getByText('Reason: Changed my mind')).toBeInTheDocument();
    expect(screen.getByText('Cancelled on Nov 3, 2026')).toBeInTheDocument();
  });

  it.each([
    ['a laptop (1366 px): a vertical sidebar', 1366, 'vertical'],
    ['a phone (390 px): a row of chips', 390, 'horizontal'],
  ] as const)(
    'shows the filters on %s, every label whole, never a scrolling strip',
    async (_name, width, orientation) => {
      const matchMedia = window.matchMedia;
      window.matchMedia = ((query: string) => {
        const min = /min-width:\s*([\d.]+)px/.exec(query);
        return {
          matches: Boolean(min) && width >= Number(min![1]),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        };
      }) as unknown as typeof window.matchMedia;
      try {
        renderOrders();
        const filters = await screen.findByRole('tablist', { name: 'Order filters' });
        expect(filters.getAttribute('aria-orientation') ?? 'horizontal').toBe(orientation);
        // No scroll arrows beside the tabs: the tab list and the panel alone, the list holding its four tabs.
        expect([...filters.parentElement!.children].map((e) => e.getAttribute('role'))).toEqual([
          'tablist',
          'tabpanel',
        ]);
        expect(filters.children).toHaveLength(4);
        expect(within(filters).getAllByRole('tab')).toHaveLength(4);
      } finally {
        window.matchMedia = matchMedia;
      }
    },
  );

  it('moves between the filters with the arrow keys, one tab stop, and opens one with Enter', async () => {
    const user = userEvent.setup();
    renderOrders({
      '/api/v1/list/order/cancellation/': { count: 0, next: null, previous: null, results: [] },
    });
    await screen.findByRole('article', { name: /AAAAAA/ });
    const tabs = within(screen.getByRole('tablist', { name: 'Order filters' })).getAllByRole('tab');
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tabs[3]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{End}{Enter}');
    expect(tabs[3]).toHaveAttribute('aria-selected', 'true');
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, -1, -1, 0]);
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'orders-tab-cancelled');
    expect(await screen.findByText('You have no cancelled orders.')).toBeInTheDocument();
  });

  it('shows empty states with a way back to the shop', async () => {
    const user = userEvent.setup();
    renderOrders({
      '/api/v1/order/list/': { count: 0, next: null, previous: null, results: [] },
      '/api/v1/list/order/cancellation/': { count: 0, next: null, previous: null, results: [] },
    });
    expect(await screen.findByText('You have not placed any orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('tab', { name: 'Cancelled Orders' }));
    expect(await screen.findByText('You have no cancelled orders.')).toBeInTheDocument();
  });

  it('offers a retry when the orders cannot be loaded', async () => {
    renderOrders({ '/api/v1/order/list/': () => new Response('{}', { status: 500 }) });
    expect(await screen.findByText('Your orders could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  describe('the order timeline', () => {
    const events = {
      order_id: 2,
      events: [
        {
          at: '2026-11-18T04:15:00.000Z',
          status: 'Order Processing',
          by: 'you',
          rider_name: null,
          reason: null,
        },
        { at: '2026-11-18T05:00:00.000Z', status: 'Packed', by: 'shop', rider_name: null, reason: null },
        {
          at: '2026-11-18T06:30:00.000Z',
          status: 'Out for Delivery',
          by: 'shop',
          rider_name: 'Ram Thapa',
          reason: null,
        },
        {
          at: '2026-11-18T08:00:00.000Z',
          status: 'Delivery Failed',
          by: 'shop',
          rider_name: null,
          reason: '<b>Nobody</b> was home',
        },
      ],
    };

    it('opens on request as an ordered list of steps in the customer’s words, Nepal times, the rider and the reason', async () => {
      const user = userEvent.setup();
      const { calls } = renderOrders({ '/api/v1/order/2/events/': events });
      const second = await screen.findByRole('article', { name: 'Tracking ID: KDM-261118-BBBBBB' });
      // Nothing is fetched until the customer asks.
      expect(calls.some((c: SeenCall) => c.path.includes('/events/'))).toBe(false);
      const toggle = within(second).getByRole('button', { name: 'Track order' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await user.click(toggle);
      expect(within(second).getByRole('button', { name: 'Hide tracking' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      const list = await within(second).findByRole('list', { name: 'Timeline of order KDM-261118-BBBBBB' });
      expect(list.tagName).toBe('OL');
      const steps = within(list).getAllByRole('listitem');
      expect(steps.map((s) => s.querySelector('p')?.textContent)).toEqual([
        'Order placed',
        'Packed',
        'Out for Delivery · with Ram Thapa',
        'Delivery failed',
      ]);
      // 06:30 UTC is 12:15 in Kathmandu.
      expect(steps[2]).toHaveTextContent('Nov 18, 2026, 12:15');
      // The reason is text, never HTML.
      expect(within(steps[3]!).getByText('Reason: <b>Nobody</b> was home')).toBeInTheDocument();
      expect(steps[3]!.querySelector('b')).toBeNull();
      // Only the first order's card is untouched.
      expect(within(card('KDM-261120-AAAAAA')).queryByRole('list', { name: /Timeline/ })).toBeNull();
    });

    it('speaks Nepali in Nepali mode', async () => {
      const user = userEvent.setup();
      stubApi({
        '/api/v1/order/list/': { count: 1, next: null, previous: null, results: [shipped] },
        '/api/v1/order/2/events/': events,
      });
      renderPage(<OrdersPage />, {
        path: '/orders',
        preloadedState: { ...session, theme: { mode: 'light', language: 'ne' } },
      });
      await user.click(await screen.findByRole('button', { name: 'अर्डर ट्र्याक गर्नुहोस्' }));
      const list = await screen.findByRole('list', { name: 'अर्डर KDM-261118-BBBBBB को समयरेखा' });
      expect(within(list).getByText('डेलिभरीमा निस्कियो · Ram Thapa सँग')).toBeInTheDocument();
    });
  });
});
