-- Sales as HOT updates (docs/decisions/038): no index names `stock` any more, only these two generated
-- columns, which change when a product crosses zero or its low-stock threshold. One ALTER: one rewrite.
DROP INDEX "products_suggest_order_idx";--> statement-breakpoint
DROP INDEX "products_low_stock_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock" boolean GENERATED ALWAYS AS (stock > 0) STORED, ADD COLUMN "low_stock" boolean GENERATED ALWAYS AS (stock <= low_stock_threshold) STORED;--> statement-breakpoint
CREATE INDEX "products_suggest_order_idx" ON "products" USING btree ("in_stock" desc,length("title"),"id");--> statement-breakpoint
CREATE INDEX "products_low_stock_idx" ON "products" USING btree ("id") WHERE "products"."low_stock";
