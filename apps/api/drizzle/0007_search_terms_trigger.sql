-- search_terms follows products.search_text: the words of each new or changed search text are added
-- (split on whitespace, punctuation trimmed from their ends, at least 3 letters, pack-size tokens
-- left out), exactly as searchTerms in packages/domain/src/search reads it. Inserts are handled per
-- statement, so a bulk insert adds its words in one go; updates only when search_text changes, so
-- stock updates at checkout pay nothing.
CREATE OR REPLACE FUNCTION search_terms_of(search_text text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT t FROM (
    SELECT btrim(w, '.,;:!?''"()[]{}') AS t FROM regexp_split_to_table(search_text, '\s+') AS w
  ) words
  WHERE char_length(t) >= 3 AND left(t, 1) <> U&'\E000'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_terms_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT DISTINCT search_terms_of(n.search_text) FROM new_products n
  ON CONFLICT (term) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_terms_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT search_terms_of(NEW.search_text)
  ON CONFLICT (term) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_terms_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_search_terms_insert();
--> statement-breakpoint
CREATE TRIGGER products_search_terms_update AFTER UPDATE OF search_text ON products
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION products_search_terms_update();
--> statement-breakpoint
INSERT INTO search_terms (term)
SELECT DISTINCT search_terms_of(search_text) FROM products
ON CONFLICT (term) DO NOTHING;
