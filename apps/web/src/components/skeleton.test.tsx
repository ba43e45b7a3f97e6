import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('takes its shape from sx without writing sx or its variant onto the element', () => {
    const { container } = render(<Skeleton variant="rounded" width="50%" sx={{ aspectRatio: '3 / 4' }} />);
    const bone = container.firstElementChild!;
    expect(bone).not.toHaveAttribute('sx');
    expect(bone).not.toHaveAttribute('variant');
    expect(bone).toHaveStyle({ width: '50%' });
    expect(getComputedStyle(bone).aspectRatio).toBe('3/4');
  });
});
