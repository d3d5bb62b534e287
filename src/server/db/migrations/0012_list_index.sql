-- Public lists read one language of one type, newest first. Each translation carries a copy of
-- what the list filters and sorts on (kept by the triggers below), so one partial index serves
-- the order, the category filter and the deep pages (and each tag link its tag's list), and counts per type, language, category and
-- tag are kept in the same transaction as the write instead of counted on every request.
ALTER TABLE "content_translations" ADD COLUMN "listed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_translations" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "content_tags" ADD COLUMN "type" text;--> statement-breakpoint
ALTER TABLE "content_tags" ADD COLUMN "listed_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "content_list_counts" (
	"type" text NOT NULL,
	"locale" text NOT NULL,
	"facet" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_list_counts_type_locale_facet_pk" PRIMARY KEY("type","locale","facet")
);--> statement-breakpoint
UPDATE "content_translations" AS t
SET "listed_at" = CASE WHEN c."status" IN ('published', 'scheduled') THEN c."published_at" END, "category_id" = c."category_id"
FROM "contents" AS c WHERE c."id" = t."content_id";--> statement-breakpoint
UPDATE "content_tags" AS ct
SET "type" = c."type", "listed_at" = CASE WHEN c."status" IN ('published', 'scheduled') THEN c."published_at" END
FROM "contents" AS c WHERE c."id" = ct."content_id";--> statement-breakpoint
INSERT INTO "content_list_counts" ("type", "locale", "facet", "total")
SELECT "type", "locale", '', count(*) FROM "content_translations" WHERE "listed_at" IS NOT NULL GROUP BY 1, 2
UNION ALL
SELECT "type", "locale", 'c:' || "category_id", count(*) FROM "content_translations" WHERE "listed_at" IS NOT NULL AND "category_id" IS NOT NULL GROUP BY 1, 2, 3
UNION ALL
SELECT t."type", t."locale", 't:' || ct."tag_id", count(*) FROM "content_translations" AS t JOIN "content_tags" AS ct ON ct."content_id" = t."content_id" WHERE t."listed_at" IS NOT NULL GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE INDEX "content_translations_listing_idx" ON "content_translations" USING btree ("type", "locale", "listed_at" DESC, "content_id" DESC) WHERE "listed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "content_translations_category_listing_idx" ON "content_translations" USING btree ("type", "locale", "category_id", "listed_at" DESC, "content_id" DESC) WHERE "listed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "content_tags_listing_idx" ON "content_tags" USING btree ("tag_id", "type", "listed_at" DESC, "content_id" DESC) WHERE "listed_at" IS NOT NULL;--> statement-breakpoint
DROP INDEX "contents_type_like_count_index";--> statement-breakpoint
CREATE INDEX "contents_liked_listing_idx" ON "contents" USING btree ("type", "like_count" DESC, "published_at" DESC, "id" DESC) WHERE "status" IN ('published', 'scheduled');--> statement-breakpoint
CREATE FUNCTION "content_list_count_add"(p_type text, p_locale text, p_facet text, p_delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "content_list_counts" ("type", "locale", "facet", "total") VALUES (p_type, p_locale, p_facet, p_delta)
	ON CONFLICT ("type", "locale", "facet") DO UPDATE SET "total" = "content_list_counts"."total" + p_delta;
END $$;--> statement-breakpoint
-- A translation counts once in its type and language, its category and each of its tags.
CREATE FUNCTION "content_list_count_translation"(p_content uuid, p_type text, p_locale text, p_category uuid, p_delta integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	v_tag uuid;
BEGIN
	PERFORM "content_list_count_add"(p_type, p_locale, '', p_delta);
	IF p_category IS NOT NULL THEN
		PERFORM "content_list_count_add"(p_type, p_locale, 'c:' || p_category, p_delta);
	END IF;
	FOR v_tag IN SELECT "tag_id" FROM "content_tags" WHERE "content_id" = p_content LOOP
		PERFORM "content_list_count_add"(p_type, p_locale, 't:' || v_tag, p_delta);
	END LOOP;
END $$;--> statement-breakpoint
CREATE FUNCTION "content_translations_copy_listing"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	SELECT CASE WHEN c."status" IN ('published', 'scheduled') THEN c."published_at" END, c."category_id"
	INTO NEW."listed_at", NEW."category_id"
	FROM "contents" AS c WHERE c."id" = NEW."content_id";
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "content_translations_copy_listing" BEFORE INSERT ON "content_translations" FOR EACH ROW EXECUTE FUNCTION "content_translations_copy_listing"();--> statement-breakpoint
CREATE FUNCTION "content_translations_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."listed_at" IS NOT NULL THEN
		PERFORM "content_list_count_translation"(OLD."content_id", OLD."type", OLD."locale", OLD."category_id", -1);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."listed_at" IS NOT NULL THEN
		PERFORM "content_list_count_translation"(NEW."content_id", NEW."type", NEW."locale", NEW."category_id", 1);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "content_translations_count" AFTER INSERT OR DELETE OR UPDATE OF "listed_at", "category_id", "locale", "type", "content_id" ON "content_translations" FOR EACH ROW EXECUTE FUNCTION "content_translations_count"();--> statement-breakpoint
CREATE FUNCTION "contents_copy_listing"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_listed_at timestamp with time zone := CASE WHEN NEW."status" IN ('published', 'scheduled') THEN NEW."published_at" END;
BEGIN
	UPDATE "content_translations" SET "listed_at" = v_listed_at, "category_id" = NEW."category_id"
	WHERE "content_id" = NEW."id" AND ("listed_at" IS DISTINCT FROM v_listed_at OR "category_id" IS DISTINCT FROM NEW."category_id");
	UPDATE "content_tags" SET "listed_at" = v_listed_at
	WHERE "content_id" = NEW."id" AND "listed_at" IS DISTINCT FROM v_listed_at;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "contents_copy_listing" AFTER UPDATE OF "status", "published_at", "category_id" ON "contents" FOR EACH ROW EXECUTE FUNCTION "contents_copy_listing"();--> statement-breakpoint
-- A deleted item leaves its lists before its rows cascade away: the cascades' triggers run when
-- the sibling rows (translations, tag links) they would read may already be gone.
CREATE FUNCTION "contents_unlist_before_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "content_translations" SET "listed_at" = NULL WHERE "content_id" = OLD."id" AND "listed_at" IS NOT NULL;
	RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "contents_unlist_before_delete" BEFORE DELETE ON "contents" FOR EACH ROW EXECUTE FUNCTION "contents_unlist_before_delete"();--> statement-breakpoint
CREATE FUNCTION "content_tags_copy_listing"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	SELECT c."type", CASE WHEN c."status" IN ('published', 'scheduled') THEN c."published_at" END
	INTO NEW."type", NEW."listed_at"
	FROM "contents" AS c WHERE c."id" = NEW."content_id";
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "content_tags_copy_listing" BEFORE INSERT ON "content_tags" FOR EACH ROW EXECUTE FUNCTION "content_tags_copy_listing"();--> statement-breakpoint
CREATE FUNCTION "content_tags_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_row "content_tags" := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
	v_delta integer := CASE WHEN TG_OP = 'DELETE' THEN -1 ELSE 1 END;
	v_translation record;
BEGIN
	FOR v_translation IN SELECT "type", "locale" FROM "content_translations" WHERE "content_id" = v_row."content_id" AND "listed_at" IS NOT NULL LOOP
		PERFORM "content_list_count_add"(v_translation."type", v_translation."locale", 't:' || v_row."tag_id", v_delta);
	END LOOP;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "content_tags_count" AFTER INSERT OR DELETE ON "content_tags" FOR EACH ROW EXECUTE FUNCTION "content_tags_count"();
