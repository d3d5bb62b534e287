CREATE TABLE "search_query_counts" (
	"day" date NOT NULL,
	"locale" text NOT NULL,
	"query" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"empty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_query_counts_locale_day_query_pk" PRIMARY KEY("locale","day","query")
);
