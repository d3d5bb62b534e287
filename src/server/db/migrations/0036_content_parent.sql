-- An item may hang under another of its type (a WordPress page under its parent page): its page
-- shows the chain in its breadcrumbs. A parent's deletion leaves its children at the top.
ALTER TABLE "contents" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_parent_id_contents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."contents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Deleting an item sets its children's parent to null: without an index that reads the whole table.
CREATE INDEX "contents_parent_id_index" ON "contents" USING btree ("parent_id") WHERE "parent_id" IS NOT NULL;
