import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Rating } from './rating';

function Stars({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <span id="label">Your rating</span>
      <Rating value={value} onChange={setValue} labelledBy="label" />
      <output>{value ?? 'none'}</output>
    </>
  );
}

describe('Rating', () => {
  it('is a group of radios named "1 Star" to "5 Stars", chosen by tapping a star', async () => {
    render(<Stars />);
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 Star' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Empty' })).toBeChecked();
    await userEvent.click(screen.getByText('4 Stars'));
    expect(screen.getByRole('radio', { name: '4 Stars' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('4');
    // Four stars are drawn filled.
    expect(group.querySelectorAll('.kd-rating__icon--filled')).toHaveLength(4);
  });

  it('moves with the arrow keys, as one radio group', async () => {
    render(<Stars initial={2} />);
    screen.getByRole('radio', { name: '2 Stars' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '3 Stars' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '3 Stars' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('3');
  });

  it('a tap on the chosen star clears the rating', () => {
    render(<Stars initial={3} />);
    // (A pointer's click has coordinates; a key's has none and leaves the rating.)
    fireEvent.click(screen.getByRole('radio', { name: '3 Stars' }), { clientX: 0, clientY: 0 });
    expect(screen.getByRole('status')).toHaveTextContent('3');
    fireEvent.click(screen.getByRole('radio', { name: '3 Stars' }), { clientX: 10, clientY: 10 });
    expect(screen.getByRole('status')).toHaveTextContent('none');
    expect(screen.getByRole('radio', { name: 'Empty' })).toBeChecked();
  });
});
