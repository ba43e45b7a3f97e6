import type { CSSProperties } from 'react';
import { classes } from './ui/classes';

type SkeletonVariant = 'text' | 'rectangular' | 'rounded' | 'circular';

interface SkeletonProps {
  variant?: SkeletonVariant;
  width?: number | string;
  height?: number | string;
  className?: string;
  style?: CSSProperties;
}

/**
 * A pulsing placeholder in the shape of what is loading. It draws what MUI's Skeleton drew for the
 * shop (no children, pulse animation), by the shop's stylesheet (styles/shop.css, `.kd-skeleton`).
 */
export function Skeleton({ variant = 'text', width, height, className, style }: SkeletonProps) {
  return (
    <span
      className={classes('kd-skeleton', variant !== 'rectangular' && `kd-skeleton--${variant}`, className)}
      style={{ width, height, ...style }}
    />
  );
}
