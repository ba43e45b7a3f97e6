-- Key made after the fill (below). "C" collation: byte comparison, the cheapest, and the words are only
-- looked up by equality.
CREATE TABLE "title_word_ranks" (
	"word" text COLLATE "C" NOT NULL,
	"title_length" integer NOT NULL,
	"product_id" integer NOT NULL
);
--> statement-breakpoint
-- The search page's first pages at a million products (docs/decisions/048): one row per title word
-- (title_words_of, as product_words holds them) of each active product in stock, with its title's
-- length, keyed (word, title length, product): the in-stock products holding a word as a whole title
-- word, in the search page's relevance order, are one range of the key. Filled before the key is made:
-- one sorted build instead of millions of inserts.
INSERT INTO "title_word_ranks" ("word", "title_length", "product_id")
SELECT DISTINCT w, length(p."title"), p."id"
FROM "products" p CROSS JOIN LATERAL unnest(title_words_of(p."search_text")) AS w
WHERE p."active" AND p."in_stock";
--> statement-breakpoint
SET LOCAL maintenance_work_mem = '512MB';--> statement-breakpoint
ALTER TABLE "title_word_ranks" ADD CONSTRAINT "title_word_ranks_word_title_length_product_id_pk" PRIMARY KEY("word","title_length","product_id");--> statement-breakpoint
ANALYZE "title_word_ranks";--> statement-breakpoint
-- A product's rows, as the triggers below write and remove them: its title words while it is active
-- and in stock, none otherwise.
CREATE OR REPLACE FUNCTION title_word_ranks_add(product_id integer, search_text text, title text) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO title_word_ranks (word, title_length, product_id)
  SELECT w, length($3), $1 FROM unnest(title_words_of($2)) AS w
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
-- Removed by their whole keys (the old words and length): the key starts with the word, so a product's
-- rows are found without an index on product_id.
CREATE OR REPLACE FUNCTION title_word_ranks_remove(product_id integer, search_text text, title text) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM title_word_ranks r
  USING unnest(title_words_of($2)) AS w
  WHERE r.word = w AND r.title_length = length($3) AND r.product_id = $1
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_ranks_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO title_word_ranks (word, title_length, product_id)
  SELECT DISTINCT w, length(n.title), n.id
  FROM new_products n CROSS JOIN LATERAL unnest(title_words_of(n.search_text)) AS w
  WHERE n.active AND n.in_stock
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_ranks_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- NEW is null for a delete (OLD never is here: no insert runs this function).
  IF OLD.active AND OLD.in_stock THEN
    PERFORM title_word_ranks_remove(OLD.id, OLD.search_text, OLD.title);
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF NEW.active AND NEW.in_stock THEN
      PERFORM title_word_ranks_add(NEW.id, NEW.search_text, NEW.title);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_ranks_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_ranks_insert();
--> statement-breakpoint
-- Only when what the rows hold changes: a sale that leaves stock above zero (nearly all of them)
-- writes nothing more and stays a HOT update (docs/decisions/038).
CREATE TRIGGER products_ranks_update AFTER UPDATE OF search_text, title, stock, active ON products
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text
    OR length(OLD.title) IS DISTINCT FROM length(NEW.title)
    OR OLD.in_stock IS DISTINCT FROM NEW.in_stock
    OR OLD.active IS DISTINCT FROM NEW.active)
  EXECUTE FUNCTION products_ranks_update();
--> statement-breakpoint
CREATE TRIGGER products_ranks_delete AFTER DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION products_ranks_update();
