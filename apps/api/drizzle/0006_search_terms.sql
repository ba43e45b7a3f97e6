CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_titles" text GENERATED ALWAYS AS ((' ' || translate(split_part(search_text, chr(10), 1) || chr(10) || split_part(search_text, chr(10), 2) || chr(10) || split_part(search_text, chr(10), 6), chr(10) || '()[]/-,.', '         ') || ' ')) STORED;--> statement-breakpoint
CREATE INDEX "search_terms_trgm" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_titles_trgm" ON "products" USING gin ("search_titles" gin_trgm_ops);