import type { KeyboardEvent, ReactNode } from 'react';
import { classes } from '../ui/classes';

export interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
  /** The tab's id (its panel is labelled by it). */
  id: string;
  /** The id of the panel it shows. */
  controls: string;
}

const MOVES: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * A row of tabs, as MUI's Tabs and Tab draw them (styles/shop.css, `.kd-tabs`): the chosen tab in the
 * green over a 2 px bar, the others in the quiet text colour. One tab stop (the chosen tab); the arrow
 * keys, Home and End move the focus along the row, Enter or Space chooses (MUI's keyboard, without
 * selection following the focus).
 */
export function Tabs<V extends string>({
  value,
  onChange,
  tabs,
  label,
  className,
}: {
  value: V;
  onChange: (value: V) => void;
  tabs: readonly TabItem<V>[];
  label?: string;
  className?: string;
}) {
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[e.key];
    if (!move) return;
    const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    e.preventDefault();
    buttons[move(at, buttons.length)]?.focus();
  };
  return (
    <div className={classes('kd-tabs', className)}>
      <div role="tablist" aria-label={label} className="kd-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={tab.id}
              aria-controls={tab.controls}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              className={classes('kd-tab', selected && 'kd-tab--selected')}
              onClick={() => onChange(tab.value)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
