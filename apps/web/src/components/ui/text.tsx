import { styled } from '@mui/material/styles';
import type { ComponentProps, ElementType } from 'react';
import { lookProp } from './look-prop';

// The element each variant is by default, as MUI's Typography picks it.
const TAGS = { h1: 'h1', h2: 'h2', h3: 'h3', body1: 'p', body2: 'p', caption: 'span' } as const;

interface TextLook {
  variant?: keyof typeof TAGS;
  /**
   * The error red. (No 'text.secondary': MUI v9's Typography ignored color="text.secondary", it knows
   * only 'textSecondary', so the shop's quiet texts have been drawn in the text colour all along.)
   */
  color?: 'error';
  /** A little room below (0.35 em), for a title above its text. */
  gutterBottom?: boolean;
  /** One line, cut with an ellipsis. */
  noWrap?: boolean;
}

const Root = styled('p', {
  shouldForwardProp: lookProp(['variant', 'color', 'gutterBottom', 'noWrap']),
})<TextLook>(({ theme, variant = 'body1', color, gutterBottom, noWrap }) => ({
  margin: 0,
  ...theme.typography[variant],
  ...(color && { color: theme.palette.error.main }),
  ...(gutterBottom && { marginBottom: '0.35em' }),
  ...(noWrap && { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
}));

export type TextProps = TextLook & { as?: ElementType } & Omit<ComponentProps<typeof Root>, keyof TextLook>;

/**
 * Text in one of the theme's type styles: what MUI's Typography draws for the shop, without its
 * module in the first download.
 */
export function Text({ variant = 'body1', as, ...rest }: TextProps) {
  return <Root as={as ?? TAGS[variant]} variant={variant} {...rest} />;
}
