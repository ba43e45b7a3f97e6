import { createElement, type ElementType, type HTMLAttributes } from 'react';
import { classes } from './classes';

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

export type TextProps = TextLook & { as?: ElementType } & Omit<HTMLAttributes<HTMLElement>, 'color'>;

/**
 * Text in one of the theme's type styles: what MUI's Typography draws for the shop, drawn by the
 * shop's stylesheet (styles/shop.css, `.kd-text`).
 */
export function Text({ variant = 'body1', as, color, gutterBottom, noWrap, className, ...rest }: TextProps) {
  return createElement(as ?? TAGS[variant], {
    className: classes(
      'kd-text',
      `kd-${variant}`,
      color && 'kd-text--error',
      gutterBottom && 'kd-text--gutter',
      noWrap && 'kd-text--nowrap',
      className,
    ),
    ...rest,
  });
}
