import { classes } from '../ui/classes';
import { moveFocusOnKey } from './roving-focus';

/**
 * One choice of a few, as MUI's exclusive ToggleButtonGroup draws it (styles/shop.css, `.kd-toggle`):
 * a group of buttons, the chosen one `aria-pressed`. Pressing the chosen one again keeps it (an
 * exclusive group that may not be left empty). Each button is a tab stop, as MUI's are.
 */
export function ToggleButtons<T extends string>({
  value,
  options,
  onChange,
  size = 'medium',
  className,
  'aria-labelledby': labelledBy,
  'aria-label': label,
}: {
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (next: T) => void;
  size?: 'small' | 'medium';
  className?: string;
  'aria-labelledby'?: string;
  'aria-label'?: string;
}) {
  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-label={label}
      className={classes('kd-toggle', size === 'small' && 'kd-toggle--small', className)}
      onKeyDown={moveFocusOnKey('button')}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          value={option.value}
          aria-pressed={option.value === value}
          tabIndex={option.value === value ? 0 : -1}
          className="kd-toggle__button"
          onClick={() => option.value !== value && onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
