import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../test/render';
import { json, recordCalls, resolveRelativeRequests } from '../test-support';
import { OtpVerifyEmailPage } from './otp-verify-email-page';
import { OtpVerifyPage } from './otp-verify-page';

resolveRelativeRequests();

// Timeouts and the clock are faked (and still move with real time, which the page's data loading needs).
beforeEach(() =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true }),
);
afterEach(() => vi.useRealTimers());

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const elsewhere = [
  { path: '/login', element: <div>login page</div> },
  { path: '/signup', element: <div>signup page</div> },
  { path: '/changepassword', element: <div>change password page</div> },
];

function openPhone(state: unknown = { phone: '9841000000' }) {
  return renderPage(<OtpVerifyPage />, { path: '/otpverify', state, extraRoutes: elsewhere });
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const values = () => [1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('');

async function seconds(n: number) {
  for (let i = 0; i < n; i++) await act(async () => vi.advanceTimersByTime(1000));
}

describe('demo shop note', () => {
  it('points to the dev outbox in the demo shop only', async () => {
    stubFetch({ '/api/v1/shop/': { demo: true } });
    const view = openPhone();
    const link = await screen.findByRole('link', { name: '/dev/outbox' });
    expect(link).toHaveAttribute('href', '/dev/outbox');
    expect(link.parentElement).toHaveTextContent('Demo shop: read your code at /dev/outbox');
    view.unmount();

    stubFetch({ '/api/v1/shop/': { demo: false } });
    renderPage(<OtpVerifyEmailPage />, {
      path: '/otpverifys',
      state: { email: 'sita@example.com' },
      extraRoutes: elsewhere,
    });
    await screen.findByRole('group', { name: 'One-time code' });
    await act(async () => vi.advanceTimersByTime(50));
    expect(screen.queryByText(/Demo shop/)).not.toBeInTheDocument();
  });
});

describe('OTP boxes', () => {
  it('are six numeric boxes; typing moves on, Backspace goes back, letters are ignored', async () => {
    stubFetch({});
    openPhone();
    const u = user();
    await screen.findByRole('group', { name: 'One-time code' });
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(1)).toHaveAttribute('inputmode', 'numeric');
    expect(box(6)).toHaveAttribute('inputmode', 'numeric');

    await u.click(box(1));
    await u.keyboard('12a3');
    expect(values()).toBe('123');
    expect(box(4)).toHaveFocus();

    await u.keyboard('{Backspace}');
    expect(box(3)).toHaveFocus();
    expect(values()).toBe('12');
    await u.keyboard('{Backspace}');
    expect(values()).toBe('1');
    expect(box(2)).toHaveFocus();
  });

  it('pasting the whole code fills all six boxes', async () => {
    stubFetch({});
    openPhone();
    await screen.findByRole('group', { name: 'One-time code' });
    fireEvent.paste(box(3), { clipboardData: { getData: () => ' 654 321 ' } });
    expect(values()).toBe('654321');
  });

  it('asks for a valid 6-digit code before sending anything', async () => {
    const calls = recordCalls();
    stubFetch({});
    openPhone();
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter a valid 6-digit OTP')).toBeInTheDocument();
    await u.type(box(1), '12345');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Please enter a valid 6-digit OTP')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('counts down 60 s, then Resend sends a new code and starts again', async () => {
    stubFetch({ '/api/v1/otp/public/send/': { message: 'OTP sent successfully to your phone' } });
    const calls = recordCalls();
    openPhone();
    expect(await screen.findByText('Resend code in 60 s')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
    await seconds(59);
    expect(screen.getByText('Resend code in 1 s')).toBeInTheDocument();
    await seconds(1);
    const resend = screen.getByRole('button', { name: 'Resend' });
    await user().click(resend);
    expect(await screen.findByText('OTP sent successfully to your phone')).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'POST', path: '/api/v1/otp/public/send/', body: { phone: '9841000000' } },
    ]);
    expect(screen.getByText('Resend code in 60 s')).toBeInTheDocument();
  });

  it('shows the cooldown message and waits retry_after seconds on 429', async () => {
    stubFetch({
      '/api/v1/otp/public/send/': () =>
        json(429, {
          code: 'OTP_COOLDOWN',
          message: 'Please wait before requesting another OTP.',
          retry_after: 12,
        }),
    });
    openPhone();
    await screen.findByText('Resend code in 60 s');
    await seconds(60);
    await user().click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Please wait before requesting another OTP.')).toBeInTheDocument();
    expect(screen.getByText('Resend code in 12 s')).toBeInTheDocument();
  });

  it('after 5 wrong codes: one message with the real wait, the same as the Resend countdown', async () => {
    stubFetch({
      '/api/v1/otp/public/verify/': () =>
        json(429, {
          code: 'OTP_LOCKED',
          message: 'Too many wrong attempts. Please request a new OTP in 45 seconds.',
          retry_after: 45,
        }),
      '/api/v1/otp/public/send/': { message: 'OTP sent successfully to your phone' },
    });
    openPhone();
    const u = user();
    await u.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await u.keyboard('123456');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Too many wrong attempts. Please request a new OTP in 45 seconds.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Resend code in 45 s')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await seconds(10);
    expect(
      screen.getByText('Too many wrong attempts. Please request a new OTP in 35 seconds.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Resend code in 35 s')).toBeInTheDocument();
    await seconds(35);
    expect(screen.getByText('Too many wrong attempts. Please request a new OTP.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Resend code in 60 s')).toBeInTheDocument();
    expect(screen.queryByText(/Too many wrong attempts/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  it('too many checks: Verify waits the limit out with its countdown', async () => {
    stubFetch({
      '/api/v1/otp/public/verify/': () =>
        json(429, {
          code: 'RATE_LIMITED',
          message: 'Too many attempts. Please try again in 20 seconds.',
          retry_after: 20,
        }),
    });
    openPhone();
    const u = user();
    await u.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await u.keyboard('123456');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Too many attempts. Please try again in 20 seconds.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await seconds(20);
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
    expect(screen.queryByText(/Too many attempts/)).toBeNull();
  });

  it('has Back to Signup', async () => {
    stubFetch({});
    openPhone();
    expect(await screen.findByRole('link', { name: 'Back to Signup' })).toHaveAttribute('href', '/signup');
  });
});

describe('OtpVerifyPage (/otpverify)', () => {
  it('without a phone: says so and goes to /signup', async () => {
    stubFetch({});
    const { router } = openPhone(null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(await screen.findByText('Phone number not found. Please sign up first.')).toBeInTheDocument();
  });

  it('verifies the code, then goes to /login after 1.5 s', async () => {
    stubFetch({ '/api/v1/otp/public/verify/': { message: 'OTP verified successfully' } });
    const calls = recordCalls();
    const { router } = openPhone();
    await screen.findByRole('group', { name: 'One-time code' });
    fireEvent.paste(box(1), { clipboardData: { getData: () => '123456' } });
    await user().click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('OTP verified successfully')).toBeInTheDocument();
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/v1/otp/public/verify/',
      body: { phone: '9841000000', otp: '123456' },
    });
    await act(async () => vi.advanceTimersByTime(1400));
    expect(router.state.location.pathname).toBe('/otpverify');
    await act(async () => vi.advanceTimersByTime(100));
    expect(router.state.location.pathname).toBe('/login');
  });

  it("sends the signup attempt's token with the code when signup handed one", async () => {
    stubFetch({ '/api/v1/otp/public/verify/': { message: 'OTP verified successfully' } });
    const calls = recordCalls();
    openPhone({ phone: '9841000000', signup_token: 'attempt-token' });
    await screen.findByRole('group', { name: 'One-time code' });
    fireEvent.paste(box(1), { clipboardData: { getData: () => '123456' } });
    await user().click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('OTP verified successfully')).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ phone: '9841000000', otp: '123456', signup_token: 'attempt-token' });
  });

  it('a wrong code shows Invalid OTP and stays', async () => {
    stubFetch({
      '/api/v1/otp/public/verify/': () => json(400, { code: 'OTP_INVALID', message: 'Invalid OTP' }),
    });
    const { router } = openPhone();
    await screen.findByRole('group', { name: 'One-time code' });
    fireEvent.paste(box(1), { clipboardData: { getData: () => '000000' } });
    await user().click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(2000));
    expect(router.state.location.pathname).toBe('/otpverify');
  });
});

describe('OtpVerifyEmailPage (/otpverifys)', () => {
  const openEmail = (state: unknown = { email: 'sita@example.com' }) =>
    renderPage(<OtpVerifyEmailPage />, { path: '/otpverifys', state, extraRoutes: elsewhere });

  it('without an e-mail: says so and goes to /signup', async () => {
    stubFetch({});
    const { router } = openEmail(null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(await screen.findByText('Email not found. Please sign up first.')).toBeInTheDocument();
  });

  it('verifies by /validate/otp and opens /changepassword with the token and e-mail', async () => {
    stubFetch({ '/api/v1/validate/otp': { reset_token: 'tok-1', message: 'OTP verified successfully' } });
    const calls = recordCalls();
    const { router } = openEmail();
    await screen.findByRole('group', { name: 'One-time code' });
    fireEvent.paste(box(1), { clipboardData: { getData: () => '246810' } });
    await user().click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/changepassword'));
    expect(router.state.location.state).toEqual({ reset_token: 'tok-1', email: 'sita@example.com' });
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/v1/validate/otp',
      body: { phone_or_email: 'sita@example.com', otp: '246810' },
    });
  });

  it('says so when no reset token comes back', async () => {
    stubFetch({ '/api/v1/validate/otp': { message: 'ok' } });
    const { router } = openEmail();
    await screen.findByRole('group', { name: 'One-time code' });
    fireEvent.paste(box(1), { clipboardData: { getData: () => '246810' } });
    await user().click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Reset token not received. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/otpverifys');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  it('Resend asks for a new e-mail code', async () => {
    stubFetch({ '/api/v1/otp/public/send/email/': { message: 'OTP sent successfully to your email' } });
    const calls = recordCalls();
    openEmail();
    await screen.findByText('Resend code in 60 s');
    await seconds(60);
    await user().click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('OTP sent successfully to your email')).toBeInTheDocument();
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/v1/otp/public/send/email/',
      body: { email: 'sita@example.com' },
    });
  });
});
