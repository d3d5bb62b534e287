ALTER TABLE "media" ADD COLUMN "missing_from" text;--> statement-breakpoint
CREATE INDEX "media_missing_idx" ON "media" USING btree ("created_at") WHERE "missing_from" IS NOT NULL;
