import { classes } from '../ui/classes';
import { moveFocusOnKey } from './roving-focus';

export interface TabItem<T extends string> {
  value: T;
  label: string;
  /** The tab's own id, which its panel names in aria-labelledby. */
  id: string;
  /** The id of this tab's own panel, where each tab has one (else the row's `panelId`). */
  controls?: string;
}

/**
 * A row (or column) of tabs over one panel, as MUI's Tabs behave (styles/shop.css, `.kd-tabs`):
 * role tablist/tab with aria-selected, one tab stop (the chosen tab), the arrow keys of its
 * orientation, Home and End moving the focus from tab to tab (wrapping round), Enter or Space choosing
 * the focused one. The panel is the caller's: a `role="tabpanel"` element with `panelId`.
 */
export function Tabs<T extends string>({
  items,
  value,
  onChange,
  panelId,
  orientation = 'horizontal',
  indicator,
  className,
  'aria-label': label,
}: {
  items: readonly TabItem<T>[];
  value: T;
  onChange: (next: T) => void;
  panelId?: string;
  orientation?: 'horizontal' | 'vertical';
  /** MUI's look as it comes: a divider under the row and a green bar under the chosen tab. */
  indicator?: boolean;
  className?: string;
  'aria-label'?: string;
}) {
  return (
    <div
      role="tablist"
      aria-label={label}
      aria-orientation={orientation === 'vertical' ? 'vertical' : undefined}
      className={classes(
        'kd-tabs',
        orientation === 'vertical' && 'kd-tabs--vertical',
        indicator && 'kd-tabs--indicator',
        className,
      )}
      onKeyDown={moveFocusOnKey('[role="tab"]', orientation)}
    >
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            type="button"
            role="tab"
            id={item.id}
            aria-selected={selected}
            aria-controls={item.controls ?? panelId}
            tabIndex={selected ? 0 : -1}
            className="kd-tab"
            onClick={() => onChange(item.value)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
