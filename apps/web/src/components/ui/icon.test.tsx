import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon';
import { verified } from './icons';

describe('Icon', () => {
  it('is hidden from screen readers and the tab order, so the control around it names itself', () => {
    render(
      <button type="button" aria-label="Cart, 2 items">
        <Icon path="M0 0h24v24H0z" />
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Cart, 2 items' });
    const svg = button.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('draws every part of an icon drawn in several paths', () => {
    const { container } = render(<Icon path={verified} />);
    expect([...container.querySelectorAll('path')].map((p) => p.getAttribute('d'))).toEqual(verified);
  });
});
