CREATE TABLE "food_loads" (
	"source" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"food_count" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "food_nutrients" (
	"fdc_id" integer NOT NULL,
	"nutrient_id" integer NOT NULL,
	"amount" double precision NOT NULL,
	CONSTRAINT "food_nutrients_fdc_id_nutrient_id_pk" PRIMARY KEY("fdc_id","nutrient_id")
);
--> statement-breakpoint
CREATE TABLE "food_portions" (
	"fdc_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"amount" double precision NOT NULL,
	"measure_name" text NOT NULL,
	"modifier" text,
	"gram_weight" double precision NOT NULL,
	CONSTRAINT "food_portions_fdc_id_seq_pk" PRIMARY KEY("fdc_id","seq")
);
--> statement-breakpoint
CREATE TABLE "food_words" (
	"word" text PRIMARY KEY NOT NULL,
	"food_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "foods" (
	"fdc_id" integer PRIMARY KEY NOT NULL,
	"ndb_number" integer,
	"description" text NOT NULL,
	"data_type" text NOT NULL,
	"brand_owner" text,
	"brand_name" text,
	"sub_brand_name" text,
	"category_name" text,
	"search_rank" real DEFAULT 0 NOT NULL,
	"name_words" text[] DEFAULT '{}'::text[] NOT NULL,
	"lead_words" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, left(description, 1000) || ' ' || coalesce(brand_name, '') || ' ' || coalesce(brand_owner, ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nutrients" (
	"id" integer PRIMARY KEY NOT NULL,
	"fdc_nutrient_id" integer,
	"name" text NOT NULL,
	"unit_name" text NOT NULL,
	"rank" integer NOT NULL,
	"decimals" integer,
	CONSTRAINT "nutrients_fdc_nutrient_id_unique" UNIQUE("fdc_nutrient_id")
);
--> statement-breakpoint
CREATE INDEX "food_words_trgm_idx" ON "food_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "foods_ndb_number_key" ON "foods" USING btree ("ndb_number");--> statement-breakpoint
CREATE INDEX "foods_search_vector_idx" ON "foods" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "foods_search_rank_idx" ON "foods" USING btree ("search_rank","fdc_id","search_vector");--> statement-breakpoint
CREATE INDEX "foods_alphabetical_idx" ON "foods" USING btree (lower("description") COLLATE "C","fdc_id");