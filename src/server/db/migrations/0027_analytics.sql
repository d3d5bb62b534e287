CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"path" text NOT NULL,
	"content_id" uuid,
	"source" text NOT NULL,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"device" text NOT NULL,
	"visitor" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_day_idx" ON "analytics_events" USING btree ("day");
--> statement-breakpoint
CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"locale" text NOT NULL,
	"path" text NOT NULL,
	"content_id" uuid,
	"source" text NOT NULL,
	"device" text NOT NULL,
	"views" integer NOT NULL,
	"reads" integer NOT NULL,
	CONSTRAINT "analytics_daily_day_locale_path_source_device_pk" PRIMARY KEY("day","locale","path","source","device")
);
--> statement-breakpoint
CREATE TABLE "analytics_visitors" (
	"day" date NOT NULL,
	"locale" text NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_visitors_day_locale_pk" PRIMARY KEY("day","locale")
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
