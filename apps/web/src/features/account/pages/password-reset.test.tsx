import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../test/render';
import { json, recordCalls, resolveRelativeRequests } from '../test-support';
import { ChangePasswordPage } from './change-password-page';
import { ForgotPasswordPage } from './forgot-password-page';

resolveRelativeRequests();

beforeEach(() =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true }),
);
afterEach(() => vi.useRealTimers());

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const elsewhere = [
  { path: '/login', element: <div>login page</div> },
  { path: '/otpverifys', element: <div>e-mail code page</div> },
  { path: '/forgetpassword', element: <div>forgot page</div> },
];

describe('ForgotPasswordPage', () => {
  const open = () => renderPage(<ForgotPasswordPage />, { path: '/forgetpassword', extraRoutes: elsewhere });

  it('asks for the e-mail first', async () => {
    const calls = recordCalls();
    stubFetch({});
    open();
    await user().click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter your email.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("says 'Invalid email' for an address that is not one, and sends nothing", async () => {
    const calls = recordCalls();
    stubFetch({ '/api/v1/forgot/password/': { message: 'Password reset link sent!' } });
    open();
    const u = user();
    await u.type(await screen.findByLabelText(/^Email/), 'not-an-email');
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.queryByText('Password reset link sent!')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('sends the request, toasts, and opens /otpverifys with the e-mail 2.5 s later', async () => {
    stubFetch({ '/api/v1/forgot/password/': { message: 'Password reset link sent!' } });
    const calls = recordCalls();
    const { router } = open();
    const u = user();
    await u.type(await screen.findByLabelText(/^Email/), 'sita@example.com');
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Password reset link sent!')).toBeInTheDocument();
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/v1/forgot/password/',
      body: { phone_or_email: 'sita@example.com' },
    });
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(2300));
    expect(router.state.location.pathname).toBe('/forgetpassword');
    await act(async () => vi.advanceTimersByTime(300));
    expect(router.state.location.pathname).toBe('/otpverifys');
    expect(router.state.location.state).toEqual({ email: 'sita@example.com' });
  });

  it('shows the server field error, else its message, else Something went wrong. Try again.', async () => {
    let answer = json(400, { code: 'VALIDATION', message: 'Bad', errors: { phone_or_email: ['Too long.'] } });
    stubFetch({ '/api/v1/forgot/password/': () => answer });
    open();
    const u = user();
    await u.type(await screen.findByLabelText(/^Email/), 'sita@example.com');
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Too long.')).toHaveLength(2); // under the field and as the toast

    answer = json(429, { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' });
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Too many requests. Please try again later.')).toBeInTheDocument();

    answer = new Response('oops', { status: 500 });
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Something went wrong. Try again.')).toBeInTheDocument();
  });

  it('says Network error. Please try again later. when offline', async () => {
    globalThis.fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    open();
    const u = user();
    await u.type(await screen.findByLabelText(/^Email/), 'sita@example.com');
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Network error. Please try again later.')).toBeInTheDocument();
  });
});

describe('ChangePasswordPage', () => {
  const open = (state: unknown = { reset_token: 'tok-1', email: 'sita@example.com' }) =>
    renderPage(<ChangePasswordPage />, { path: '/changepassword', state, extraRoutes: elsewhere });

  it('without a reset token: says so and goes to /forgetpassword after 3 s', async () => {
    stubFetch({});
    const { router } = open(null);
    expect(await screen.findAllByText('Missing reset token. Please verify OTP again.')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(2800));
    expect(router.state.location.pathname).toBe('/changepassword');
    await act(async () => vi.advanceTimersByTime(300));
    expect(router.state.location.pathname).toBe('/forgetpassword');
  });

  it('shows the password rules messages', async () => {
    stubFetch({});
    open();
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password is required')).toBeInTheDocument();

    await u.type(screen.getByLabelText(/^New Password/), 'abcdefgh');
    await u.type(screen.getByLabelText(/^Confirm Password/), 'abcdefgX');
    await u.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByText(
        'Password must contain 8+ characters, uppercase, lowercase, number, and special character',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('each password has its own show/hide toggle', async () => {
    stubFetch({});
    open();
    const u = user();
    const newPassword = await screen.findByLabelText(/^New Password/);
    const confirm = screen.getByLabelText(/^Confirm Password/);
    await u.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(newPassword).toHaveAttribute('type', 'text');
    expect(confirm).toHaveAttribute('type', 'password');
    await u.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(confirm).toHaveAttribute('type', 'text');
    await u.click(screen.getByRole('button', { name: 'Hide new password' }));
    expect(newPassword).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('changes the password with the token and goes to /login', async () => {
    stubFetch({ '/api/v1/reset/password/': { success: true } });
    const calls = recordCalls();
    const { router } = open();
    const u = user();
    await u.type(await screen.findByLabelText(/^New Password/), 'Newpass1!');
    await u.type(screen.getByLabelText(/^Confirm Password/), 'Newpass1!');
    await u.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Password successfully changed!')).toBeInTheDocument();
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/v1/reset/password/',
      body: { reset_token: 'tok-1', new_password: 'Newpass1!', confirm_password: 'Newpass1!' },
    });
  });

  it('says Failed to reset password, or Something went wrong when offline', async () => {
    stubFetch({ '/api/v1/reset/password/': { success: false } });
    const { router } = open();
    const u = user();
    await u.type(await screen.findByLabelText(/^New Password/), 'Newpass1!');
    await u.type(screen.getByLabelText(/^Confirm Password/), 'Newpass1!');
    await u.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Failed to reset password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/changepassword');

    globalThis.fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    await u.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});
