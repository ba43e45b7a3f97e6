import { type CSSObject, styled, type Theme } from '@mui/material/styles';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router';
import { interactive, pressed } from './interactive';
import { lookProp } from './look-prop';

export interface ButtonLook {
  variant?: 'text' | 'contained' | 'outlined';
  /** 'inherit' takes the surrounding text colour (a quiet button in a bar). */
  color?: 'primary' | 'inherit';
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

/**
 * What MUI's Button draws for the shop (its variants in the theme's green, 44 px tall), built on the
 * theme and emotion that every page has anyway: MUI's Button brings ButtonBase, its ripple and a
 * loading spinner, 9 KB gzip that the first screen does not need.
 */
function buttonLook(
  theme: Theme,
  { variant = 'text', color = 'primary', size = 'medium', fullWidth }: ButtonLook,
): CSSObject {
  const { palette, shadows } = theme;
  const inherit = color === 'inherit';
  const main = inherit ? palette.text.primary : palette.primary.main;
  const small = size === 'small';
  const contained = variant === 'contained';
  const padding = {
    contained: small ? '4px 10px' : '6px 16px',
    outlined: small ? '3px 9px' : '5px 15px',
    text: small ? '4px 5px' : '6px 8px',
  }[variant];
  const tint = (opacity: number, color = main) => theme.alpha(color, opacity);
  const greys = palette.mode === 'light' ? (['300', 'A100'] as const) : (['800', '700'] as const);
  const containedHover = inherit ? palette.grey[greys[1]] : palette.primary.dark;
  return interactive(
    theme,
    {
      ...theme.typography.button,
      ...(small && { fontSize: theme.typography.pxToRem(13) }),
      minWidth: 64,
      minHeight: 44,
      padding,
      borderRadius: theme.shape.borderRadius,
      color: inherit ? 'inherit' : contained ? palette.primary.contrastText : main,
      ...(variant === 'outlined' && { border: `1px solid ${tint(0.5)}` }),
      ...(contained && {
        backgroundColor: inherit ? palette.grey[greys[0]] : main,
        boxShadow: shadows[2],
      }),
      ...(fullWidth && { width: '100%' }),
      transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], {
        duration: theme.transitions.duration.short,
      }),
      ...(contained && {
        '&:hover': { boxShadow: shadows[4], '@media (hover: none)': { boxShadow: shadows[2] } },
      }),
      '@media (hover: hover)': {
        '&:hover': contained
          ? { backgroundColor: containedHover }
          : {
              backgroundColor: tint(palette.action.hoverOpacity),
              borderColor: variant === 'outlined' ? main : undefined,
            },
      },
      '&:active': contained
        ? { boxShadow: shadows[8], ...pressed(tint(0.3, inherit ? main : palette.primary.contrastText)) }
        : pressed(tint(0.3)),
      '& > [data-icon]': { display: 'inherit', marginRight: 8, marginLeft: small ? -2 : -4 },
      '& > [data-icon="end"]': { marginLeft: 8, marginRight: small ? -2 : -4 },
      '& > [data-icon] > svg': { fontSize: small ? 18 : 20 },
    },
    {
      color: palette.action.disabled,
      ...(contained && { boxShadow: 'none', backgroundColor: palette.action.disabledBackground }),
      ...(variant === 'outlined' && { borderColor: palette.action.disabledBackground }),
    },
  );
}

const LOOK = ['variant', 'color', 'size', 'fullWidth'] as const;
const shouldForwardProp = lookProp(LOOK);

const ButtonRoot = styled('button', { shouldForwardProp })<ButtonLook>(({ theme, ...look }) =>
  buttonLook(theme, look),
);
const LinkRoot = styled(RouterLink, { shouldForwardProp })<ButtonLook>(({ theme, ...look }) =>
  buttonLook(theme, look),
);

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

type Styled = Pick<Parameters<typeof ButtonRoot>[0], 'sx' | 'className'>;
export type ButtonProps = ButtonLook &
  Slots &
  Styled &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'children'>;
export type LinkButtonProps = ButtonLook & Slots & Styled & Omit<LinkProps, 'color' | 'children'>;

/** A button in the shop's look; `type` is 'button' unless it submits a form. */
export function Button({ startIcon, endIcon, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <ButtonRoot type={type} {...rest}>
      <Content startIcon={startIcon} endIcon={endIcon}>
        {children}
      </Content>
    </ButtonRoot>
  );
}

/** A link to a page of the shop that looks like a Button. */
export function LinkButton({ startIcon, endIcon, children, ...rest }: LinkButtonProps) {
  return (
    <LinkRoot {...rest}>
      <Content startIcon={startIcon} endIcon={endIcon}>
        {children}
      </Content>
    </LinkRoot>
  );
}
