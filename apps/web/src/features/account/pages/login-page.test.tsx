import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../test/render';
import { LoginPage } from './login-page';

import { json, recordCalls, resolveRelativeRequests } from '../test-support';

resolveRelativeRequests();

function open(state?: unknown) {
  return renderPage(<LoginPage />, {
    path: '/login',
    state,
    extraRoutes: [
      { path: '/', element: <div>home page</div> },
      { path: '/checkout', element: <div>checkout page</div> },
      { path: '/otpverify', element: <div>code page</div> },
    ],
  });
}

async function fill(username: string, password: string) {
  const button = await screen.findByRole('button', { name: 'Log in' });
  if (username) await userEvent.type(screen.getByLabelText(/Username or email address/), username);
  if (password) await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(button);
}

describe('LoginPage', () => {
  it('shows the spec messages under empty and short fields, and sends nothing', async () => {
    const calls = stubFetch({});
    open();
    await fill('', '');
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Username or email address/)).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText(/^Password/), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('reads Loading... and is disabled while logging in; stores the tokens and returns to returnTo', async () => {
    let answer: (r: Response) => void = () => {};
    stubFetch({
      '/api/v1/login/': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const calls = recordCalls();
    const { store, router } = open({ returnTo: { pathname: '/checkout', search: '', hash: '' } });
    await fill(' 9800000001 ', 'Demo@1234');
    const busy = await screen.findByRole('button', { name: 'Loading...' });
    expect(busy).toBeDisabled();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/v1/login/',
        body: { phone_or_email: '9800000001', password: 'Demo@1234' },
      },
    ]);

    answer(json(200, { access_token: 'acc', refresh_token: 'ref', user_id: 7 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(store.getState().auth).toMatchObject({ access: 'acc', refresh: 'ref', user_id: '7' });
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
  });

  it('goes home when no returnTo was given', async () => {
    stubFetch({ '/api/v1/login/': { access_token: 'a', refresh_token: 'r', user_id: 1 } });
    const { router } = open();
    await fill('demo@kandamul.com.np', 'Demo@1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each([
    '//evil.example/',
    '/\\evil.example/',
    'https://evil.example/',
    { pathname: '//evil.example/', search: '', hash: '' },
  ])('goes home, not to another site, for returnTo %o', async (returnTo) => {
    stubFetch({ '/api/v1/login/': { access_token: 'a', refresh_token: 'r', user_id: 1 } });
    const { router } = open({ returnTo });
    await fill('demo@kandamul.com.np', 'Demo@1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.key).not.toBe('default');
  });

  it('toasts Invalid Credentials on 401 and stays logged out', async () => {
    stubFetch({
      '/api/v1/login/': () => json(401, { code: 'INVALID_CREDENTIALS', message: 'Invalid Credentials' }),
    });
    const { store, router } = open();
    await fill('9800000001', 'wrong-password');
    expect(await screen.findByText('Invalid Credentials')).toBeInTheDocument();
    expect(store.getState().auth.access).toBe('');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('treats an answer without tokens as Invalid Credentials', async () => {
    stubFetch({ '/api/v1/login/': { user_id: 3 } });
    const { store } = open();
    await fill('9800000001', 'Demo@1234');
    expect(await screen.findByText('Invalid Credentials')).toBeInTheDocument();
    expect(store.getState().auth.access).toBe('');
  });

  it('sends an unverified phone to the code screen with the phone', async () => {
    stubFetch({
      '/api/v1/login/': () =>
        json(403, {
          code: 'PHONE_NOT_VERIFIED',
          message: 'Please verify your phone number. We have sent you a new code.',
          phone: '9811111111',
          signup_token: 'attempt-token',
        }),
    });
    const { router } = open();
    await fill('9811111111', 'secret12');
    await waitFor(() => expect(router.state.location.pathname).toBe('/otpverify'));
    expect(router.state.location.state).toEqual({ phone: '9811111111', signup_token: 'attempt-token' });
    expect(
      await screen.findByText('Please verify your phone number. We have sent you a new code.'),
    ).toBeInTheDocument();
  });

  it('has Remember me, and links to sign up and forgotten password; the password can be shown', async () => {
    stubFetch({});
    open();
    expect(await screen.findByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgetpassword');
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});

describe('LoginPage in Nepali', () => {
  it('says signing in needs a connection while offline, and sends nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubFetch({});
    const calls = recordCalls();
    open();
    expect(
      await screen.findByText(
        'You are offline: signing in needs a connection. Try again when you are back online.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
    expect(calls).toHaveLength(0);
    vi.restoreAllMocks();
  });

  it('shows the labels and the validation messages in Nepali', async () => {
    stubFetch({});
    renderPage(<LoginPage />, {
      path: '/login',
      preloadedState: { theme: { mode: 'light', language: 'ne' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'लग इन' }));
    expect(await screen.findByText('प्रयोगकर्ता नाम आवश्यक छ')).toBeInTheDocument();
    expect(screen.getByText('पासवर्ड आवश्यक छ')).toBeInTheDocument();
    expect(screen.getByLabelText(/प्रयोगकर्ता नाम वा इमेल ठेगाना/)).toBeInTheDocument();
  });
});
