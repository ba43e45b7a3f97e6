import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('takes its shape from its class and style without writing its variant onto the element', () => {
    const { container } = render(
      <Skeleton variant="rounded" width="50%" className="kd-square" style={{ aspectRatio: '3 / 4' }} />,
    );
    const bone = container.firstElementChild!;
    expect(bone).not.toHaveAttribute('variant');
    expect(bone).toHaveClass('kd-skeleton', 'kd-skeleton--rounded', 'kd-square');
    expect(bone).toHaveStyle({ width: '50%' });
    expect((bone as HTMLElement).style.aspectRatio).toBe('3 / 4');
  });
});
