-- Trigram similarity for search (ARCHITECTURE §5); PGlite loads the same extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
