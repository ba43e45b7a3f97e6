import type { ReactNode } from 'react';
import { classes } from '../ui/classes';
import { Icon } from '../ui/icon';
import { errorOutline } from '../ui/icons';
import { info, warning } from './icons';

const ICONS = { info, warning, error: errorOutline } as const;

/**
 * A message box that is read out when it appears (role="alert"), as MUI's standard Alert draws it
 * (styles/shop.css, `.kd-alert`).
 */
export function Alert({
  severity,
  className,
  children,
}: {
  severity: keyof typeof ICONS;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="alert" className={classes('kd-alert', `kd-alert--${severity}`, className)}>
      <div className="kd-alert__icon">
        <Icon path={ICONS[severity]} size="inherit" />
      </div>
      <div className="kd-alert__message">{children}</div>
    </div>
  );
}
