import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from './toast';
import { ToastHost } from './toast-host';

describe('toast', () => {
  it('keeps messages asked for before the container exists and shows them, in order, once it mounts', async () => {
    toast.success('Added to cart');
    toast.error('Failed to update');
    render(<ToastHost theme="light" />);
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
        'Added to cart',
        'Failed to update',
      ]),
    );
  });

  it('passes the options through (one message per toastId)', async () => {
    render(<ToastHost theme="light" />);
    toast.warning('Please log in for checkout', { toastId: 'login' });
    toast.warning('Please log in for checkout', { toastId: 'login' });
    expect(await screen.findAllByText('Please log in for checkout')).toHaveLength(1);
  });

  it('shows one toast per message: the same message again updates it instead of stacking', async () => {
    render(<ToastHost theme="light" />);
    for (let i = 0; i < 9; i++) toast.error('Invalid credentials');
    toast.error('Network error');
    await screen.findByText('Network error');
    expect(screen.getAllByText('Invalid credentials')).toHaveLength(1);
  });

  it("sets the shop's font on the messages, not the library's system font", async () => {
    const { container } = render(<ToastHost theme="light" />);
    toast.info('Hello');
    await screen.findByText('Hello');
    const host = container.ownerDocument.querySelector<HTMLElement>('.Toastify__toast-container')!;
    expect(host.style.getPropertyValue('--toastify-font-family')).toMatch(/^'Mukta'/);
  });
});
