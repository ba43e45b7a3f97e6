import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogText } from './dialog';

function Confirm({ onClose }: { onClose?: () => void }) {
  return (
    <Dialog open onClose={onClose} title="Delete address?" actions={<Button>Delete</Button>} maxWidth="xs">
      <DialogContent>
        <DialogText>It cannot be undone.</DialogText>
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('is a dialog named by its title, drawn only while open', () => {
    const { rerender } = render(<Dialog open={false} title="Hidden" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<Confirm />);
    const dialog = screen.getByRole('dialog', { name: 'Delete address?' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('heading', { level: 2, name: 'Delete address?' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete' }).closest('.kd-dialog__actions')).not.toBeNull();
    expect(dialog.querySelector('.kd-dialog__paper')).toHaveClass('kd-dialog__paper--xs');
  });

  it('asks to close on Escape and on the backdrop, not on a click inside', () => {
    const onClose = vi.fn();
    render(<Confirm onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    fireEvent.click(screen.getByText('It cannot be undone.'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    // The browser's cancel event (Escape) is stopped: the page decides.
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('stays open on Escape while it has no onClose (saving)', () => {
    render(<Confirm />);
    const cancel = new Event('cancel', { cancelable: true });
    screen.getByRole('dialog').dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
  });

  it('locks the page behind it while open and frees it when closed', async () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Add address</Button>
          <Dialog open={open} onClose={() => setOpen(false)} aria-label="New address">
            <DialogContent>
              <Button onClick={() => setOpen(false)}>Cancel</Button>
            </DialogContent>
          </Dialog>
        </>
      );
    }
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Add address' }));
    expect(screen.getByRole('dialog', { name: 'New address' })).toBeVisible();
    expect(document.documentElement).toHaveClass('kd-modal-open');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement).not.toHaveClass('kd-modal-open');
  });
});
