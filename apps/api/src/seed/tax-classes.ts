import type { TaxClass } from '@kandamul/domain';

// What the demo catalogue sells VAT-free under the VAT Act's first schedule: fresh vegetables, fresh
// fruit, rice, pulses, milk and eggs. Migration 0003 (tax_backfill_final_invoices) applies the same lists to a
// catalogue seeded before products had a tax class: change both together.
export const EXEMPT_CATEGORY_SLUGS = [
  'vegetables',
  'leafy-greens',
  'roots-and-tubers',
  'everyday-vegetables',
  'seasonal-fruits',
  'citrus',
  'rice',
  'pulses-and-beans',
];
export const EXEMPT_PRODUCT_SLUGS = ['fresh-cow-milk-1-litre', 'local-eggs-12-pieces', 'farm-eggs-30-pieces'];

/** The tax class of a demo product from its category and its own slug. */
export function demoTaxClass(categorySlug: string, productSlug: string): TaxClass {
  return EXEMPT_CATEGORY_SLUGS.includes(categorySlug) || EXEMPT_PRODUCT_SLUGS.includes(productSlug)
    ? 'exempt'
    : 'vat';
}
