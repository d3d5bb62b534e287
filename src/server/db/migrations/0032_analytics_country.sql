ALTER TABLE "analytics_events" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD COLUMN "country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily" DROP CONSTRAINT "analytics_daily_day_locale_path_source_device_pk";--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD CONSTRAINT "analytics_daily_day_locale_path_source_device_country_pk" PRIMARY KEY("day","locale","path","source","device","country");
