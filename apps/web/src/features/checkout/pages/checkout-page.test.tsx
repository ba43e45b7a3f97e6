import {
  type Address,
  type AppliedPromo,
  type CartItem,
  emptyCart,
  MESSAGES,
  productToCartItem,
  sampleProduct,
  withTotals,
} from '@kandamul/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { goToWallet } from '../../../lib/payments/go-to-wallet';
import type { CartSliceState } from '../../../lib/state/cart-slice';
import { type SeenCall, stubApi } from '../../../test/relative-requests';
import { renderPage } from '../../../test/render';
import { CheckoutPage } from './checkout-page';

// A real form post or navigation leaves the page (jsdom cannot follow it).
vi.mock('../../../lib/payments/go-to-wallet', () => ({ goToWallet: vi.fn() }));

const rice = sampleProduct({ id: 11, title: 'Basmati Rice 5 kg', selling_price: 750, marked_price: 800 });
const honey = sampleProduct({
  id: 12,
  slug: 'honey',
  title: 'Chiuri Honey',
  selling_price: 450.5,
  marked_price: 500,
});
const FLAT50: AppliedPromo = {
  code: 'FLAT50',
  discount: { type: 'fixed', value: 5_000, maximumDiscountPaisa: null, minimumOrderPaisa: 0 },
};

function cartState(lines: Array<[typeof rice, number]>, promo: AppliedPromo | null = null): CartSliceState {
  const items: CartItem[] = lines.map(([p, quantity]) => ({ ...productToCartItem(p), quantity }));
  return {
    ...emptyCart(),
    ...withTotals({ items, promo }),
    isLoading: false,
    error: null,
    promoLoading: false,
    promoError: null,
  };
}

const place = (id: number, name: string, name_ne = name) => ({ id, name, name_ne });
const address = (over: Partial<Address> = {}): Address => ({
  id: 1,
  address_type: 0,
  location: 'Thamel Marg 12',
  land_mark: 'Near the school',
  province: place(3, 'Bagmati'),
  district: place(27, 'Kathmandu'),
  municipality: place(307, 'Kathmandu'),
  nearest_branch: { id: 5, name: 'Kathmandu Central' },
  full_name: 'Sita Sharma',
  phone: '9800000011',
  is_default: false,
  ...over,
});
const home = address();
const office = address({
  id: 2,
  address_type: 1,
  full_name: 'Ram Thapa',
  location: 'Office Road',
  is_default: true,
});

const session = { auth: { user_id: '7', access: 'token', refresh: 'refresh' } };

function charge(rupees: number) {
  return { data: { delivery_info: { delivery_charge: rupees, delivery_time: 'Same day', distance: 1.2 } } };
}

function renderCheckout(
  routes: Record<string, unknown> = {},
  cart: CartSliceState = cartState([
    [rice, 1],
    [honey, 2],
  ]),
) {
  const calls = stubApi({
    '/api/v1/order/address/list/': [home, office],
    'POST /api/v1/order/calculate-delivery-charge/': charge(50),
    // The addresses' stations have no delivery slots (the slot picker has its own tests).
    '/api/v1/delivery/slots/': { slots: [] },
    ...routes,
  });
  const view = renderPage(<CheckoutPage />, {
    path: '/checkout',
    preloadedState: { ...session, cart },
    extraRoutes: [{ path: '/orders', element: <div>orders page</div> }],
  });
  return { ...view, calls };
}

/** Records the Idempotency-Key of every checkout request (stubApi keeps only method, path and body). */
function recordKeys(): string[] {
  const keys: string[] = [];
  const inner = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    if (new URL(req.url, 'http://localhost').pathname === '/api/v1/checkout/') {
      keys.push(req.headers.get('idempotency-key') ?? '');
    }
    return inner(input, init);
  }) as typeof fetch;
  return keys;
}

const placeButton = () => screen.getByRole('button', { name: /Place Order/ });
const checkoutCalls = (calls: SeenCall[]) => calls.filter((c) => c.path === '/api/v1/checkout/');

describe('CheckoutPage', () => {
  it('shows the empty cart', async () => {
    renderCheckout({}, cartState([]));
    expect(await screen.findByRole('heading', { name: MESSAGES.cartEmpty })).toBeInTheDocument();
  });

  it('preselects the default address, prices the delivery and needs the terms before Place Order', async () => {
    const user = userEvent.setup();
    const { calls } = renderCheckout(
      {},
      cartState(
        [
          [rice, 1],
          [honey, 2],
        ],
        FLAT50,
      ),
    );
    const officeRadio = await screen.findByRole('radio', { name: /Ram Thapa/ });
    expect(officeRadio).toBeChecked();
    expect(screen.getByRole('radio', { name: /Sita Sharma/ })).not.toBeChecked();

    // RS 750 + 2 × RS 450.50 = RS 1,651.00; FLAT50 → RS 1,601.00; delivery RS 50.
    expect(screen.getByTestId('checkout-subtotal')).toHaveTextContent('RS 1,651.00');
    expect(screen.getByTestId('checkout-discount')).toHaveTextContent('RS 50.00');
    await waitFor(() => expect(screen.getByTestId('checkout-delivery')).toHaveTextContent('RS 50.00'));
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('RS 1,651.00');
    const chargeCall = calls.find((c) => c.path === '/api/v1/order/calculate-delivery-charge/');
    expect(chargeCall?.body).toEqual({
      address_id: 2,
      cart_items: [
        { product_id: 11, quantity: 1 },
        { product_id: 12, quantity: 2 },
      ],
    });

    expect(placeButton()).toBeDisabled();
    expect(screen.getByText(MESSAGES.acceptTerms)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: MESSAGES.termsLabel }));
    expect(placeButton()).toBeEnabled();
    expect(placeButton()).toHaveTextContent('Place Order · RS 1,651.00');

    // Another address recalculates the charge.
    await user.click(screen.getByRole('radio', { name: /Sita Sharma/ }));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/api/v1/order/calculate-delivery-charge/')
          .map((c) => (c.body as { address_id: number }).address_id),
      ).toContain(1),
    );
  });

  it('preselects the first address when none is the default, and counts a failed delivery charge as 0', async () => {
    renderCheckout({
      '/api/v1/order/address/list/': [home, { ...office, is_default: false }],
      'POST /api/v1/order/calculate-delivery-charge/': () => new Response('{}', { status: 500 }),
    });
    expect(await screen.findByRole('radio', { name: /Sita Sharma/ })).toBeChecked();
    await waitFor(() => expect(screen.getByTestId('checkout-delivery')).toHaveTextContent('RS 0.00'));
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('RS 1,651.00');
  });

  it('keeps Place Order disabled without any address', async () => {
    const user = userEvent.setup();
    renderCheckout({ '/api/v1/order/address/list/': [] });
    expect(await screen.findByText(/no saved address/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: MESSAGES.termsLabel }));
    expect(placeButton()).toBeDisabled();
    expect(screen.getByText(MESSAGES.selectAddress)).toBeInTheDocument();
  });

  it('shows the saved-addresses failure', async () => {
    renderCheckout({ '/api/v1/order/address/list/': () => new Response('{}', { status: 500 }) });
    expect(await screen.findByText(MESSAGES.addressesLoadFailed)).toBeInTheDocument();
  });

  it('places the order with an Idempotency-Key, clears the cart and opens the success modal', async () => {
    const user = userEvent.setup();
    const { calls, store, router } = renderCheckout(
      {
        'POST /api/v1/checkout/': {
          order_id: 41,
          tracking_id: 'KDM-261120-7Q4XK9',
          total_amount: 1651,
          subtotal: 1651,
          discount: 50,
          delivery_charge: 50,
          order_status: 'Order Processing',
          payment_method: 'cod',
        },
      },
      cartState(
        [
          [rice, 1],
          [honey, 2],
        ],
        FLAT50,
      ),
    );
    const keys = recordKeys();
    await screen.findByRole('radio', { name: /Ram Thapa/ });
    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    await user.type(screen.getByRole('textbox', { name: 'Order notes (optional)' }), 'Call first');
    await user.click(screen.getByRole('checkbox', { name: MESSAGES.termsLabel }));
    await user.click(placeButton());

    const modal = await screen.findByRole('dialog', { name: MESSAGES.orderPlaced });
    expect(within(modal).getByText('Order ID: 41')).toBeInTheDocument();
    expect(within(modal).getByText('Tracking ID: KDM-261120-7Q4XK9')).toBeInTheDocument();
    expect(within(modal).getByText('Total: RS 1,651.00')).toBeInTheDocument();
    expect(checkoutCalls(calls)).toHaveLength(1);
    expect(checkoutCalls(calls)[0]!.body).toEqual({
      product_id: [11, 12],
      qtys: [1, 2],
      location: 2,
      payment_method: 'cod',
      voucher_code: 'FLAT50',
      notes: 'Call first',
    });
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.getState().cart.items).toEqual([]);

    await user.click(within(modal).getByRole('link', { name: 'View Orders' }));
    expect(router.state.location.pathname).toBe('/orders');
  });

  it('offers eSewa and Khalti under Online Payment, and sends a wallet order to the wallet', async () => {
    const user = userEvent.setup();
    const payment = {
      attempt_id: 7,
      gateway: 'esewa',
      url: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
      method: 'POST',
      fields: { total_amount: '1651', transaction_uuid: 'KDM-1-ab', signature: 'sig' },
    };
    const { calls, store } = renderCheckout(
      {
        'POST /api/v1/checkout/': {
          order_id: 42,
          tracking_id: 'KDM-261120-7Q4XK9',
          total_amount: 1651,
          order_status: 'Order Processing',
          payment_method: 'esewa',
          payment,
        },
      },
      cartState([[rice, 1]]),
    );
    await screen.findByRole('radio', { name: /Ram Thapa/ });
    expect(screen.getByText('Online Payment')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Khalti' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'eSewa' }));
    await user.click(screen.getByRole('checkbox', { name: MESSAGES.termsLabel }));
    await user.click(placeButton());

    await waitFor(() => expect(goToWallet).toHaveBeenCalledWith(payment));
    expect(checkoutCalls(calls)[0]!.body).toMatchObject({ payment_method: 'esewa' });
    expect(store.getState().cart.items).toEqual([]);
    expect(screen.queryByRole('dialog', { name: MESSAGES.orderPlaced })).toBeNull();
  });

  it('shows the server message on failure and retries the same order with the same key', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const { calls } = renderCheckout({
      'POST /api/v1/checkout/': () => {
        attempt += 1;
        return attempt === 1
          ? new Response(JSON.stringify({ code: 'OUT_OF_STOCK', message: 'Only 1 left of Chiuri Honey.' }), {
              status: 409,
              headers: { 'content-type': 'application/json' },
            })
          : new Response('oops', { status: 502 });
      },
    });
    const keys = recordKeys();
    await screen.findByRole('radio', { name: /Ram Thapa/ });
    await user.click(screen.getByRole('checkbox', { name: MESSAGES.termsLabel }));
    await user.click(placeButton());
    expect(await screen.findAllByText('Only 1 left of Chiuri Honey.')).not.toHaveLength(0);
    expect(placeButton()).toBeEnabled();

    await user.click(placeButton());
    expect(await screen.findAllByText(MESSAGES.orderFailed)).not.toHaveLength(0);
    expect(checkoutCalls(calls)).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(screen.queryByRole('dialog', { name: MESSAGES.orderPlaced })).not.toBeInTheDocument();
  });

  it('deletes an address only after confirming', async () => {
    const user = userEvent.setup();
    const { calls } = renderCheckout({
      'DELETE /api/v1/order/address/delete/1/': () => new Response(null, { status: 204 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete address of Sita Sharma' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete address' });
    expect(within(confirm).getByText(MESSAGES.addressDeleteConfirm)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.addressDeleted)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/v1/order/address/delete/1/')).toBe(
      true,
    );
  });

  describe('address form', () => {
    const placesRoutes = {
      '/api/v1/order/address/address-form-data/provinces/': {
        data: [place(4, 'Gandaki', 'गण्डकी'), place(3, 'Bagmati', 'बागमती')],
      },
      '/api/v1/order/address/provinces/3/districts/': {
        data: [place(27, 'Kathmandu'), place(23, 'Bhaktapur')],
      },
      '/api/v1/order/address/provinces/4/districts/': { data: [place(38, 'Kaski')] },
      '/api/v1/order/address/districts/27/municipalities/': {
        data: [
          {
            ...place(309, 'Kirtipur'),
            type: 'municipality',
            wards: 10,
            full_name: 'Kirtipur Municipality',
            full_name_ne: 'कीर्तिपुर नगरपालिका',
          },
          {
            ...place(307, 'Kathmandu'),
            type: 'metropolitan',
            wards: 32,
            full_name: 'Kathmandu Metropolitan City',
            full_name_ne: 'काठमाडौं महानगरपालिका',
          },
        ],
      },
      '/api/v1/order/address/nearest-delivery-stations/': {
        delivery_stations: [{ id: 5, name: 'Kathmandu Central', distance_km: 0 }],
      },
    };

    it('cascades province → district → municipality → station, resetting what is below', async () => {
      const user = userEvent.setup();
      const { calls } = renderCheckout({
        ...placesRoutes,
        'POST /api/v1/order/address/create/': (call: SeenCall) => ({
          ...address({ id: 9 }),
          ...(call.body as object),
          id: 9,
        }),
      });
      await user.click(await screen.findByRole('button', { name: 'Add New Address' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add New Address' });
      const province = within(dialog).getByRole('combobox', { name: /Province/ });
      await waitFor(() => expect(within(province).getAllByRole('option')).toHaveLength(3));
      // Sorted by name.
      expect(
        within(province)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Select…', 'Bagmati', 'Gandaki']);
      const district = within(dialog).getByRole('combobox', { name: 'District' });
      const municipality = within(dialog).getByRole('combobox', { name: 'Municipality' });
      const station = within(dialog).getByRole('combobox', { name: 'Nearest delivery station' });
      expect(district).toBeDisabled();

      await user.selectOptions(province, 'Bagmati');
      await waitFor(() => expect(within(district).getAllByRole('option')).toHaveLength(3));
      await user.selectOptions(district, 'Kathmandu');
      await waitFor(() => expect(within(municipality).getAllByRole('option')).toHaveLength(3));
      expect(within(municipality).getAllByRole('option')[1]).toHaveTextContent('Kathmandu Metropolitan City');
      await user.selectOptions(municipality, 'Kathmandu Metropolitan City');
      await waitFor(() => expect(within(station).getAllByRole('option')).toHaveLength(2));
      await user.selectOptions(station, 'Kathmandu Central (0 km)');
      expect(
        calls.find((c) => c.path.startsWith('/api/v1/order/address/nearest-delivery-stations/'))?.path,
      ).toBe(
        '/api/v1/order/address/nearest-delivery-stations/?municipality_id=307&district_id=27&province_id=3',
      );

      // A new province resets district, municipality and station.
      await user.selectOptions(province, 'Gandaki');
      expect(district).toHaveValue('');
      expect(municipality).toHaveValue('');
      expect(station).toHaveValue('');
      expect(municipality).toBeDisabled();
      await waitFor(() =>
        expect(
          within(district)
            .getAllByRole('option')
            .map((o) => o.textContent),
        ).toEqual(['Select…', 'Kaski']),
      );

      // Back to Kathmandu, then save.
      await user.selectOptions(province, 'Bagmati');
      await waitFor(() => expect(within(district).getAllByRole('option')).toHaveLength(3));
      await user.selectOptions(district, 'Kathmandu');
      await waitFor(() => expect(within(municipality).getAllByRole('option')).toHaveLength(3));
      await user.selectOptions(municipality, 'Kirtipur Municipality');
      // A district change resets the municipality and station.
      await user.selectOptions(district, 'Bhaktapur');
      expect(municipality).toHaveValue('');
      await user.selectOptions(district, 'Kathmandu');
      await waitFor(() => expect(within(municipality).getAllByRole('option')).toHaveLength(3));
      await user.selectOptions(municipality, 'Kirtipur Municipality');

      await user.type(within(dialog).getByRole('textbox', { name: /Full name/ }), 'Gita Rai');
      await user.type(within(dialog).getByRole('textbox', { name: /Phone/ }), '9812345678');
      await user.type(within(dialog).getByRole('textbox', { name: /Street address/ }), 'Naya Bazar');
      await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));
      expect(await screen.findByText(MESSAGES.addressAdded)).toBeInTheDocument();
      const created = calls.find((c) => c.path === '/api/v1/order/address/create/');
      expect(created?.body).toEqual({
        address_type: 0,
        full_name: 'Gita Rai',
        phone: '9812345678',
        province: 3,
        district: 27,
        municipality: 309,
        nearest_branch: null,
        location: 'Naya Bazar',
        land_mark: '',
        is_default: false,
      });
    }, 30_000);

    it("says what is missing with the spec's words and sends nothing", async () => {
      const user = userEvent.setup();
      const { calls } = renderCheckout(placesRoutes);
      await user.click(await screen.findByRole('button', { name: 'Add New Address' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add New Address' });
      await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));
      // SPEC's sentence once, as the banner; each empty field says what it misses.
      expect(await within(dialog).findAllByText(MESSAGES.addressRequiredFields)).toHaveLength(1);
      for (const m of ['Full name is required', 'Phone number is required', 'Street address is required']) {
        expect(within(dialog).getByText(m)).toBeInTheDocument();
      }
      expect(within(dialog).getByText('Please select a province')).toBeInTheDocument();
      expect(calls.some((c) => c.path === '/api/v1/order/address/create/')).toBe(false);

      // A bad phone alone: its own message, no banner claiming fields are missing.
      await user.type(within(dialog).getByRole('textbox', { name: /Full name/ }), 'Gita Rai');
      await user.type(within(dialog).getByRole('textbox', { name: /Phone/ }), '12345');
      await user.type(within(dialog).getByRole('textbox', { name: /Street address/ }), 'Naya Bazar');
      await user.selectOptions(within(dialog).getByRole('combobox', { name: /Province/ }), '3');
      await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));
      expect(await within(dialog).findByText(MESSAGES.phoneNotNepaliMobile)).toBeInTheDocument();
      expect(within(dialog).queryByText(MESSAGES.addressRequiredFields)).toBeNull();
    }, 30_000);

    it("shows a landmark typed as 'Near X' as 'Near X', not 'Near Near X'", async () => {
      renderCheckout();
      expect(await screen.findAllByText(/Thamel Marg 12 · Near the school/)).not.toHaveLength(0);
      expect(screen.queryByText(/Near Near/)).toBeNull();
    });

    it('shows a places load failure and a failed save', async () => {
      const user = userEvent.setup();
      renderCheckout({
        '/api/v1/order/address/address-form-data/provinces/': () => new Response('{}', { status: 500 }),
        'PATCH /api/v1/order/address/update/1/': () => new Response('{}', { status: 500 }),
      });
      await user.click(await screen.findByRole('button', { name: 'Edit address of Sita Sharma' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Address' });
      expect(await within(dialog).findByText(MESSAGES.placesLoadFailed('provinces'))).toBeInTheDocument();
      expect(within(dialog).getByRole('textbox', { name: /Street address/ })).toHaveValue('Thamel Marg 12');
      await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));
      expect(await screen.findByText(MESSAGES.addressUpdateFailed)).toBeInTheDocument();
    });
  });
});
