-- The suggestion fallback as one intersection of exact words (docs/decisions/050). When a keystroke's
-- title pool finds fewer than 8 products in stock, suggestions rank every match of the whole filter;
-- found through the trigram index of search_text, a word that is common in the catalogue but rare in
-- the answer ('500 g मह', 'premium …') read posting lists of tens of thousands of rows and rechecked
-- each heap row: 100–450 ms at 1 M products. Each product's words are kept here instead: its
-- vocabulary words (search_terms_of: what search_terms holds) and, marked with a leading U+E000 (no
-- vocabulary word starts with it), its title words and pack-size tokens (title_words_of). A form the
-- vocabulary decides is in a search text exactly when a vocabulary word containing it is in `terms`,
-- a short word starts a title word exactly when a marked title word starting with it is, so the
-- filter is `terms && {…}` per word, one GIN intersection. "C" collation: byte comparisons for the
-- index build and look-ups (equality is the same in every deterministic collation).
CREATE OR REPLACE FUNCTION product_terms_of(search_text text) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT array(
    SELECT search_terms_of(search_text)
    UNION
    SELECT chr(57344) || w FROM unnest(title_words_of(search_text)) AS w
  )
$$;
--> statement-breakpoint
CREATE TABLE "product_terms" (
	"product_id" integer NOT NULL,
	"terms" text[] COLLATE "C" NOT NULL,
	"active" boolean NOT NULL
);
--> statement-breakpoint
-- Filled before the key and the index are made: one sorted build instead of a million inserts.
INSERT INTO "product_terms" ("product_id", "terms", "active")
SELECT "id", product_terms_of("search_text"), "active" FROM "products";
--> statement-breakpoint
ALTER TABLE "product_terms" ADD CONSTRAINT "product_terms_pkey" PRIMARY KEY ("product_id");--> statement-breakpoint
ALTER TABLE "product_terms" ADD CONSTRAINT "product_terms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
SET LOCAL maintenance_work_mem = '512MB';--> statement-breakpoint
CREATE INDEX "product_terms_gin" ON "product_terms" USING gin ("terms");--> statement-breakpoint
ANALYZE "product_terms";--> statement-breakpoint
-- Like product_words' triggers (0019, 0023): per statement on insert, per row when search_text
-- changes, and `active` when a product is hidden or shown. Stock updates write nothing here.
CREATE OR REPLACE FUNCTION products_terms_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_terms (product_id, terms, active)
  SELECT n.id, product_terms_of(n.search_text), n.active FROM new_products n
  ON CONFLICT (product_id) DO UPDATE SET terms = excluded.terms, active = excluded.active;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_terms_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_terms (product_id, terms, active)
  VALUES (NEW.id, product_terms_of(NEW.search_text), NEW.active)
  ON CONFLICT (product_id) DO UPDATE SET terms = excluded.terms, active = excluded.active;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_terms_active() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_terms SET active = NEW.active WHERE product_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_terms_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_terms_insert();
--> statement-breakpoint
CREATE TRIGGER products_terms_update AFTER UPDATE OF search_text ON products
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION products_terms_update();
--> statement-breakpoint
CREATE TRIGGER products_terms_active AFTER UPDATE OF active ON products
  FOR EACH ROW WHEN (OLD.active IS DISTINCT FROM NEW.active)
  EXECUTE FUNCTION products_terms_active();
