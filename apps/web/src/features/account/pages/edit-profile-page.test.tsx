import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, stubFetch } from '../../../test/render';
import { json, recordCalls, resolveRelativeRequests } from '../test-support';
import { EditProfilePage } from './edit-profile-page';

resolveRelativeRequests();

const loggedIn = { auth: { user_id: '7', access: 'acc', refresh: 'ref' } };
const sita = {
  user: {
    first_name: 'Sita',
    middle_name: null,
    last_name: 'Sharma',
    email: 'sita@example.com',
    phone: '9841000000',
  },
  profile: { date_of_birth: '1995-03-05', gender: 'Female', image: null },
};

function open(calendar: 'AD' | 'BS' = 'AD') {
  return renderPage(<EditProfilePage />, {
    path: '/edit-profile',
    preloadedState: { ...loggedIn, theme: { mode: 'light', language: 'en', calendar } },
    extraRoutes: [{ path: '/profile', element: <div>profile page</div> }],
  });
}

describe('EditProfilePage', () => {
  it('fills the form from the profile; phone and e-mail are read-only; gender has the four choices', async () => {
    stubFetch({ '/api/v1/profile/': { data: sita } });
    open();
    expect(await screen.findByLabelText(/^First Name/)).toHaveValue('Sita');
    expect(screen.getByLabelText(/^Middle Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Last Name/)).toHaveValue('Sharma');
    expect(screen.getByLabelText(/^Date of Birth/)).toHaveValue('1995-03-05');
    const gender = screen.getByRole('combobox', { name: 'Gender' });
    expect(gender).toHaveValue('Female');
    expect(Array.from((gender as HTMLSelectElement).options).map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Select Gender'],
      ['Male', 'Male'],
      ['Female', 'Female'],
      ['Other', 'Other'],
    ]);
    expect(screen.getByLabelText('Phone')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Phone')).toHaveValue('9841000000');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute('href', '/profile');
  });

  it('takes the date of birth in BS when the shopper reads BS, and sends it as AD', async () => {
    stubFetch({
      '/api/v1/profile/': { data: sita },
      '/api/v1/profile/update/': () => json(200, { message: 'Profile updated successfully', data: sita }),
    });
    const calls = recordCalls();
    open('BS');
    const bs = await screen.findByLabelText(/^Date of Birth \(BS/);
    expect(bs).toHaveValue('2051-11-21');
    expect(screen.getByText('In AD: Mar 5, 1995')).toBeInTheDocument();
    await userEvent.clear(bs);
    await userEvent.type(bs, '2052-01-40');
    expect(await screen.findByText('Please enter a valid date of birth.')).toBeInTheDocument();
    await userEvent.clear(bs);
    await userEvent.type(bs, '२०५२-०१-०१');
    expect(await screen.findByText('In AD: Apr 14, 1995')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ body: { date_of_birth: '1995-04-14' } }),
    );
  });

  it('requires first and last name', async () => {
    stubFetch({ '/api/v1/profile/': { data: sita } });
    const calls = recordCalls();
    open();
    await userEvent.clear(await screen.findByLabelText(/^First Name/));
    await userEvent.clear(screen.getByLabelText(/^Last Name/));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('keeps names to letters in either script: refuses markup, saves सीता', async () => {
    stubFetch({
      '/api/v1/profile/': { data: sita },
      '/api/v1/profile/update/': (req: Request) =>
        req.method === 'PUT' ? { message: 'Profile updated successfully', data: sita } : { data: sita },
    });
    const calls = recordCalls();
    open();
    const first = await screen.findByLabelText(/^First Name/);
    await userEvent.clear(first);
    await userEvent.type(first, '<script>x</script>🙂');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First name must contain only letters')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await userEvent.clear(first);
    await userEvent.type(first, 'सीता');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ user: { first_name: 'सीता' } });
  });

  it('reads Saving... while saving, sends trimmed names, then returns to /profile with the reload flag', async () => {
    let answer: (r: Response) => void = () => {};
    stubFetch({
      '/api/v1/profile/': { data: sita },
      '/api/v1/profile/update/': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const calls = recordCalls();
    const { router } = open();
    const middle = await screen.findByLabelText(/^Middle Name/);
    await userEvent.type(middle, '   ');
    await userEvent.clear(screen.getByLabelText(/^First Name/));
    await userEvent.type(screen.getByLabelText(/^First Name/), '  Gita ');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Other');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/v1/profile/update/',
      body: {
        user: { first_name: 'Gita', last_name: 'Sharma' },
        gender: 'Other',
        date_of_birth: '1995-03-05',
      },
    });
    answer(json(200, { message: 'Profile updated successfully', data: sita }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.state).toEqual({ reload: true });
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
  });

  it.each([
    [
      'the server message',
      json(400, { code: 'VALIDATION', message: 'Date of birth cannot be in the future.' }),
      'Date of birth cannot be in the future.',
    ],
    ['Update failed', json(400, {}), 'Update failed'],
    [
      'Unexpected response from server',
      new Response(null, { status: 204 }),
      'Unexpected response from server',
    ],
    ['Error updating profile', json(500, { code: 'INTERNAL', message: 'boom' }), 'Error updating profile'],
  ])('a failed save says %s and stays', async (_n, answer, message) => {
    stubFetch({ '/api/v1/profile/': { data: sita }, '/api/v1/profile/update/': () => answer.clone() });
    const { router } = open();
    await screen.findByLabelText(/^First Name/);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/edit-profile');
  });
});
