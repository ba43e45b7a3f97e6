-- A keystroke's pool without reading products (docs/decisions/042): product_words carries what every
-- list filters on, `active` (hidden products are in no list) and `in_stock` (suggestions rank those
-- first and their pool holds only them), so the pool is the GIN intersection and the small rows it
-- points at, not 200 random reads of the 1 GB products heap. Rebuilt rather than updated: an UPDATE of
-- a million rows rewrites each and inserts every word of each into the GIN index again.
CREATE TABLE "product_words_next" (
	"product_id" integer NOT NULL,
	"words" text[] NOT NULL,
	"active" boolean NOT NULL,
	"in_stock" boolean NOT NULL
);
--> statement-breakpoint
INSERT INTO "product_words_next" ("product_id", "words", "active", "in_stock")
SELECT w."product_id", w."words", p."active", p."in_stock"
FROM "product_words" w JOIN "products" p ON p."id" = w."product_id";
--> statement-breakpoint
DROP TABLE "product_words";
--> statement-breakpoint
ALTER TABLE "product_words_next" RENAME TO "product_words";
--> statement-breakpoint
ALTER TABLE "product_words" ADD CONSTRAINT "product_words_pkey" PRIMARY KEY ("product_id");
--> statement-breakpoint
ALTER TABLE "product_words" ADD CONSTRAINT "product_words_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
SET LOCAL maintenance_work_mem = '512MB';--> statement-breakpoint
CREATE INDEX "product_words_gin" ON "product_words" USING gin ("words");--> statement-breakpoint
ANALYZE "product_words";--> statement-breakpoint
-- The triggers of 0019, now writing the two flags with the words.
CREATE OR REPLACE FUNCTION products_words_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_words (product_id, words, active, in_stock)
  SELECT n.id, title_words_of(n.search_text), n.active, n.in_stock FROM new_products n
  ON CONFLICT (product_id) DO UPDATE SET words = excluded.words, active = excluded.active, in_stock = excluded.in_stock;
  INSERT INTO title_words (word)
  SELECT DISTINCT unnest(title_words_of(n.search_text)) FROM new_products n
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_words_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_words (product_id, words, active, in_stock)
  VALUES (NEW.id, title_words_of(NEW.search_text), NEW.active, NEW.in_stock)
  ON CONFLICT (product_id) DO UPDATE SET words = excluded.words, active = excluded.active, in_stock = excluded.in_stock;
  INSERT INTO title_words (word)
  SELECT unnest(title_words_of(NEW.search_text))
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only when a product is hidden or shown, or its stock crosses zero: a sale that leaves stock above
-- zero (nearly all of them) writes nothing more and stays a HOT update (docs/decisions/038).
CREATE OR REPLACE FUNCTION products_words_flags() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_words SET active = NEW.active, in_stock = NEW.in_stock WHERE product_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_words_flags AFTER UPDATE OF stock, active ON products
  FOR EACH ROW WHEN (OLD.in_stock IS DISTINCT FROM NEW.in_stock OR OLD.active IS DISTINCT FROM NEW.active)
  EXECUTE FUNCTION products_words_flags();
