-- Every category of an item (ADR 0032). `contents.category_id` stays the item's primary category
-- (its breadcrumb, the category its address and cards name); `content_categories` holds every
-- category of the item, the primary included, so a category's list is one table whatever the
-- category is to the item. Like `content_tags`, each link carries a copy of the item's type and
-- list time (kept by the triggers below) so one partial index serves a category's list, newest
-- first, its deep pages and its cursor, and the per-category counts follow the links.
CREATE TABLE "content_categories" (
	"content_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"type" text,
	"listed_at" timestamp with time zone,
	CONSTRAINT "content_categories_content_id_category_id_pk" PRIMARY KEY("content_id","category_id")
);--> statement-breakpoint
ALTER TABLE "content_categories" ADD CONSTRAINT "content_categories_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_categories" ADD CONSTRAINT "content_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Filled before the triggers exist: the kept counts per category already count each item's
-- primary category, which is exactly what these rows hold.
INSERT INTO "content_categories" ("content_id", "category_id", "type", "listed_at")
SELECT "id", "category_id", "type", CASE WHEN "status" IN ('published', 'scheduled') THEN "published_at" END
FROM "contents" WHERE "category_id" IS NOT NULL;--> statement-breakpoint
-- Deleting a category cascades here: without its own index that would read the whole table.
CREATE INDEX "content_categories_category_id_index" ON "content_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "content_categories_listing_idx" ON "content_categories" USING btree ("category_id", "type", "listed_at" DESC, "content_id" DESC) WHERE "listed_at" IS NOT NULL;--> statement-breakpoint
-- A category's list now reads the links above: the translations' copy of the primary category is
-- no longer read, and keeping it (and its index) in step would only cost every write. The
-- translations' triggers are rewritten without it before it goes.
DROP TRIGGER "content_translations_count" ON "content_translations";--> statement-breakpoint
DROP FUNCTION "content_translations_count"();--> statement-breakpoint
DROP FUNCTION "content_list_count_translation"(uuid, text, text, uuid, integer);--> statement-breakpoint
-- A translation counts once in its type and language, in each of its item's categories (the
-- primary among the links) and each of its tags.
CREATE FUNCTION "content_list_count_translation"(p_content uuid, p_type text, p_locale text, p_delta integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	v_term uuid;
BEGIN
	PERFORM "content_list_count_add"(p_type, p_locale, '', p_delta);
	FOR v_term IN SELECT "category_id" FROM "content_categories" WHERE "content_id" = p_content LOOP
		PERFORM "content_list_count_add"(p_type, p_locale, 'c:' || v_term, p_delta);
	END LOOP;
	FOR v_term IN SELECT "tag_id" FROM "content_tags" WHERE "content_id" = p_content LOOP
		PERFORM "content_list_count_add"(p_type, p_locale, 't:' || v_term, p_delta);
	END LOOP;
END $$;--> statement-breakpoint
CREATE FUNCTION "content_translations_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."listed_at" IS NOT NULL THEN
		PERFORM "content_list_count_translation"(OLD."content_id", OLD."type", OLD."locale", -1);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."listed_at" IS NOT NULL THEN
		PERFORM "content_list_count_translation"(NEW."content_id", NEW."type", NEW."locale", 1);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "content_translations_count" AFTER INSERT OR DELETE OR UPDATE OF "listed_at", "locale", "type", "content_id" ON "content_translations" FOR EACH ROW EXECUTE FUNCTION "content_translations_count"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "content_translations_copy_listing"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	SELECT CASE WHEN c."status" IN ('published', 'scheduled') THEN c."published_at" END
	INTO NEW."listed_at"
	FROM "contents" AS c WHERE c."id" = NEW."content_id";
	RETURN NEW;
END $$;--> statement-breakpoint
-- A change of primary category moves the item's links (the content service writes them), so only
-- the list time is copied when the item changes.
DROP TRIGGER "contents_copy_listing" ON "contents";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "contents_copy_listing"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_listed_at timestamp with time zone := CASE WHEN NEW."status" IN ('published', 'scheduled') THEN NEW."published_at" END;
BEGIN
	UPDATE "content_translations" SET "listed_at" = v_listed_at
	WHERE "content_id" = NEW."id" AND "listed_at" IS DISTINCT FROM v_listed_at;
	UPDATE "content_tags" SET "listed_at" = v_listed_at
	WHERE "content_id" = NEW."id" AND "listed_at" IS DISTINCT FROM v_listed_at;
	UPDATE "content_categories" SET "listed_at" = v_listed_at
	WHERE "content_id" = NEW."id" AND "listed_at" IS DISTINCT FROM v_listed_at;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "contents_copy_listing" AFTER UPDATE OF "status", "published_at" ON "contents" FOR EACH ROW EXECUTE FUNCTION "contents_copy_listing"();--> statement-breakpoint
ALTER TABLE "content_translations" DROP COLUMN "category_id";--> statement-breakpoint
-- A link copies its item's type and list time as a tag link does: the tags' function reads only
-- the columns both tables share (content_id, type, listed_at), so it serves both.
CREATE TRIGGER "content_categories_copy_listing" BEFORE INSERT ON "content_categories" FOR EACH ROW EXECUTE FUNCTION "content_tags_copy_listing"();--> statement-breakpoint
-- A link to a term (a tag or a category) counts in the term's list in each language its item is
-- listed in. One function for both tables: the trigger names the facet's prefix and the link's term
-- column.
CREATE FUNCTION "content_term_link_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_link jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
	v_delta integer := CASE WHEN TG_OP = 'DELETE' THEN -1 ELSE 1 END;
	v_translation record;
BEGIN
	FOR v_translation IN SELECT "type", "locale" FROM "content_translations" WHERE "content_id" = (v_link ->> 'content_id')::uuid AND "listed_at" IS NOT NULL LOOP
		PERFORM "content_list_count_add"(v_translation."type", v_translation."locale", TG_ARGV[0] || (v_link ->> TG_ARGV[1]), v_delta);
	END LOOP;
	RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "content_tags_count" ON "content_tags";--> statement-breakpoint
DROP FUNCTION "content_tags_count"();--> statement-breakpoint
CREATE TRIGGER "content_tags_count" AFTER INSERT OR DELETE ON "content_tags" FOR EACH ROW EXECUTE FUNCTION "content_term_link_count"('t:', 'tag_id');--> statement-breakpoint
CREATE TRIGGER "content_categories_count" AFTER INSERT OR DELETE ON "content_categories" FOR EACH ROW EXECUTE FUNCTION "content_term_link_count"('c:', 'category_id');
