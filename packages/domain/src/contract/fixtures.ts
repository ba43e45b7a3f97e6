import type { Product } from './catalog';

/** A valid product body, for tests on either side of the wire. */
export function sampleProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    slug: 'red-potato',
    title: 'Fresh Potato (Red)',
    nepali_title: 'रातो आलु',
    short_description: 'Red potatoes',
    description: 'Locally grown red potatoes from Dolakha.',
    category: 'Vegetables',
    category_nepali_title: 'तरकारी',
    category_id: 2,
    selling_price: 120.5,
    marked_price: 150,
    price: 120.5,
    total_available_quantity: 12,
    primary_image: { image: '/uploads/potato.webp', thumbnail_image: '/uploads/potato-thumb.webp' },
    image: '/uploads/potato.webp',
    product_images: [],
    isOrganic: true,
    average_rating: 4.5,
    rating_count: 8,
    discount_percentage: 20,
    created_on: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
