import { type CSSObject, styled, type Theme } from '@mui/material/styles';
import type { ButtonHTMLAttributes } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router';
import { interactive, pressed } from './interactive';
import { lookProp } from './look-prop';

interface IconButtonLook {
  /** 'inherit' takes the surrounding text colour; by default the theme's quiet icon grey. */
  color?: 'default' | 'inherit';
  size?: 'small' | 'medium';
}

/** What MUI's IconButton draws: a round 44 px target around a 24 px icon. */
function iconButtonLook(theme: Theme, { color = 'default', size = 'medium' }: IconButtonLook): CSSObject {
  const { action } = theme.palette;
  return interactive(
    theme,
    {
      flex: '0 0 auto',
      minWidth: 44,
      minHeight: 44,
      padding: size === 'small' ? 5 : 8,
      borderRadius: '50%',
      textAlign: 'center',
      fontSize: theme.typography.pxToRem(size === 'small' ? 18 : 24),
      color: color === 'inherit' ? 'inherit' : action.active,
      transition: theme.transitions.create('background-color', {
        duration: theme.transitions.duration.shortest,
      }),
      '@media (hover: hover)': {
        '&:hover': { backgroundColor: theme.alpha(action.active, action.hoverOpacity) },
      },
      // The ripple's tint: the icon's colour (black at 54 %, or white) at 30 %.
      '&:active': pressed(theme.alpha(action.active, theme.palette.mode === 'light' ? 0.16 : 0.3)),
    },
    { backgroundColor: 'transparent', color: action.disabled },
  );
}

const shouldForwardProp = lookProp(['color', 'size']);
const ButtonRoot = styled('button', { shouldForwardProp })<IconButtonLook>(({ theme, ...look }) =>
  iconButtonLook(theme, look),
);
const LinkRoot = styled(RouterLink, { shouldForwardProp })<IconButtonLook>(({ theme, ...look }) =>
  iconButtonLook(theme, look),
);

type Styled = Pick<Parameters<typeof ButtonRoot>[0], 'sx' | 'className'>;
/** An icon has no text: the name a screen reader reads is required. */
type Named = { 'aria-label': string };

export type IconButtonProps = IconButtonLook &
  Styled &
  Named &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'>;
export type IconLinkButtonProps = IconButtonLook & Styled & Named & Omit<LinkProps, 'color'>;

/** A round button around an icon; `type` is 'button'. */
export function IconButton({ type = 'button', ...rest }: IconButtonProps) {
  return <ButtonRoot type={type} {...rest} />;
}

/** A link to a page of the shop that looks like an IconButton. */
export function IconLinkButton(props: IconLinkButtonProps) {
  return <LinkRoot {...props} />;
}
