CREATE TABLE "working_copies" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "working_copies_user_id_kind_item_key_pk" PRIMARY KEY("user_id","kind","item_key")
);
--> statement-breakpoint
ALTER TABLE "working_copies" ADD CONSTRAINT "working_copies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
