-- The stock of a product at or below its threshold, null above it: the low-stock list reads the index in
-- order, and a sale above the threshold still changes no indexed value (HOT; docs/decisions/038).
ALTER TABLE "products" ADD COLUMN "low_stock_level" integer GENERATED ALWAYS AS (CASE WHEN stock <= low_stock_threshold THEN stock END) STORED;--> statement-breakpoint
CREATE INDEX "products_low_stock_idx" ON "products" USING btree ("low_stock_level","id") WHERE "products"."low_stock_level" IS NOT NULL;
