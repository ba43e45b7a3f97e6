import type { CSSProperties } from 'react';
import { classes } from './classes';

type Size = 'small' | 'medium' | 'inherit';

export type IconProps = {
  /** The icon's path data in a 24 × 24 box (./icons.ts); several paths for icons drawn in parts. */
  path: string | readonly string[];
  /** 24 px by default, 20 px small, or the font size around it. */
  size?: Size;
  className?: string;
  style?: CSSProperties;
};

/**
 * A Material icon drawn inline, as MUI's SvgIcon draws it (styles/shop.css, `.kd-icon`): without
 * SvgIcon, createSvgIcon and a module per icon in the first download. Icons are decoration here: the
 * control around one carries its name. The size is in a class, not inline, so a button's own icon size
 * (a more specific rule) wins over it.
 */
export function Icon({ path, size = 'medium', className, style }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={classes('kd-icon', size !== 'medium' && `kd-icon--${size}`, className)}
      style={style}
    >
      {typeof path === 'string' ? <path d={path} /> : path.map((d) => <path key={d} d={d} />)}
    </svg>
  );
}
