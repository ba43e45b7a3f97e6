import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from './text';

describe('Text', () => {
  it('is the element its variant stands for, so headings stay headings', () => {
    render(
      <>
        <Text variant="h2" id="special">
          Kandamul Special
        </Text>
        <Text variant="h3" as="p">
          Something went wrong
        </Text>
        <Text variant="caption">© 2082 Kandamul</Text>
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Kandamul Special' })).toHaveAttribute(
      'id',
      'special',
    );
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
    expect(screen.getByText('Something went wrong').tagName).toBe('P');
    expect(screen.getByText('© 2082 Kandamul').tagName).toBe('SPAN');
  });

  it('keeps its look props off the element and passes the rest on', () => {
    render(
      <Text variant="body2" color="error" noWrap gutterBottom lang="ne" role="status">
        रातो आलु
      </Text>,
    );
    const text = screen.getByRole('status');
    expect(text).toHaveAttribute('lang', 'ne');
    for (const look of ['variant', 'color', 'nowrap', 'gutterbottom']) expect(text).not.toHaveAttribute(look);
  });
});
