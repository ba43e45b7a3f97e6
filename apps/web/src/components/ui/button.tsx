import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router';
import { classes } from './classes';

export interface ButtonLook {
  variant?: 'text' | 'contained' | 'outlined';
  /** 'inherit' takes the surrounding text colour (a quiet button in a bar). */
  color?: 'primary' | 'inherit';
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
}

/**
 * What MUI's Button draws for the shop (its variants in the theme's green, 44 px tall), drawn by the
 * shop's stylesheet (styles/shop.css, `.kd-btn`): no MUI and no emotion in the first download.
 */
function buttonClass(
  { variant = 'text', color = 'primary', size = 'medium', fullWidth }: ButtonLook,
  className?: string,
): string {
  return classes(
    'kd-btn',
    variant !== 'text' && `kd-btn--${variant}`,
    color === 'inherit' && 'kd-btn--inherit',
    size !== 'medium' && `kd-btn--${size}`,
    fullWidth && 'kd-btn--full',
    className,
  );
}

interface Slots {
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  children?: ReactNode;
}

function Content({ startIcon, endIcon, children }: Slots) {
  return (
    <>
      {startIcon && <span data-icon="start">{startIcon}</span>}
      {children}
      {endIcon && <span data-icon="end">{endIcon}</span>}
    </>
  );
}

export type ButtonProps = ButtonLook &
  Slots &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'children'>;
export type LinkButtonProps = ButtonLook & Slots & Omit<LinkProps, 'color' | 'children'>;

/** A button in the shop's look; `type` is 'button' unless it submits a form. */
export function Button({
  startIcon,
  endIcon,
  children,
  type = 'button',
  variant,
  color,
  size,
  fullWidth,
  className,
  ...rest
}: ButtonProps) {
  return (
    <button type={type} className={buttonClass({ variant, color, size, fullWidth }, className)} {...rest}>
      <Content startIcon={startIcon} endIcon={endIcon}>
        {children}
      </Content>
    </button>
  );
}

/** A link to a page of the shop that looks like a Button. */
export function LinkButton({
  startIcon,
  endIcon,
  children,
  variant,
  color,
  size,
  fullWidth,
  className,
  ...rest
}: LinkButtonProps) {
  return (
    <RouterLink className={buttonClass({ variant, color, size, fullWidth }, className)} {...rest}>
      <Content startIcon={startIcon} endIcon={endIcon}>
        {children}
      </Content>
    </RouterLink>
  );
}
