import type { ReactNode } from 'react';
import { classes } from '../ui/classes';

/**
 * A small label, as MUI's Chip draws it (styles/shop.css, `.kd-chip`).
 * (Stand-in until the lead's shared components/forms/chip.tsx lands on main; the same API.)
 */
export function Chip({
  label,
  color = 'default',
  variant = 'filled',
  size = 'medium',
  icon,
  className,
}: {
  label: ReactNode;
  color?: 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info';
  variant?: 'filled' | 'outlined';
  size?: 'small' | 'medium';
  icon?: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={classes(
        'kd-chip',
        `kd-chip--${variant}`,
        `kd-chip--${color}`,
        size === 'small' && 'kd-chip--small',
        className,
      )}
    >
      {icon}
      <span className="kd-chip__label">{label}</span>
    </span>
  );
}
