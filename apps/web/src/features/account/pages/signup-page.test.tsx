import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@kandamul/domain';
import { describe, expect, it } from 'vitest';
import { renderPage, stubFetch } from '../../../test/render';
import { json, recordCalls, resolveRelativeRequests } from '../test-support';
import { SignupPage } from './signup-page';

resolveRelativeRequests();

function open() {
  return renderPage(<SignupPage />, {
    path: '/signup',
    extraRoutes: [{ path: '/otpverify', element: <div>code page</div> }],
  });
}

const LABELS = {
  first_name: /^First name/,
  last_name: /^Last name/,
  email: /^Email/,
  phone: /^Phone number/,
  password: /^Password/,
  confirm_password: /^Confirm Password/,
};

async function fill(values: Partial<Record<keyof typeof LABELS, string>>) {
  const submit = await screen.findByRole('button', { name: 'Sign Up' });
  for (const [key, value] of Object.entries(values)) {
    const box = screen.getByLabelText(LABELS[key as keyof typeof LABELS]);
    await userEvent.clear(box);
    if (value) await userEvent.type(box, value);
  }
  await userEvent.click(submit);
}

const valid = {
  first_name: 'Sita',
  last_name: 'Sharma',
  email: 'sita@example.com',
  phone: '9841000000',
  password: 'Abcdef1!',
  confirm_password: 'Abcdef1!',
};

describe('SignupPage', () => {
  it('shows every required message under its field', async () => {
    stubFetch({});
    open();
    await fill({});
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Password is required',
      'Confirm Password is required',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(LABELS.email)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the format messages and Passwords must match', async () => {
    const calls = recordCalls();
    stubFetch({});
    open();
    await fill({
      first_name: 'Sita1',
      last_name: 'Sh@rma',
      email: 'sita@',
      phone: '98410-abcd',
      password: 'ab',
      confirm_password: 'abd',
    });
    for (const message of [
      'First name must contain only letters',
      'Last name must contain only letters',
      'Invalid email',
      'Phone number must contain only numbers',
      'Password must be at least 3 characters',
      'Passwords must match',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('registers, toasts and goes to the code screen with the phone', async () => {
    stubFetch({
      '/api/v1/signup/': () =>
        json(201, {
          user_id: 5,
          phone: '9841000000',
          message: 'Registration successful',
          signup_token: 'attempt-token',
        }),
    });
    const calls = recordCalls();
    const { router } = open();
    await fill(valid);
    await waitFor(() => expect(router.state.location.pathname).toBe('/otpverify'));
    expect(router.state.location.state).toEqual({ phone: '9841000000', signup_token: 'attempt-token' });
    expect(calls[0]).toEqual({ method: 'POST', path: '/api/v1/signup/', body: valid });
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
  });

  it('refuses a number that cannot be a Nepali mobile and sends a typed one as its ten digits', async () => {
    stubFetch({
      '/api/v1/signup/': () =>
        json(201, { user_id: 5, phone: '9841000000', message: 'Registration successful' }),
    });
    const calls = recordCalls();
    const { router } = open();
    await fill({ ...valid, phone: '1234567890' });
    expect(await screen.findByText(MESSAGES.phoneNotNepaliMobile)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await fill({ phone: '+977 984-1000000' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/otpverify'));
    expect(calls[0]).toMatchObject({ body: { phone: '9841000000' } });
    // Types the whole form, then the phone again: slower than one fill on a busy machine.
  }, 15_000);

  it('warns, without refusing, for a number of an operator that has closed', async () => {
    stubFetch({});
    open();
    await fill({ phone: '9881234567' });
    expect(await screen.findByText(MESSAGES.phoneOperatorClosed)).toBeInTheDocument();
  });

  it('shows a taken phone from the server under the field and as the toast', async () => {
    stubFetch({
      '/api/v1/signup/': () =>
        json(400, {
          code: 'VALIDATION',
          message: 'A customer with this phone number already exists.',
          errors: {
            phone: ['A customer with this phone number already exists.'],
            email: ['A customer with this e-mail address already exists.'],
          },
        }),
    });
    const { router } = open();
    await fill(valid);
    expect(await screen.findAllByText('A customer with this phone number already exists.')).toHaveLength(2);
    expect(screen.getByText('A customer with this e-mail address already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText(LABELS.phone)).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('falls back to non_field_errors, then Something went wrong!', async () => {
    let body: unknown = { errors: { non_field_errors: ['Signups are paused today.'] } };
    stubFetch({ '/api/v1/signup/': () => json(400, body) });
    open();
    await fill(valid);
    expect(await screen.findByText('Signups are paused today.')).toBeInTheDocument();
    body = {};
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
  });

  it('says An unexpected error occurred. when the request never reaches the server', async () => {
    globalThis.fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    open();
    await fill(valid);
    expect(await screen.findByText('An unexpected error occurred.')).toBeInTheDocument();
  });
});
