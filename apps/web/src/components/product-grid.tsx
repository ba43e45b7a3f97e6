import type { ProductSummary } from '@kandamul/domain';
import { ProductCard, ProductCardSkeleton } from './product-card';

/**
 * A responsive grid of product cards (2 columns on a phone, 3–4 on a tablet, 5–6 on a desktop:
 * styles/shop.css, `.kd-grid`); the first row loads eagerly, the rest lazily.
 */
export function ProductGrid({ products, label }: { products: ProductSummary[]; label?: string }) {
  return (
    <ul aria-label={label} className="kd-grid">
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} priority={i < 2} />
        </li>
      ))}
    </ul>
  );
}

/** The grid's shape while it loads. */
export function ProductGridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <div aria-hidden="true" className="kd-grid">
      {Array.from({ length: count }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </div>
  );
}
