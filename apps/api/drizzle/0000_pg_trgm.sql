-- Trigram matching backs product search (GIN indexes on products.search_text and title).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
