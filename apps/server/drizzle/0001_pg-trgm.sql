-- Trigram similarity for fuzzy search (foods, ingredients, recipes). Created in "public" so that
-- schemas placed before it on the search_path (tests use one fresh schema per run) still see it.
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
