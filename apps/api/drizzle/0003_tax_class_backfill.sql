-- Products seeded before tax classes existed: the demo catalogue's VAT-exempt goods (fresh vegetables,
-- fresh fruit, rice, pulses, milk, eggs), as apps/api/src/seed/tax-classes.ts lists them.
UPDATE "products" SET "tax_class" = 'exempt'
WHERE "category_id" IN (
  SELECT "id" FROM "categories" WHERE "slug" IN (
    'vegetables', 'leafy-greens', 'roots-and-tubers', 'everyday-vegetables',
    'seasonal-fruits', 'citrus', 'rice', 'pulses-and-beans'
  )
)
OR "slug" IN ('fresh-cow-milk-1-litre', 'local-eggs-12-pieces', 'farm-eggs-30-pieces');
