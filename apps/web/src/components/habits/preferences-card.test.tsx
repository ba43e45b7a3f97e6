import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/relative-requests';
import { renderPage } from '../../test/render';
import { PreferencesCard } from './preferences-card';

const session = { auth: { user_id: '7', access: 'token', refresh: 'refresh' } };
const prefs = { notify_sms: true, notify_email: false, language: 'en', substitution: 'best-match' };

function open() {
  const calls = stubApi({
    'GET /api/v1/profile/preferences/': { data: prefs },
    'PUT /api/v1/profile/preferences/': (call: { body: unknown }) => ({
      data: { ...prefs, ...(call.body as object) },
    }),
  });
  renderPage(<PreferencesCard />, { path: '/profile', preloadedState: session });
  return calls;
}

describe('PreferencesCard', () => {
  it('shows the channels as switches and the choices as radio groups, each named', async () => {
    open();
    const card = await screen.findByRole('region', { name: 'Messages and substitutions' });
    const sms = await within(card).findByRole('switch', { name: 'Order updates and alerts by SMS' });
    expect(sms).toBeChecked();
    expect(
      within(card).getByRole('switch', { name: 'Order updates and alerts by e-mail' }),
    ).not.toBeChecked();
    const language = within(card).getByRole('radiogroup', { name: 'Language of messages' });
    expect(within(language).getByRole('radio', { name: 'English' })).toBeChecked();
    const substitution = within(card).getByRole('radiogroup', { name: 'If an item is out of stock' });
    expect(within(substitution).getByRole('radio', { name: 'Best match' })).toBeChecked();
  });

  it('saves a switch turned on, a language and a substitution choice as they are made', async () => {
    const user = userEvent.setup();
    const calls = open();
    const email = await screen.findByRole('switch', { name: 'Order updates and alerts by e-mail' });
    await user.click(email);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ notify_email: true }]),
    );
    expect(await screen.findByText('Preferences saved.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Nepali' }));
    await user.click(screen.getByRole('radio', { name: "Don't substitute (refund or don't charge)" }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
        { notify_email: true },
        { language: 'ne' },
        { substitution: 'none' },
      ]),
    );
  });
});
