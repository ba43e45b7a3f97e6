import type { InputHTMLAttributes } from 'react';
import { classes } from '../ui/classes';

export type SwitchProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> & { label: string };

/**
 * An on/off switch and its words, as MUI's FormControlLabel with a Switch draws it (styles/shop.css,
 * `.kd-switch`): a native check box with role="switch" laid over the whole switch (so a tap anywhere
 * on it, or on the words, toggles it), the thumb and track drawn beside it. Space toggles it.
 */
export function Switch({ label, className, disabled, ...input }: SwitchProps) {
  return (
    <label className={classes('kd-switch-label', disabled && 'kd-switch-label--disabled', className)}>
      <span className="kd-switch">
        <span className="kd-switch__base">
          <input type="checkbox" role="switch" className="kd-switch__input" disabled={disabled} {...input} />
          <span className="kd-switch__thumb" />
        </span>
        <span className="kd-switch__track" />
      </span>
      <span className="kd-switch-label__text">{label}</span>
    </label>
  );
}
