ALTER TABLE "comments" ADD COLUMN "client_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "comments_user_client_key_unique" ON "comments" USING btree ("user_id","client_key");
