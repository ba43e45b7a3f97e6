import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../test/render';
import { OfflineBanner } from './offline-banner';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
}

afterEach(() => vi.restoreAllMocks());

describe('OfflineBanner', () => {
  it('says "You are offline" while there is no network, and goes when it is back', async () => {
    stubFetch({});
    renderPage(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();
    goOffline(true);
    expect(await screen.findByRole('status')).toHaveTextContent('You are offline.');
    goOffline(false);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
