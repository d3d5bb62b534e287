CREATE INDEX IF NOT EXISTS "content_translations_search_title_hash_idx" ON "content_translations" USING hash ("search_title");
