import type { ReactNode } from 'react';
import { classes } from '../ui/classes';
import { Icon } from '../ui/icon';
import { errorOutline } from '../ui/icons';
import { info, successOutlined, warning } from './icons';

const ICONS = { info, warning, error: errorOutline, success: successOutlined } as const;

/**
 * A message box that is read out when it appears (role="alert" unless told otherwise), as MUI's
 * standard Alert draws it (styles/shop.css, `.kd-alert`): an optional title (MUI's AlertTitle) over the
 * message, and an optional action (a button) at its end.
 */
export function Alert({
  severity,
  title,
  action,
  role = 'alert',
  className,
  children,
}: {
  severity: keyof typeof ICONS;
  title?: ReactNode;
  action?: ReactNode;
  role?: 'alert' | 'status' | 'none';
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div
      role={role === 'none' ? undefined : role}
      className={classes('kd-alert', `kd-alert--${severity}`, className)}
    >
      <div className="kd-alert__icon">
        <Icon path={ICONS[severity]} size="inherit" />
      </div>
      <div className="kd-alert__message">
        {title && <div className="kd-alert__title">{title}</div>}
        {children}
      </div>
      {action && <div className="kd-alert__action">{action}</div>}
    </div>
  );
}
