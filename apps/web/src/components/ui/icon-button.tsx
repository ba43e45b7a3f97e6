import type { ButtonHTMLAttributes } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router';
import { classes } from './classes';

interface IconButtonLook {
  /** 'inherit' takes the surrounding text colour; by default the theme's quiet icon grey. */
  color?: 'default' | 'inherit';
  size?: 'small' | 'medium';
}

/** What MUI's IconButton draws (styles/shop.css, `.kd-ibtn`): a round 44 px target around a 24 px icon. */
function iconButtonClass({ color = 'default', size = 'medium' }: IconButtonLook, className?: string) {
  return classes(
    'kd-ibtn',
    color === 'inherit' && 'kd-ibtn--inherit',
    size === 'small' && 'kd-ibtn--small',
    className,
  );
}

/** An icon has no text: the name a screen reader reads is required. */
type Named = { 'aria-label': string };

export type IconButtonProps = IconButtonLook & Named & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'>;
export type IconLinkButtonProps = IconButtonLook & Named & Omit<LinkProps, 'color'>;

/** A round button around an icon; `type` is 'button'. */
export function IconButton({ type = 'button', color, size, className, ...rest }: IconButtonProps) {
  return <button type={type} className={iconButtonClass({ color, size }, className)} {...rest} />;
}

/** A link to a page of the shop that looks like an IconButton. */
export function IconLinkButton({ color, size, className, ...rest }: IconLinkButtonProps) {
  return <RouterLink className={iconButtonClass({ color, size }, className)} {...rest} />;
}
