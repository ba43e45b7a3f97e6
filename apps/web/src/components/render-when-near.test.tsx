import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderWhenNear } from './render-when-near';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

function fakeObserver() {
  const observers: { callback: Callback; disconnected: boolean }[] = [];
  class FakeIntersectionObserver {
    entry: { callback: Callback; disconnected: boolean };
    constructor(callback: Callback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return observers;
}

afterEach(() => vi.unstubAllGlobals());

describe('RenderWhenNear', () => {
  it('shows the placeholder until the place comes near the screen, then the children for good', () => {
    const observers = fakeObserver();
    render(
      <RenderWhenNear placeholder={<p>later</p>}>
        <p>cards</p>
      </RenderWhenNear>,
    );
    expect(screen.getByText('later')).toBeInTheDocument();
    expect(screen.queryByText('cards')).not.toBeInTheDocument();

    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(screen.queryByText('cards')).not.toBeInTheDocument();

    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(screen.getByText('cards')).toBeInTheDocument();
    expect(screen.queryByText('later')).not.toBeInTheDocument();
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('renders at once when eager, and where the browser cannot observe', () => {
    fakeObserver();
    render(
      <RenderWhenNear eager placeholder={<p>later</p>}>
        <p>first row</p>
      </RenderWhenNear>,
    );
    expect(screen.getByText('first row')).toBeInTheDocument();
    vi.unstubAllGlobals();
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <RenderWhenNear placeholder={<p>later</p>}>
        <p>no observer</p>
      </RenderWhenNear>,
    );
    expect(screen.getByText('no observer')).toBeInTheDocument();
  });
});
