ALTER TABLE "comments" ADD COLUMN "is_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "activity_logs_actor_created_idx" ON "activity_logs" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_logs_resource_created_idx" ON "activity_logs" USING btree ("resource","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_handled_at_created_at_index" ON "contact_messages" USING btree ("handled_at","created_at");--> statement-breakpoint
CREATE INDEX "interactions_kind_created_at_index" ON "interactions" USING btree ("kind","created_at");