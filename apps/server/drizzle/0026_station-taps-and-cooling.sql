CREATE TABLE "cooling_readings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cooling_readings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kitchen_id" integer NOT NULL,
	"production_date" date NOT NULL,
	"team" varchar(50) NOT NULL,
	"recipe_id" integer NOT NULL,
	"temperature_f" double precision NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"read_by" varchar(120) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_check_off_taps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "production_check_off_taps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kitchen_id" integer NOT NULL,
	"production_date" date NOT NULL,
	"team" varchar(50) NOT NULL,
	"recipe_id" integer NOT NULL,
	"done" boolean NOT NULL,
	"user_id" integer NOT NULL,
	"tapped_by" varchar(120) NOT NULL,
	"tapped_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cooling_readings" ADD CONSTRAINT "cooling_readings_kitchen_id_kitchens_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."kitchens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_readings" ADD CONSTRAINT "cooling_readings_recipe_fk" FOREIGN KEY ("kitchen_id","recipe_id") REFERENCES "public"."recipes"("kitchen_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_check_off_taps" ADD CONSTRAINT "production_check_off_taps_kitchen_id_kitchens_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."kitchens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_check_off_taps" ADD CONSTRAINT "production_check_off_taps_recipe_fk" FOREIGN KEY ("kitchen_id","recipe_id") REFERENCES "public"."recipes"("kitchen_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cooling_readings_kitchen_day_idx" ON "cooling_readings" USING btree ("kitchen_id","production_date");--> statement-breakpoint
CREATE UNIQUE INDEX "production_check_off_taps_once_key" ON "production_check_off_taps" USING btree ("kitchen_id","production_date","team","recipe_id","user_id","done","tapped_at");