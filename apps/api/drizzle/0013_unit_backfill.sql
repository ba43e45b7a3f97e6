-- Existing products get their pack's measure from the label ('500 g', '1 litre', '1 dozen'), as the
-- domain's parsePackLabel reads it; anything else stays 1 pcs.
UPDATE "products" p SET "measure_unit" = x.u, "unit_quantity" = x.q
FROM (
  SELECT id,
    CASE
      WHEN w IN ('kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms') THEN 'kg'
      WHEN w IN ('g', 'gm', 'gms', 'gram', 'grams') THEN 'g'
      WHEN w IN ('l', 'ltr', 'litre', 'litres', 'liter', 'liters') THEN 'l'
      WHEN w IN ('ml', 'millilitre', 'millilitres') THEN 'ml'
      WHEN w IN ('bunch', 'bunches') THEN 'bunch'
      ELSE 'pcs'
    END AS u,
    CASE
      WHEN n IS NULL OR n <= 0 THEN 1
      WHEN w IN ('dozen', 'dozens') THEN n * 12
      WHEN w IN ('m', 'cm', 'mm', 'metre', 'metres', 'meter', 'meters') THEN 1
      ELSE n
    END AS q
  FROM (
    SELECT id,
      CAST(substring(lower(unit) from '^\s*([0-9]+(?:\.[0-9]+)?)') AS double precision) AS n,
      coalesce(substring(lower(unit) from '^\s*[0-9]+(?:\.[0-9]+)?\s*([a-z]+)'), '') AS w
    FROM "products"
  ) raw
) x
WHERE p.id = x.id;
