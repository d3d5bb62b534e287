-- A stored search document per translation (GIN) and trigram matching on titles only. Rows that
-- exist before this migration get both on the next start (the content.search-index seed step
-- computes them with the same tokenizer as every write); until then search skips them.
DROP INDEX "content_translations_search_fts_idx";--> statement-breakpoint
ALTER TABLE "content_translations" ADD COLUMN "search_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_translations" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "content_translations_search_vector_idx" ON "content_translations" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "content_translations_search_title_trgm_idx" ON "content_translations" USING gin ("search_title" gin_trgm_ops) WITH (fastupdate=false);
