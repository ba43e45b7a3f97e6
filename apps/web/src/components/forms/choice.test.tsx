import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox, ChoiceGroup, Radio } from './choice';
import { Chip } from './chip';

describe('choices', () => {
  it('groups radios under a visible name; a click on the words picks one', async () => {
    render(
      <ChoiceGroup label="Language" row>
        <Radio name="lang" value="en" label="English" defaultChecked />
        <Radio name="lang" value="ne" label="नेपाली" />
      </ChoiceGroup>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Language' });
    expect(group).toHaveClass('kd-choices--row');
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await userEvent.click(screen.getByText('नेपाली'));
    expect(screen.getByRole('radio', { name: 'नेपाली' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'English' })).not.toBeChecked();
  });

  it('names a group without a visible label by aria-label; a disabled choice says so', () => {
    render(
      <ChoiceGroup aria-label="Payment">
        <Radio name="pay" value="cod" label="Cash on delivery" disabled />
      </ChoiceGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Payment' })).toBeVisible();
    const radio = screen.getByRole('radio', { name: 'Cash on delivery' });
    expect(radio).toBeDisabled();
    expect(radio.closest('label')).toHaveClass('kd-choice--disabled');
  });

  it('is a check box named by its words', async () => {
    render(<Checkbox name="remember" label="Remember me" />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(box);
    expect(box).toBeChecked();
  });
});

describe('Chip', () => {
  it('draws its colour and variant as classes, its icon hidden from screen readers', () => {
    render(<Chip label="In Stock" color="success" variant="outlined" size="small" icon={<svg />} />);
    const chip = screen.getByText('In Stock').parentElement!;
    expect(chip).toHaveClass('kd-chip', 'kd-chip--success', 'kd-chip--outlined', 'kd-chip--small');
    expect(chip.querySelector('.kd-chip__icon')).toHaveAttribute('aria-hidden', 'true');
  });
});
