import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

function TwoTabs() {
  const [tab, setTab] = useState<'a' | 'b'>('a');
  return (
    <Tabs
      value={tab}
      onChange={setTab}
      indicator
      items={[
        { value: 'a', label: 'Description', id: 'tab-a', controls: 'panel-a' },
        { value: 'b', label: 'Reviews(2)', id: 'tab-b', controls: 'panel-b' },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('marks the chosen tab, which is the only tab stop', async () => {
    render(<TwoTabs />);
    const first = screen.getByRole('tab', { name: 'Description' });
    const second = screen.getByRole('tab', { name: 'Reviews(2)' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('aria-controls', 'panel-a');
    expect(second).toHaveAttribute('tabindex', '-1');
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(second).toHaveAttribute('tabindex', '0');
    expect(first).toHaveAttribute('aria-selected', 'false');
  });

  it('arrow keys move the focus along the row, Enter chooses', async () => {
    render(<TwoTabs />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const second = screen.getByRole('tab', { name: 'Reviews(2)' });
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveFocus();
  });
});
