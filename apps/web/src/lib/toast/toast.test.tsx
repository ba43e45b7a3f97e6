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
});
