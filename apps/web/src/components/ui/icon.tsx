import { styled } from '@mui/material/styles';
import type { ComponentProps } from 'react';
import { lookProp } from './look-prop';

const SIZES = { small: '1.25rem', medium: '1.5rem', inherit: 'inherit' } as const;
type Size = keyof typeof SIZES;

// The size is in the class, not inline, so a button's own icon size (a more specific rule) wins over it.
const Svg = styled('svg', { shouldForwardProp: lookProp(['size']) })<{ size: Size }>(({ theme, size }) => ({
  display: 'inline-block',
  flexShrink: 0,
  width: '1em',
  height: '1em',
  fontSize: SIZES[size],
  fill: 'currentColor',
  userSelect: 'none',
  transition: theme.transitions.create('fill', { duration: theme.transitions.duration.shorter }),
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
}));

export type IconProps = {
  /** The icon's path data in a 24 × 24 box (./icons.ts); several paths for icons drawn in parts. */
  path: string | readonly string[];
  /** 24 px by default, 20 px small, or the font size around it. */
  size?: Size;
} & Pick<ComponentProps<typeof Svg>, 'sx' | 'className'>;

/**
 * A Material icon drawn inline, as MUI's SvgIcon draws it: without SvgIcon, createSvgIcon and a module
 * per icon in the first download. Icons are decoration here: the control around one carries its name.
 */
export function Icon({ path, size = 'medium', sx, className }: IconProps) {
  return (
    <Svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" size={size} className={className} sx={sx}>
      {typeof path === 'string' ? <path d={path} /> : path.map((d) => <path key={d} d={d} />)}
    </Svg>
  );
}
