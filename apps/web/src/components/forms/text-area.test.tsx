import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('is a multi-line text box named by its label, in the text field frame, that takes typing', async () => {
    render(<TextArea label="Order notes (optional)" placeholder="Gate code, landmark" maxLength={500} />);
    const box = screen.getByRole('textbox', { name: 'Order notes (optional)' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('rows', '2');
    expect(box).toHaveAttribute('maxlength', '500');
    // The placeholder is kept (CSS shows it only with the focus, under the risen label).
    expect(box).toHaveAttribute('placeholder', 'Gate code, landmark');
    expect(box.closest('.kd-field')).toHaveClass('kd-field--full');
    await userEvent.type(box, 'Call first{Enter}Ring twice');
    expect(box).toHaveValue('Call first\nRing twice');
  });

  it('ties an error message to its box', () => {
    render(<TextArea label="Notes" error helperText="Too long" />);
    const box = screen.getByRole('textbox', { name: 'Notes' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Too long');
    // Without a placeholder it still has one space: the label rises by :placeholder-shown.
    expect(box).toHaveAttribute('placeholder', ' ');
  });
});
