import type { ProductSummary } from '@kandamul/domain';
import { Box } from '@mui/material';
import { ProductCard, ProductCardSkeleton } from './product-card';

/** Columns by width: 2 on a phone, 3–4 on a tablet, 5–6 on a desktop. */
export const GRID_COLUMNS = { xs: 2, sm: 3, md: 4, lg: 5, xl: 6 } as const;

const gridSx = {
  display: 'grid',
  gridTemplateColumns: {
    xs: `repeat(${GRID_COLUMNS.xs}, minmax(0, 1fr))`,
    sm: `repeat(${GRID_COLUMNS.sm}, minmax(0, 1fr))`,
    md: `repeat(${GRID_COLUMNS.md}, minmax(0, 1fr))`,
    lg: `repeat(${GRID_COLUMNS.lg}, minmax(0, 1fr))`,
    xl: `repeat(${GRID_COLUMNS.xl}, minmax(0, 1fr))`,
  },
  gap: { xs: 1.25, sm: 2 },
} as const;

/** A responsive grid of product cards; the first row loads eagerly, the rest lazily. */
export function ProductGrid({ products, label }: { products: ProductSummary[]; label?: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ ...gridSx, listStyle: 'none', m: 0, p: 0 }}>
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} priority={i < 2} />
        </li>
      ))}
    </Box>
  );
}

/** The grid's shape while it loads. */
export function ProductGridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <Box sx={gridSx} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </Box>
  );
}
