-- The low-stock flag indexed only ids, so the console sorted every low product by stock for its list
-- (150 ms at 1 M products); 0022 replaces it by the low stock level itself (docs/decisions/038).
DROP INDEX "products_low_stock_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "low_stock";
