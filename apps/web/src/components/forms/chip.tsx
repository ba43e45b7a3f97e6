import type { ReactNode } from 'react';
import { classes } from '../ui/classes';

export type ChipColor = 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info';

/** A short status word in a pill, as MUI's Chip draws it (styles/shop.css, `.kd-chip`). */
export function Chip({
  label,
  color = 'default',
  variant = 'filled',
  size = 'medium',
  icon,
  className,
}: {
  label: ReactNode;
  color?: ChipColor;
  variant?: 'filled' | 'outlined';
  size?: 'small' | 'medium';
  icon?: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={classes(
        'kd-chip',
        `kd-chip--${color}`,
        `kd-chip--${variant}`,
        size === 'small' && 'kd-chip--small',
        className,
      )}
    >
      {icon && (
        <span className="kd-chip__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <span className="kd-chip__label">{label}</span>
    </span>
  );
}
