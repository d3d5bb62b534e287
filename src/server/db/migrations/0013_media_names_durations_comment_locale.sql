ALTER TABLE "media" ADD COLUMN "original_name" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "duration_seconds" real;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- Comments written before the column existed: Arabic-script text was written in Persian.
UPDATE "comments" SET "locale" = 'fa' WHERE "body" ~ '[؀-ۿ]';--> statement-breakpoint
ALTER TABLE "comments" ALTER COLUMN "locale" DROP DEFAULT;
