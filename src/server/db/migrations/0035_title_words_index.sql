-- A title's words are its stored document's weight-A positions (services/content/search-index).
CREATE INDEX IF NOT EXISTS "content_translations_title_words_idx" ON "content_translations" USING gin (ts_filter("search_vector", '{a}')) WITH (fastupdate = false);
