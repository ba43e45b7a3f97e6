-- Suggestions at a million products (docs/decisions/037): the words of each product's titles in an
-- array with a GIN index, and the distinct words in a small table ("C" collation: the words starting
-- with a typed prefix are one B-tree range). A keystroke turns each typed word into the title words it
-- starts, then intersects their posting lists in the GIN index instead of scanning trigrams of 1 M titles.
CREATE TABLE "product_words" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"words" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "title_words" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- The words of search_titles (title, Nepali title and romanised Nepali title: lines 1, 2 and 6 of
-- search_text, brackets and the like as spaces), exactly as the generated column search_titles reads
-- them, so ' word' in search_titles ⇔ some element of title_words_of(search_text) starts with 'word';
-- and the pack-size tokens (line 7), so that a query's pack size is one more exact word to intersect.
CREATE OR REPLACE FUNCTION title_words_of(search_text text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT w), '{}') FROM regexp_split_to_table(
    translate(split_part(search_text, chr(10), 1) || chr(10) || split_part(search_text, chr(10), 2) || chr(10) || split_part(search_text, chr(10), 6), chr(10) || '()[]/-,.', '         ')
    || ' ' || split_part(search_text, chr(10), 7),
    ' +') AS w
  WHERE w <> ''
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_words_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_words (product_id, words)
  SELECT n.id, title_words_of(n.search_text) FROM new_products n
  ON CONFLICT (product_id) DO UPDATE SET words = excluded.words;
  INSERT INTO title_words (word)
  SELECT DISTINCT unnest(title_words_of(n.search_text)) FROM new_products n
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only when search_text changes: stock updates at checkout pay nothing.
CREATE OR REPLACE FUNCTION products_words_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_words (product_id, words)
  VALUES (NEW.id, title_words_of(NEW.search_text))
  ON CONFLICT (product_id) DO UPDATE SET words = excluded.words;
  INSERT INTO title_words (word)
  SELECT unnest(title_words_of(NEW.search_text))
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Filled before the index and the key are made: one sorted build instead of a million inserts.
INSERT INTO "product_words" ("product_id", "words")
SELECT "id", title_words_of("search_text") FROM "products";
--> statement-breakpoint
INSERT INTO "title_words" ("word")
SELECT DISTINCT unnest("words") FROM "product_words";
--> statement-breakpoint
ALTER TABLE "product_words" ADD CONSTRAINT "product_words_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
SET LOCAL maintenance_work_mem = '512MB';--> statement-breakpoint
CREATE INDEX "product_words_gin" ON "product_words" USING gin ("words");--> statement-breakpoint
-- A category page's count as an index-only scan (it read the whole heap for `active`: 1 s at 1 M).
CREATE INDEX "products_active_category_idx" ON "products" USING btree ("category_id") WHERE "products"."active";--> statement-breakpoint
ANALYZE "product_words";--> statement-breakpoint
ANALYZE "title_words";--> statement-breakpoint
CREATE TRIGGER products_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_words_insert();
--> statement-breakpoint
CREATE TRIGGER products_words_update AFTER UPDATE OF search_text ON products
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION products_words_update();
