ALTER TABLE "contents" ADD COLUMN "comment_count_fa" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "comment_count_en" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "contents" SET
  "comment_count_fa" = (SELECT count(*) FROM "comments" WHERE "comments"."content_id" = "contents"."id" AND "comments"."status" = 'approved' AND "comments"."locale" = 'fa'),
  "comment_count_en" = (SELECT count(*) FROM "comments" WHERE "comments"."content_id" = "contents"."id" AND "comments"."status" = 'approved' AND "comments"."locale" = 'en');
