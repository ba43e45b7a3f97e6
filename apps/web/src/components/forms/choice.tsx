import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { classes } from '../ui/classes';

type ChoiceProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode };

/**
 * A radio button and its words, as MUI's FormControlLabel with a Radio draws them (styles/shop.css,
 * `.kd-choice`). Radios that share a `name` move with the arrow keys, as the browser does it.
 */
export function Radio({ label, className, disabled, ...input }: ChoiceProps) {
  return (
    <label className={classes('kd-choice', disabled && 'kd-choice--disabled', className)}>
      <input type="radio" className="kd-choice__radio" disabled={disabled} {...input} />
      <span className="kd-text kd-body1">{label}</span>
    </label>
  );
}

/** A check box and its words, as MUI's FormControlLabel with a Checkbox draws them. */
export function Checkbox({ label, className, disabled, ...input }: ChoiceProps) {
  return (
    <label className={classes('kd-choice', disabled && 'kd-choice--disabled', className)}>
      <input type="checkbox" className="kd-check__box" disabled={disabled} {...input} />
      <span className="kd-text kd-body1">{label}</span>
    </label>
  );
}

/**
 * A group of radios (role="radiogroup") or check boxes (role="group") under a name: a visible label
 * (MUI's FormLabel) or, where the page around says it, `aria-label`.
 */
export function ChoiceGroup({
  label,
  'aria-label': ariaLabel,
  role = 'radiogroup',
  row,
  className,
  children,
}: {
  label?: ReactNode;
  'aria-label'?: string;
  role?: 'radiogroup' | 'group';
  row?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const labelId = useId();
  return (
    <div className={className}>
      {label && (
        <div id={labelId} className="kd-choices__label">
          {label}
        </div>
      )}
      <div
        role={role}
        aria-labelledby={label ? labelId : undefined}
        aria-label={label ? undefined : ariaLabel}
        className={classes('kd-choices', row && 'kd-choices--row')}
      >
        {children}
      </div>
    </div>
  );
}
