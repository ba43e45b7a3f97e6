import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_PICTURE_BYTES } from '@kandamul/domain';
import { renderPage, stubFetch } from '../../../test/render';
import { json, recordCalls, resolveRelativeRequests } from '../test-support';
import { ProfilePage } from './profile-page';

resolveRelativeRequests();
afterEach(() => vi.useRealTimers());

const loggedIn = { auth: { user_id: '7', access: 'acc', refresh: 'ref' } };
const sita = {
  user: {
    first_name: 'Sita',
    middle_name: null,
    last_name: 'Sharma',
    email: 'sita@example.com',
    phone: '9841000000',
  },
  profile: { date_of_birth: null, gender: '', image: null },
};

function open() {
  return renderPage(<ProfilePage />, {
    path: '/profile',
    preloadedState: { ...loggedIn, theme: { mode: 'light', language: 'en', calendar: 'AD' } },
  });
}

const pictureInput = () => screen.getByLabelText('Choose a profile picture');
const choose = (file: File) => fireEvent.change(pictureInput(), { target: { files: [file] } });

describe('ProfilePage', () => {
  it('shows the details, Not Provided for a missing birth date and gender, and the logo avatar', async () => {
    stubFetch({ '/api/v1/profile/': { data: sita } });
    open();
    expect(await screen.findByText('Sita Sharma')).toBeInTheDocument();
    expect(screen.getByText('@sita')).toBeInTheDocument();
    const details = document.querySelector('dl') as HTMLElement;
    expect(within(details).getByText('sita@example.com')).toBeInTheDocument();
    expect(within(details).getByText('9841000000')).toBeInTheDocument();
    expect(within(details).getAllByText('Not Provided')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Profile picture of Sita Sharma' })).toHaveAttribute(
      'src',
      '/logo.svg',
    );
    expect(screen.getByRole('link', { name: 'Edit Personal Information' })).toHaveAttribute(
      'href',
      '/edit-profile',
    );
    const tabs = screen.getByRole('navigation', { name: 'Account sections' });
    expect(within(tabs).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/profile/orders');
    expect(within(tabs).getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/profile/wishlist');
    expect(within(tabs).getByRole('link', { name: 'Ratings' })).toHaveAttribute('href', '/profile/ratings');
  });

  it('shows the birth date in BS once the shopper picks BS, and keeps the choice', async () => {
    stubFetch({
      '/api/v1/profile/': { data: { ...sita, profile: { ...sita.profile, date_of_birth: '1990-05-01' } } },
    });
    const { store } = open();
    expect(await screen.findByText('May 1, 1990')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'BS (Bikram Sambat)' }));
    expect(await screen.findByText('18 Baisakh 2047')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'BS (Bikram Sambat)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(store.getState().theme.calendar).toBe('BS');
  });

  it('offers AD and BS as one group with one tab stop, the arrow keys moving between them', async () => {
    stubFetch({ '/api/v1/profile/': { data: sita } });
    open();
    const group = await screen.findByRole('group', { name: 'Show dates in' });
    const [ad, bs] = within(group).getAllByRole('button');
    expect(ad).toHaveAttribute('aria-pressed', 'true');
    expect([ad!.tabIndex, bs!.tabIndex]).toEqual([0, -1]);
    ad!.focus();
    fireEvent.keyDown(ad!, { key: 'ArrowRight' });
    expect(bs).toHaveFocus();
    fireEvent.click(bs!);
    expect(bs).toHaveAttribute('aria-pressed', 'true');
    expect([ad!.tabIndex, bs!.tabIndex]).toEqual([-1, 0]);
  });

  it('shows the birth date, gender and picture when given', async () => {
    stubFetch({
      '/api/v1/profile/': {
        data: {
          user: { ...sita.user, middle_name: 'Kumari' },
          profile: { date_of_birth: '1995-03-05', gender: 'Female', image: '/media/profile/7.webp' },
        },
      },
    });
    open();
    expect(await screen.findByText('Sita Kumari Sharma')).toBeInTheDocument();
    expect(screen.getByText('Mar 5, 1995')).toBeInTheDocument();
    expect(screen.getByText('Female')).toBeInTheDocument();
    expect(screen.queryByText('Not Provided')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profile picture of Sita Kumari Sharma' })).toHaveAttribute(
      'src',
      '/media/profile/7.webp',
    );
  });

  it.each([
    ['an empty list', { data: [] }, 'No profile data available.'],
    ['an unexpected shape', { data: { nothing: true } }, 'Failed to fetch profile data'],
    ['a server error', json(500, { code: 'INTERNAL', message: 'boom' }), 'Error fetching profile data'],
  ])('says so for %s', async (_name, answer, message) => {
    stubFetch({ '/api/v1/profile/': () => (answer instanceof Response ? answer.clone() : answer) });
    open();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('uses the first profile of a list', async () => {
    stubFetch({ '/api/v1/profile/': { data: [sita] } });
    open();
    expect(await screen.findByText('Sita Sharma')).toBeInTheDocument();
  });

  it('refuses a non-image and a picture of 5 MB or more without uploading', async () => {
    stubFetch({ '/api/v1/profile/': { data: sita } });
    const calls = recordCalls();
    open();
    await screen.findByText('Sita Sharma');
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Please select an image file')).toBeInTheDocument();
    choose(new File([new Uint8Array(MAX_PICTURE_BYTES)], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByText('Image size should be less than 5MB')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/v1/change/profile/pic/')).toHaveLength(0);
  });

  it('uploads a picture (button disabled meanwhile) and refetches the profile 500 ms later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    let answer: (r: Response) => void = () => {};
    stubFetch({
      '/api/v1/profile/': { data: sita },
      '/api/v1/change/profile/pic/': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const calls = recordCalls();
    open();
    await screen.findByText('Sita Sharma');
    choose(new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('button', { name: 'Uploading...' })).toBeDisabled();
    answer(
      json(200, { success: true, message: 'Profile picture updated successfully', image: '/media/p.webp' }),
    );
    expect(await screen.findByText('Profile picture updated successfully')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Change picture' })).toBeEnabled();
    const profileCalls = () => calls.filter((c) => c.path === '/api/v1/profile/').length;
    const before = profileCalls();
    await act(async () => vi.advanceTimersByTime(400));
    expect(profileCalls()).toBe(before);
    await act(async () => vi.advanceTimersByTime(150));
    await waitFor(() => expect(profileCalls()).toBe(before + 1));
  });

  it.each([
    [
      'the server message',
      json(413, { code: 'PAYLOAD_TOO_LARGE', message: 'Image size should be less than 5MB' }),
      'Image size should be less than 5MB',
    ],
    ['Failed to update profile picture', json(400, {}), 'Failed to update profile picture'],
    ['Error updating profile picture', json(500, {}), 'Error updating profile picture'],
  ])('a failed upload says %s', async (_name, answer, message) => {
    stubFetch({ '/api/v1/profile/': { data: sita }, '/api/v1/change/profile/pic/': () => answer.clone() });
    open();
    await screen.findByText('Sita Sharma');
    choose(new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
