-- A built-in page's text (about, FAQ, contact) in one language, set by a manager in place of the
-- default the messages hold: copied from an item (an imported WordPress page such as "About us"),
-- which it names while that item exists.
CREATE TABLE "built_in_pages" (
	"page" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"content_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "built_in_pages_page_locale_pk" PRIMARY KEY("page","locale")
);--> statement-breakpoint
ALTER TABLE "built_in_pages" ADD CONSTRAINT "built_in_pages_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE set null ON UPDATE no action;
