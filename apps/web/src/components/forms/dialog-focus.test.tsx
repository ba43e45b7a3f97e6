import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

describe('Dialog focus', () => {
  it('gives the focus to its paper, not to the first field, as MUI did', () => {
    render(
      <Dialog open title="Add New Address">
        <input aria-label="Full name" />
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add New Address' });
    expect(document.activeElement).not.toBe(screen.getByRole('textbox', { name: 'Full name' }));
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toHaveAttribute('tabindex', '-1');
  });
});
