import type { PaymentView } from '@kandamul/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { goToWallet } from '../../../lib/payments/go-to-wallet';
import { stubApi } from '../../../test/relative-requests';
import { renderPage } from '../../../test/render';
import { PaymentResultPage } from './payment-result-page';

vi.mock('../../../lib/payments/go-to-wallet', () => ({ goToWallet: vi.fn() }));

const session = { auth: { user_id: '7', access: 'token', refresh: 'refresh' } };

const view = (over: Partial<PaymentView> = {}): PaymentView => ({
  payment_status: 'pending',
  payment_method: 'khalti',
  order_status: 'Order Processing',
  total_amount: 1651,
  tracking_id: 'KDM-261120-7Q4XK9',
  attempts: [{ gateway: 'khalti', status: 'pending', amount: 1651, created_at: '2026-11-25T10:00:00Z' }],
  ...over,
});

async function renderResult(routes: Record<string, unknown>) {
  const calls = stubApi(routes);
  const rendered = renderPage(<PaymentResultPage />, { path: '/payment/result', preloadedState: session });
  await rendered.router.navigate('/payment/result?order=41');
  return { ...rendered, calls };
}

describe('PaymentResultPage', () => {
  it('says Paid with the order success modal', async () => {
    await renderResult({ '/api/v1/payments/41/': view({ payment_status: 'paid' }) });
    expect(await screen.findByRole('dialog', { name: 'Order Placed Successfully!' })).toBeInTheDocument();
    // Behind the modal (hidden from the accessibility tree while it is open).
    expect(screen.getByRole('heading', { name: 'Paid', hidden: true })).toBeInTheDocument();
    expect(screen.getByText('Thank you! Khalti confirmed your payment of RS 1,651.00.')).toBeInTheDocument();
  });

  it('says Still checking and asks again by itself until the wallet confirms', async () => {
    let answers = 0;
    await renderResult({
      '/api/v1/payments/41/': () => {
        answers += 1;
        return view(answers >= 2 ? { payment_status: 'paid' } : {});
      },
    });
    expect(await screen.findByRole('heading', { name: 'Still checking' })).toBeInTheDocument();
    expect(
      await screen.findByRole('dialog', { name: 'Order Placed Successfully!' }, { timeout: 8000 }),
    ).toBeInTheDocument();
  }, 20_000);

  it('says Not paid, with Try again (to the wallet) and Pay on delivery instead', async () => {
    const user = userEvent.setup();
    const redirect = {
      attempt_id: 9,
      gateway: 'khalti',
      url: 'https://pay.khalti.com/?pidx=x',
      method: 'GET',
      fields: {},
    };
    let status: PaymentView['payment_status'] = 'failed';
    const { calls } = await renderResult({
      '/api/v1/payments/41/': () => view({ payment_status: status }),
      'POST /api/v1/payments/41/retry/': redirect,
      'POST /api/v1/payments/41/cash/': () => {
        status = 'unpaid';
        return { payment_status: 'unpaid' };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Not paid' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(goToWallet).toHaveBeenCalledWith(redirect));
    await user.click(screen.getByRole('button', { name: 'Pay on delivery instead' }));
    expect(
      await screen.findByText('Your order KDM-261120-7Q4XK9 will be paid on delivery.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/v1/payments/41/retry/',
      '/api/v1/payments/41/cash/',
    ]);
  }, 20_000);

  it('tells an expired order', async () => {
    await renderResult({
      '/api/v1/payments/41/': view({ payment_status: 'expired', order_status: 'Cancelled' }),
    });
    expect(
      await screen.findByText('Order KDM-261120-7Q4XK9 was not paid in time and has been cancelled.'),
    ).toBeInTheDocument();
  });
});
