import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { SelectField, TextField } from './text-field';

describe('TextField', () => {
  it('is a text box named by its label; the required star is not read out', () => {
    render(<TextField label="Email" type="email" name="email" required />);
    const box = screen.getByRole('textbox', { name: 'Email' });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('name', 'email');
    expect(box).toHaveAttribute('aria-invalid', 'false');
    expect(box).not.toHaveAttribute('aria-describedby');
    // The star is drawn (the label reads "Email *") and hidden from screen readers.
    expect(screen.getByText('Email').closest('label')?.textContent).toBe('Email\u2009*');
  });

  it('ties an error message to its box, which reports itself invalid', () => {
    render(<TextField label="Password" error helperText="Password is required" />);
    const box = screen.getByLabelText('Password');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Password is required');
    expect(box.closest('.kd-field')).toHaveClass('kd-field--error');
  });

  it('draws a warning without calling the value invalid', () => {
    render(<TextField label="Phone number" tone="warning" helperText="This number may not get a code" />);
    const box = screen.getByLabelText('Phone number');
    expect(box).toHaveAttribute('aria-invalid', 'false');
    expect(box).toHaveAccessibleDescription('This number may not get a code');
    expect(box.closest('.kd-field')).toHaveClass('kd-field--warning');
  });

  it("gives react-hook-form's ref the input, and takes typing", async () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="First name" ref={ref} end={<button type="button">Show</button>} />);
    const box = screen.getByLabelText('First name');
    expect(ref.current).toBe(box);
    await userEvent.type(box, 'Sita');
    expect(box).toHaveValue('Sita');
    // Its outline's notch is measured from the label's own text, hidden from screen readers.
    expect(box.parentElement?.querySelector('fieldset')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: 'Show' })).toBeVisible();
  });

  it('keeps ids apart for two fields with the same label, and takes an id given', () => {
    render(
      <>
        <TextField label="Name" />
        <TextField label="Name" id="second" helperText="help" />
      </>,
    );
    const [first, second] = screen.getAllByLabelText('Name');
    expect(first!.id).not.toBe(second!.id);
    expect(second).toHaveAttribute('id', 'second');
    expect(second).toHaveAttribute('aria-describedby', 'second-helper');
  });

  it('shows a placeholder only under a label that stays up', () => {
    render(
      <>
        <TextField label="Date of birth (BS)" shrink placeholder="2047-01-18" />
        <TextField label="Middle name" placeholder="ignored" />
      </>,
    );
    expect(screen.getByLabelText('Date of birth (BS)')).toHaveAttribute('placeholder', '2047-01-18');
    expect(screen.getByLabelText('Date of birth (BS)').closest('.kd-field')).toHaveClass('kd-field--shrink');
    // The one-space placeholder is what lets CSS tell an empty box from a filled one.
    expect(screen.getByLabelText('Middle name')).toHaveAttribute('placeholder', ' ');
  });
});

describe('SelectField', () => {
  it('is a select named by its label, with its label up, that the keyboard changes', async () => {
    const ref = createRef<HTMLSelectElement>();
    render(
      <SelectField label="Gender" name="gender" ref={ref} defaultValue="" error helperText="Pick one">
        <option value="">Prefer not to say</option>
        <option value="female">Female</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Gender' });
    expect(ref.current).toBe(select);
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Pick one');
    expect(select.closest('.kd-field')).toHaveClass('kd-field--shrink');
    await userEvent.selectOptions(select, 'Female');
    expect(select).toHaveValue('female');
  });
});
