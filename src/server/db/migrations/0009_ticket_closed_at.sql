ALTER TABLE "tickets" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "tickets_created_at_index" ON "tickets" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tickets_closed_at_index" ON "tickets" USING btree ("closed_at");